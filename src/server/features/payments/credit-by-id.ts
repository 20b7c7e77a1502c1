// Crediting one payment an operator names by its gateway id (`npm run admin -- payments credit
// pay_...`, docs/runbook.md#a-payment-that-did-not-grant-the-pass): the gateway is asked for the
// payment, and its order must be one this marketplace created; then it is settled as the
// reconciler settles it (credit.ts), so the pass is granted once however often it is run. Its
// refusals are the operator's to read (plain errors), never a visitor's. A payment whose order
// this database does not hold (made after the backup it was restored from, so its buyer may not
// exist here either) is refunded instead (`payments refund pay_...`).
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail.ts';
import type { PaymentGateway } from '../../adapters/payment-gateway.ts';
import type { Db } from '../../db/client.ts';
import { settlePayment } from './credit.ts';
import { findOrderByGatewayId } from './store.ts';

export const creditPaymentById = async (input: {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  paymentId: string;
  now: Date;
}) => {
  const { db, gateway, paymentId } = input;
  const payment = await gateway.fetchPayment(paymentId);
  if (!payment) throw new Error(`The ${gateway.kind} gateway has no payment ${paymentId}`);
  const order = await findOrderByGatewayId(db, payment.order_id);
  if (!order)
    throw new Error(`Payment ${paymentId} is for order ${payment.order_id}, which Thikana did not create`);
  const result = await settlePayment({ ...input, order, payment, source: 'reconciler' });
  return {
    credited: result.credited,
    user: result.user,
    orderId: order.gatewayOrderId,
    status: payment.status,
  };
};

/**
 * Returns the money of a captured payment whose order this marketplace does not hold: after a
 * restore, the order and maybe its buyer were made after the backup, so no pass can be granted.
 * One whose order is here is refused (it is credited instead); one refunded already changes nothing.
 */
export const refundPaymentById = async (input: { db: Db; gateway: PaymentGateway; paymentId: string }) => {
  const { db, gateway, paymentId } = input;
  const payment = await gateway.fetchPayment(paymentId);
  if (!payment) throw new Error(`The ${gateway.kind} gateway has no payment ${paymentId}`);
  const order = await findOrderByGatewayId(db, payment.order_id);
  if (order)
    throw new Error(
      `Payment ${paymentId} is for order ${payment.order_id}, which Thikana holds: credit it with payments credit ${paymentId}`,
    );
  if (payment.status === 'refunded') return { refunded: false as const, amountPaise: payment.amount };
  if (payment.status !== 'captured')
    throw new Error(`Payment ${paymentId} is ${payment.status}: only a captured payment is refunded`);
  const refund = await gateway.refundPayment({ paymentId, amountPaise: payment.amount });
  return { refunded: true as const, amountPaise: payment.amount, refundId: refund.id };
};
