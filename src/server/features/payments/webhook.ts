// Razorpay webhooks (https://razorpay.com/docs/webhooks/): verified over the raw body
// with the webhook secret, deduplicated by event id, and credited through the same
// path as the checkout callback. Events may arrive late, twice or out of order:
// every credit asks the gateway for the payment's current state and is idempotent by
// payment id, and an order once paid stays paid.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail.ts';
import type { PaymentGateway } from '../../adapters/payment-gateway.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { settlePayment } from './credit.ts';
import { findOrderByGatewayId, hasEvent, insertEvent } from './store.ts';

type Entity = { id?: unknown; order_id?: unknown };
type WebhookBody = {
  id?: unknown;
  event?: unknown;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity } };
};

/** The events that mean money was captured for an order. */
const CREDIT_EVENTS = new Set(['payment.captured', 'order.paid']);

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

export const handleWebhook = async (input: {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  rawBody: Buffer;
  signature: string | undefined;
  eventIdHeader: string | undefined;
  now: Date;
  log: FastifyBaseLogger;
}): Promise<'processed' | 'duplicate' | 'ignored'> => {
  const { db, gateway, rawBody } = input;
  if (!input.signature || !gateway.verifyWebhookSignature(rawBody, input.signature))
    throw new AppError('BAD_INPUT', 'Invalid webhook signature');
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
  } catch {
    throw new AppError('BAD_INPUT', 'The webhook body is not JSON');
  }
  const type = text(body.event) ?? 'unknown';
  const eventId =
    text(input.eventIdHeader) ??
    text(body.id) ??
    `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  if (await hasEvent(db, eventId)) return 'duplicate';

  let status: 'processed' | 'ignored' = 'ignored';
  const paymentId = text(body.payload?.payment?.entity?.id);
  const orderId = text(body.payload?.payment?.entity?.order_id) ?? text(body.payload?.order?.entity?.id);
  if (CREDIT_EVENTS.has(type) && paymentId && orderId) {
    const order = await findOrderByGatewayId(db, orderId);
    if (order && order.gateway === gateway.kind) {
      try {
        await settlePayment({
          db,
          mailer: input.mailer,
          log: input.log,
          order,
          payment: await gateway.fetchPayment(paymentId),
          source: 'webhook',
          now: input.now,
        });
        status = 'processed';
      } catch (error) {
        // Not captured (yet), or the wrong amount: nothing is granted. A later event or
        // the reconciler credits it once the gateway says it is captured.
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        input.log.warn({ eventId, type, paymentId, orderId, reason: error.message }, 'webhook not credited');
      }
    }
  }
  // Recorded only after it was handled: a failure above answers 5xx and the gateway retries.
  await insertEvent(db, { eventId, gateway: gateway.kind, type, payload: body, receivedAt: input.now });
  return status;
};
