// The pass and its payments (docs/product/api.md#payments and
// docs/product/pass.md#crediting-a-payment). The reconciler is a scheduled job
// (src/server/jobs/definitions.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import { ErrorResponseSchema } from '../../../shared/schemas/common.ts';
import {
  CheckoutResultSchema,
  CreateOrderBodySchema,
  CreateOrderResponseSchema,
  GATEWAY_KINDS,
  GatewayDetailsResponseSchema,
  GetPlanResponseSchema,
  PaymentHistoryResponseSchema,
  SetTransactionBodySchema,
  SetTransactionResponseSchema,
  TestCheckoutBodySchema,
  WebhookResponseSchema,
} from '../../../shared/schemas/payment.ts';
import { gatewaySettingsText } from '../../config.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { planFromConfig } from './plan.ts';
import {
  completeTestCheckout,
  confirmCheckoutPayment,
  createPassOrder,
  getGatewayDetails,
  listPaymentHistory,
} from './service.ts';
import { handleWebhook } from './webhook.ts';

const tags = ['payments'];
const errors = errorAnswers(400, 401, 403, 404, 409, 502, 503);

export const paymentsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, database, gateway, clock, mailer } = app.deps;
  const db = database.db;

  r.get(
    API.payments.getPlan,
    { schema: { tags, summary: 'The pass on sale', response: { 200: GetPlanResponseSchema } } },
    async () => ({ plan: planFromConfig(config) }),
  );

  r.get(
    API.payments.getRazorpayDetails,
    {
      schema: {
        tags,
        summary: `The public checkout key and the gateway in use (${GATEWAY_KINDS.join(' or ')})`,
        response: { 200: GatewayDetailsResponseSchema },
      },
    },
    async () => getGatewayDetails({ config, gateway }),
  );

  r.post(
    API.payments.createOrder,
    {
      schema: {
        tags,
        summary: 'Create a gateway order for the pass (amount set by the server)',
        description:
          '503 when payments are not set up (production without a gateway). 409 when the user already bought 2 passes in the last 90 days, or when an unpaid order made in ' +
          'the last 15 minutes still holds the second slot. 400 when confirm_age_18 is false (left out, the client showed its own ' +
          'notice, and the order records that); 403 when the ' +
          'stored date of birth is under 18.',
        body: CreateOrderBodySchema,
        response: { 200: CreateOrderResponseSchema, ...errors },
      },
    },
    async (request) =>
      createPassOrder({ db, gateway, config, viewer: request.viewer, body: request.body, now: clock.now() }),
  );

  r.post(
    API.payments.setRazorpayTransaction,
    {
      schema: {
        tags,
        summary: 'Verify a checkout payment and extend the pass',
        description:
          'Checks the HMAC signature against the caller’s own order, asks the gateway that the payment is ' +
          'captured for the order’s amount, then records it once (a replay changes nothing).',
        body: SetTransactionBodySchema,
        response: { 200: SetTransactionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Payment Successful',
      user: await confirmCheckoutPayment({
        db,
        gateway,
        mailer,
        log: request.log,
        viewer: request.viewer,
        body: request.body,
        now: clock.now(),
      }),
    }),
  );

  r.post(
    API.payments.testCheckout,
    {
      schema: {
        tags,
        summary: 'Test gateway only: complete or fail a payment as the checkout would',
        body: TestCheckoutBodySchema,
        response: { 200: CheckoutResultSchema, ...errors },
      },
    },
    async (request) =>
      completeTestCheckout({
        db,
        gateway,
        viewer: request.viewer,
        orderId: request.body.order_id,
        outcome: request.body.outcome,
      }),
  );

  r.get(
    API.payments.history,
    {
      schema: {
        tags,
        summary: "The caller's payments, newest first",
        response: { 200: PaymentHistoryResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ payments: await listPaymentHistory({ db, viewer: request.viewer }) }),
  );

  // The webhook's signature covers the exact bytes sent, so this route keeps the raw
  // body: its own scope replaces the JSON parser with one that hands over the Buffer.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      API.payments.webhook,
      {
        schema: {
          tags,
          summary: "The payment gateway's webhook (server to server, signed over the raw body)",
          response: { 200: WebhookResponseSchema, 400: ErrorResponseSchema, 502: ErrorResponseSchema },
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const status = await handleWebhook({
          db,
          gateway,
          mailer,
          delivery: { headers: request.headers, rawBody },
          now: clock.now(),
          log: request.log,
        });
        return { status };
      },
    );
  });

  app.addHook('onReady', async () => {
    if (config.paymentsRefused)
      app.log.warn(
        `payments are off: set ${gatewaySettingsText()}, or PAYMENT_GATEWAY=test for a test-mode site`,
      );
    else if (gateway.kind === 'test' && config.isProduction)
      app.log.warn('payments use the built-in TEST gateway (PAYMENT_GATEWAY=test): no money moves');
  });
};
