// The payment gateway's webhooks: the gateway's adapter checks the signature over the raw
// body and reads the event; here each event is handled once (by its id) and a capture is
// credited through the same path as the checkout callback. Events may arrive late, twice
// or out of order: every credit asks the gateway for the payment's current state and is
// idempotent by payment id, and an order once paid stays paid.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail.ts';
import type { PaymentGateway, WebhookDelivery } from '../../adapters/payment-gateway.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { settlePayment } from './credit.ts';
import { findOrderByGatewayId, hasEvent, insertEvent } from './store.ts';

const WEBHOOK_MESSAGES = {
  signature: 'Invalid webhook signature',
  body: 'The webhook body cannot be read',
};

export const handleWebhook = async (input: {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  delivery: WebhookDelivery;
  now: Date;
  log: FastifyBaseLogger;
}): Promise<'processed' | 'duplicate' | 'ignored'> => {
  const { db, gateway } = input;
  const reading = gateway.readWebhook(input.delivery);
  if (!reading.ok) throw new AppError('BAD_INPUT', WEBHOOK_MESSAGES[reading.problem]);
  const { event } = reading;
  if (await hasEvent(db, event.id)) return 'duplicate';

  let status: 'processed' | 'ignored' = 'ignored';
  if (event.capture) {
    const { orderId, paymentId } = event.capture;
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
        input.log.warn(
          { eventId: event.id, type: event.type, paymentId, orderId, reason: error.message },
          'webhook not credited',
        );
      }
    }
  }
  // Recorded only after it was handled: a failure above answers 5xx and the gateway retries.
  await insertEvent(db, {
    eventId: event.id,
    gateway: gateway.kind,
    type: event.type,
    payload: event.payload,
    receivedAt: input.now,
  });
  return status;
};
