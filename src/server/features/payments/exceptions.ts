// Payments the gateway captured for the wrong amount or currency (docs/product/pass.md):
// no pass is granted; the payment is recorded as an exception that admins see, the
// payer is told by email, and an admin refunds it through the gateway in one click.
import type { FastifyBaseLogger } from 'fastify';
import { formatRupees } from '../../../shared/format.ts';
import type { PaymentException } from '../../../shared/schemas/payment.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { GatewayPayment, PaymentGateway } from '../../adapters/payment-gateway.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import { logSecurityEvent } from '../../http/security-log.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { findUserById, recordAdminAction } from '../accounts/index.ts';
import {
  findPaymentException,
  insertPaymentException,
  listPaymentExceptions,
  moveExceptionStatus,
  type OrderRow,
} from './store.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

const money = (paise: number, currency: string) =>
  currency === 'INR' ? formatRupees(paise / 100) : `${(paise / 100).toFixed(2)} ${currency}`;

/** Captured for this order, but not for its amount and currency. */
export const isWrongAmount = (order: OrderRow, payment: GatewayPayment | null): payment is GatewayPayment =>
  payment !== null &&
  payment.status === 'captured' &&
  payment.order_id === order.gatewayOrderId &&
  (payment.amount !== order.amountPaise || payment.currency !== order.currency);

/** Mail failures never undo what was recorded: the admin page shows it either way. */
const tellPayer = async (input: {
  db: Db;
  mailer: Mailer;
  log: Log;
  userId: number;
  subject: string;
  text: string;
}) => {
  const user = await findUserById(input.db, input.userId);
  if (!user?.email) return;
  try {
    await input.mailer.send({ to: user.email, subject: input.subject, text: input.text });
  } catch (error) {
    input.log.warn({ err: error, userId: input.userId }, 'payment exception email was not sent');
  }
};

export const recordPaymentException = async (input: {
  db: Db;
  mailer: Mailer;
  log: Log;
  order: OrderRow;
  payment: GatewayPayment;
  now: Date;
}) => {
  const { order, payment } = input;
  const recorded = await insertPaymentException(input.db, {
    orderId: order.id,
    userId: order.userId,
    gateway: order.gateway,
    gatewayPaymentId: payment.id,
    amountPaise: payment.amount,
    currency: payment.currency,
    expectedAmountPaise: order.amountPaise,
    expectedCurrency: order.currency,
    createdAt: input.now,
  });
  if (!recorded) return;
  logSecurityEvent(input.log, 'payment_exception', {
    userId: order.userId,
    orderId: order.gatewayOrderId,
    paymentId: payment.id,
    amountPaise: payment.amount,
    currency: payment.currency,
  });
  await tellPayer({
    ...input,
    userId: order.userId,
    subject: 'Your Thikana payment needs a refund',
    text: [
      `We received ${money(payment.amount, payment.currency)} for your Thikana pass (payment ${payment.id}),`,
      `which is not the price of the pass (${money(order.amountPaise, order.currency)}). No pass was added.`,
      'Our team will refund the whole payment to the way you paid; you do not need to do anything.',
      'Reply to this email if you have a question.',
    ].join('\n'),
  });
};

type ExceptionView = NonNullable<Awaited<ReturnType<typeof findPaymentException>>>;

const toPaymentException = ({
  exception: e,
  gatewayOrderId,
  userName,
  userEmail,
}: ExceptionView): PaymentException => ({
  id: e.id,
  user_id: e.userId,
  user_name: userName,
  user_email: userEmail,
  gateway: e.gateway,
  order_id: gatewayOrderId,
  payment_id: e.gatewayPaymentId,
  amount_paise: e.amountPaise,
  currency: e.currency,
  expected_amount_paise: e.expectedAmountPaise,
  expected_currency: e.expectedCurrency,
  status: e.status === 'refunded' ? 'refunded' : e.status === 'refunding' ? 'refunding' : 'open',
  refund_id: e.refundId,
  created_at: e.createdAt.toISOString(),
  refunded_at: e.refundedAt?.toISOString() ?? null,
});

export const getPaymentExceptions = async (input: { db: Db; viewer: Viewer | null }) => {
  requireAdmin(input.viewer);
  return (await listPaymentExceptions(input.db)).map(toPaymentException);
};

/** One click: the whole payment goes back through the gateway's refund API, once. */
export const refundPaymentException = async (input: {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  log: Log;
  viewer: Viewer | null;
  id: number;
  now: Date;
}): Promise<PaymentException> => {
  const admin = requireAdmin(input.viewer);
  const found = await findPaymentException(input.db, input.id);
  if (!found) throw new AppError('NOT_FOUND', 'Payment exception not found');
  const { exception } = found;
  if (exception.gateway !== input.gateway.kind)
    throw new AppError(
      'CONFLICT',
      `This payment was made through the ${exception.gateway} gateway, not in use now`,
    );
  // Claimed before the gateway is called, so a double click cannot refund twice.
  if (!(await moveExceptionStatus(input.db, { id: exception.id, from: 'open', to: 'refunding' })))
    throw new AppError('CONFLICT', 'This payment is already refunded or being refunded');
  let refundId: string;
  try {
    refundId = (
      await input.gateway.refundPayment({
        paymentId: exception.gatewayPaymentId,
        amountPaise: exception.amountPaise,
      })
    ).id;
  } catch (error) {
    await moveExceptionStatus(input.db, { id: exception.id, from: 'refunding', to: 'open' });
    throw error instanceof AppError
      ? error
      : new AppError('GATEWAY_ERROR', 'The payment gateway refused the refund, please try again', {
          cause: error,
        });
  }
  // The refund and its line in the payer's history (docs/product/accounts.md#users-page), at once.
  await input.db.transaction(async (tx) => {
    await moveExceptionStatus(tx, {
      id: exception.id,
      from: 'refunding',
      to: 'refunded',
      set: { refundId, refundedAt: input.now, refundedBy: admin.id },
    });
    await recordAdminAction(tx, {
      actorId: admin.id,
      userId: exception.userId,
      action: 'payment_refunded',
      note: `${money(exception.amountPaise, exception.currency)}, payment ${exception.gatewayPaymentId}, refund ${refundId}`,
      now: input.now,
    });
  });
  logSecurityEvent(input.log, 'payment_refunded', {
    userId: exception.userId,
    adminId: admin.id,
    paymentId: exception.gatewayPaymentId,
    refundId,
  });
  await tellPayer({
    ...input,
    userId: exception.userId,
    subject: 'Your Thikana payment was refunded',
    text: [
      `We have refunded ${money(exception.amountPaise, exception.currency)} for payment ${exception.gatewayPaymentId}`,
      `(refund ${refundId}). Banks usually show it within 5 to 7 working days.`,
      'Reply to this email if you have a question.',
    ].join('\n'),
  });
  return toPaymentException((await findPaymentException(input.db, input.id))!);
};
