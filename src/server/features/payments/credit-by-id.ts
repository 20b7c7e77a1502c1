// Crediting one payment an operator names by its gateway id (`npm run admin -- payments credit
// pay_...`, docs/runbook.md#a-payment-that-did-not-grant-the-pass): the gateway is asked for the
// payment, and its order must be one this marketplace created; then it is settled as the
// reconciler settles it (credit.ts), so the pass is granted once however often it is run. Its
// refusals are the operator's to read (plain errors), never a visitor's.
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
