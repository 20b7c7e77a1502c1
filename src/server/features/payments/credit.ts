// The one way a pass is granted, shared by the checkout callback, the webhook and the
// reconciler: the gateway must say the payment is captured for this order's exact
// amount and currency; then, in one transaction, the payment is recorded (its id is
// unique, so a replay changes nothing), the order is marked paid and the buyer's
// pass is extended to max(now, current end) + the plan's days.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail.ts';
import type { GatewayPayment } from '../../adapters/payment-gateway.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { logSecurityEvent } from '../../http/security-log.ts';
import { paymentOutcomes } from '../../metrics.ts';
import { isWrongAmount, recordPaymentException } from './exceptions.ts';
import {
  findPaymentByGatewayId,
  insertPayment,
  lockUser,
  markOrderPaid,
  type OrderRow,
  setUserPass,
} from './store.ts';

const DAY_MS = 24 * 3600 * 1000;

export type CreditSource = 'callback' | 'webhook' | 'reconciler';

/** Throws a 409 saying why no pass is granted for this payment. */
export const assertCaptured = (
  order: OrderRow,
  payment: GatewayPayment | null,
  source: CreditSource = 'callback',
): GatewayPayment => {
  if (!payment) throw new AppError('CONFLICT', 'The payment gateway has no record of this payment');
  if (payment.order_id !== order.gatewayOrderId) {
    paymentOutcomes.inc({ outcome: 'held_for_review', source });
    throw new AppError('CONFLICT', 'This payment belongs to another order');
  }
  if (payment.status === 'authorized') {
    throw new AppError(
      'CONFLICT',
      'Your bank has approved the payment but it is not complete yet. Your pass starts as soon as it is; please do not pay again.',
    );
  }
  if (payment.status !== 'captured') {
    paymentOutcomes.inc({ outcome: 'failed', source });
    throw new AppError(
      'CONFLICT',
      'The payment did not go through. No pass was added and no money was taken.',
    );
  }
  if (payment.amount !== order.amountPaise || payment.currency !== order.currency) {
    paymentOutcomes.inc({ outcome: 'held_for_review', source });
    throw new AppError(
      'CONFLICT',
      'The amount paid does not match the price of the pass. No pass was added; please contact support.',
    );
  }
  return payment;
};

export const creditPayment = async (input: {
  db: Db;
  order: OrderRow;
  payment: GatewayPayment;
  source: CreditSource;
  now: Date;
}): Promise<{ user: UserRow; credited: boolean }> => {
  const { order, payment, now } = input;
  const result = await input.db.transaction(async (tx) => {
    const user = await lockUser(tx, order.userId);
    if (!user) throw new AppError('NOT_FOUND', 'The buyer of this order no longer exists');
    if (await findPaymentByGatewayId(tx, payment.id)) return { user, credited: false };
    const current = user.subscriptionUpto?.getTime() ?? 0;
    const from = new Date(Math.max(now.getTime(), current));
    const upto = new Date(from.getTime() + order.planDays * DAY_MS);
    const recorded = await insertPayment(tx, {
      orderId: order.id,
      userId: order.userId,
      gatewayPaymentId: payment.id,
      amountPaise: payment.amount,
      source: input.source,
      subscriptionFrom: from,
      subscriptionUpto: upto,
      createdAt: now,
    });
    if (!recorded) return { user, credited: false };
    await markOrderPaid(tx, { id: order.id, now });
    return { user: await setUserPass(tx, { userId: order.userId, upto, now }), credited: true };
  });
  if (result.credited) paymentOutcomes.inc({ outcome: 'credited', source: input.source });
  return result;
};

/**
 * What every path does with a payment the gateway reported: a capture for the wrong
 * amount or currency becomes a payment exception (recorded once, payer told) and is
 * refused like any other mismatch; a good capture is credited once.
 */
export const settlePayment = async (input: {
  db: Db;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  order: OrderRow;
  payment: GatewayPayment | null;
  source: CreditSource;
  now: Date;
}) => {
  const { order, payment } = input;
  if (isWrongAmount(order, payment)) await recordPaymentException({ ...input, payment });
  const captured = assertCaptured(order, payment, input.source);
  const result = await creditPayment({
    db: input.db,
    order,
    payment: captured,
    source: input.source,
    now: input.now,
  });
  if (result.credited)
    logSecurityEvent(input.log, 'pass_credited', {
      userId: order.userId,
      orderId: order.gatewayOrderId,
      paymentId: captured.id,
      source: input.source,
    });
  return result;
};
