// The payments feature takes everything particular to a gateway from its adapter
// (docs/architecture.md "What a newcomer's change touches"). Here the built-in test
// gateway's orders and payments sit behind another checkout script and another webhook
// format, as a second gateway would bring them, and the pass is sold and credited all
// the same: the checkout details, the pages' security policy and the webhook follow the
// adapter.
import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import type { CreateOrderResponse, GatewayDetailsResponse } from '../../../shared/schemas/payment.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { passCalls } from '../../../test/pass-fixture.ts';
import type { PaymentGateway } from '../../adapters/payment-gateway.ts';
import { createTestGateway, type TestGateway } from '../../adapters/test-gateway.ts';
import { payments, users } from '../../db/schema.ts';

const WEBHOOK_SECRET = 'another-webhook-secret';
const signed = (body: string) => createHmac('sha256', WEBHOOK_SECRET).update(body).digest('base64');

/** A webhook of another shape: a base64 signature in X-Verify, the event's words in the body. */
const anotherGateway = (inner: PaymentGateway): PaymentGateway => ({
  ...inner,
  checkout: {
    scriptUrl: 'https://pay.example.in/v2/checkout.js',
    origins: {
      script: ['https://pay.example.in'],
      frame: ['https://frames.example.in'],
      connect: ['https://events.example.in'],
    },
  },
  readWebhook: ({ headers, rawBody }) => {
    if (headers['x-verify'] !== signed(rawBody.toString('utf8'))) return { ok: false, problem: 'signature' };
    const body = JSON.parse(rawBody.toString('utf8')) as Record<string, string>;
    return {
      ok: true,
      event: {
        id: body.eventId!,
        type: body.state!,
        payload: body,
        capture:
          body.state === 'COMPLETED'
            ? { orderId: body.merchantOrderId!, paymentId: body.transactionId! }
            : null,
      },
    };
  },
});

let t: TestApp;
let inner: TestGateway;
beforeAll(async () => {
  t = await buildTestApp({
    deps: (database) => {
      inner = createTestGateway('seam-secret', database.db);
      return { gateway: anotherGateway(inner) };
    },
  });
});
afterAll(() => t.close());

const deliver = (body: object, signature?: string) => {
  const payload = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: API.payments.webhook,
    payload,
    headers: { 'content-type': 'application/json', 'x-verify': signature ?? signed(payload) },
  });
};

describe('a gateway with its own checkout and webhook', () => {
  it("hands the browser the adapter's checkout script", async () => {
    const details = (await t.app.inject(API.payments.getRazorpayDetails)).json<GatewayDetailsResponse>();
    expect(details.checkout_url).toBe('https://pay.example.in/v2/checkout.js');
  });

  it("lets pages load the adapter's checkout origins, and no other gateway's", async () => {
    const policy = (await t.app.inject('/about')).headers['content-security-policy'] as string;
    const sources = Object.fromEntries(
      policy.split(';').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    expect(sources['script-src']).toEqual(["'self'", 'https://pay.example.in']);
    expect(sources['frame-src']).toEqual(["'self'", 'https://frames.example.in']);
    expect(sources['connect-src']).toEqual(["'self'", 'https://events.example.in']);
    expect(policy).not.toContain('razorpay');
  });

  it('credits a capture reported in its own webhook format, once', async () => {
    const buyer = await createTestUser(t);
    const order = (await passCalls(t).createOrder(buyer.cookie)).json<CreateOrderResponse>();
    const paid = (await inner.completePayment(order.order_id, 'captured'))!;
    const event = {
      eventId: `evt_${randomUUID()}`,
      state: 'COMPLETED',
      merchantOrderId: order.order_id,
      transactionId: paid.paymentId,
    };
    expect((await deliver(event, signed('{}'))).statusCode).toBe(400);
    expect((await deliver(event)).json()).toEqual({ status: 'processed' });
    expect((await deliver(event)).json()).toEqual({ status: 'duplicate' });
    const credited = await t.deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, buyer.user.id));
    expect(credited.map((p) => [p.gatewayPaymentId, p.source])).toEqual([[paid.paymentId, 'webhook']]);
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(user!.subscriptionUpto).not.toBeNull();
  });
});
