// Buying the pass (docs/product/pass.md#299-or-300 and docs/product/pass.md#crediting-a-payment).
// The client never grants itself anything: the server creates the order, verifies the checkout's
// signature and asks the gateway before crediting.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_PASSES_PER_WINDOW, MIN_AGE, PASS_WINDOW_DAYS } from '../../../shared/constants.ts';
import { formatLongDate, todayInIndia } from '../../../shared/format.ts';
import type {
  CheckoutResult,
  CreateOrderBody,
  CreateOrderResponse,
  GatewayDetailsResponse,
  PaymentRecord,
  SetTransactionBody,
} from '../../../shared/schemas/payment.ts';
import type { User } from '../../../shared/schemas/user.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { PaymentGateway } from '../../adapters/payment-gateway.ts';
import { isTestGateway } from '../../adapters/test-gateway.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { findUserById, toPublicUser } from '../accounts/index.ts';
import { settlePayment } from './credit.ts';
import { planFromConfig } from './plan.ts';
import {
  findOrderByGatewayId,
  findPassSlots,
  findPaymentByGatewayId,
  findUserPayments,
  insertOrder,
  lockPassPurchases,
  markOrderFailed,
  PENDING_PREFIX,
  setOrderGatewayId,
} from './store.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * An unpaid order holds one of the user's passes-per-window slots for this long: the
 * checkout is opened with this timeout, so two checkouts open at once can never turn
 * into a third pass. A failed attempt does not free the slot early, because the
 * gateway's checkout lets the buyer retry on the same order. A payment captured after the hold (a slow
 * UPI approval) is still credited: money taken is never kept without the pass.
 */
export const ORDER_HOLD_SECONDS = 15 * 60;

export const getGatewayDetails = (input: {
  config: Config;
  gateway: PaymentGateway;
}): GatewayDetailsResponse => ({
  RAZORPAY_KEY: input.gateway.keyId,
  gateway: input.gateway.kind,
  test_mode: input.gateway.kind === 'test' && !input.config.paymentsRefused,
  payments_enabled: !input.config.paymentsRefused,
  ...(input.gateway.checkout.scriptUrl ? { checkout_url: input.gateway.checkout.scriptUrl } : {}),
});

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day. */
const ageOn = (dob: string, today: string) => {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

export const createPassOrder = async (input: {
  db: Db;
  gateway: PaymentGateway;
  config: Config;
  viewer: Viewer | null;
  body: CreateOrderBody;
  now: Date;
}): Promise<CreateOrderResponse> => {
  const viewer = requireUser(input.viewer);
  const { db, gateway, now } = input;
  if (input.config.paymentsRefused)
    throw new AppError(
      'UNAVAILABLE',
      'The pass cannot be bought on this site yet: payments are not set up. No money was taken.',
    );
  if (viewer.dob && ageOn(viewer.dob, todayInIndia(now)) < MIN_AGE)
    throw new AppError('FORBIDDEN', `The pass can only be bought by someone ${MIN_AGE} or older`);

  const plan = planFromConfig(input.config);
  const amountPaise = plan.price_inr * 100;
  // At most 40 characters (PaymentGateway's createOrder): "pass_" + user id + 12 random hex digits.
  const receipt = `pass_${viewer.id}_${randomBytes(6).toString('hex')}`;

  // The count and the order creation happen under one lock per user. The gateway is
  // called after the lock is released, on an order row that already holds the slot.
  const order = await db.transaction(async (tx) => {
    await lockPassPurchases(tx, viewer.id);
    const { passes, open } = await findPassSlots(tx, {
      userId: viewer.id,
      passesSince: new Date(now.getTime() - PASS_WINDOW_DAYS * DAY_MS),
      openSince: new Date(now.getTime() - ORDER_HOLD_SECONDS * 1000),
    });
    if (passes.length >= MAX_PASSES_PER_WINDOW) {
      const next = new Date(passes[0]!.getTime() + PASS_WINDOW_DAYS * DAY_MS);
      throw new AppError(
        'CONFLICT',
        `You have already bought ${MAX_PASSES_PER_WINDOW} passes in the last ${PASS_WINDOW_DAYS} days. ` +
          `You can buy the next one on ${formatLongDate(next)}.`,
      );
    }
    if (passes.length + open.length >= MAX_PASSES_PER_WINDOW) {
      const minutes = Math.ceil((open[0]!.getTime() + ORDER_HOLD_SECONDS * 1000 - now.getTime()) / 60_000);
      throw new AppError(
        'CONFLICT',
        'A payment for your pass is already in progress. If it went through, your pass starts within a few ' +
          `minutes; otherwise please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    return insertOrder(tx, {
      userId: viewer.id,
      gateway: gateway.kind,
      gatewayOrderId: `${PENDING_PREFIX}${receipt}`,
      receipt,
      amountPaise,
      currency: 'INR',
      planName: plan.name,
      planDays: plan.days,
      listingId: input.body.property_id ?? null,
      // Left out, the client showed its own 18-or-older notice; `false` never gets here, the
      // schema refuses it (docs/decisions/0088-spec-era-calls-keep-working.md).
      adultConfirmedVia: input.body.confirm_age_18 === true ? 'form' : 'api_client',
      status: 'created',
      createdAt: now,
    });
  });

  let gatewayOrderId: string;
  try {
    const created = await gateway.createOrder({
      amountPaise,
      currency: 'INR',
      receipt,
      notes: { user_id: String(viewer.id), plan: plan.name },
    });
    if (created.amount !== amountPaise || created.currency !== 'INR')
      throw new AppError('GATEWAY_ERROR', 'The payment gateway created a different order, please try again');
    gatewayOrderId = created.id;
  } catch (error) {
    await markOrderFailed(db, order.id);
    throw error;
  }
  await setOrderGatewayId(db, { id: order.id, gatewayOrderId });
  return {
    order_id: gatewayOrderId,
    amount: amountPaise,
    currency: 'INR',
    key: gateway.keyId,
    plan,
    gateway: gateway.kind,
    checkout_timeout_seconds: ORDER_HOLD_SECONDS,
  };
};

const orderNotFound = () => new AppError('NOT_FOUND', 'Order not found');

/** The order, only when it belongs to the viewer: another user's order is simply not found. */
const findOwnOrder = async (db: Db, viewer: Viewer, gatewayOrderId: string) => {
  const order = await findOrderByGatewayId(db, gatewayOrderId);
  if (!order || order.userId !== viewer.id) throw orderNotFound();
  return order;
};

/** setRazorpayTransaction: the checkout's callback, verified before anything is granted. */
export const confirmCheckoutPayment = async (input: {
  db: Db;
  gateway: PaymentGateway;
  viewer: Viewer | null;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  body: SetTransactionBody;
  now: Date;
}): Promise<User> => {
  const viewer = requireUser(input.viewer);
  const { db, gateway, body } = input;
  const signed = gateway.verifyCheckoutSignature({
    orderId: body.razorpay_order_id,
    paymentId: body.transaction_id,
    signature: body.razorpay_signature,
  });
  if (!signed) throw badInput('razorpay_signature', 'Payment verification failed');
  const order = await findOwnOrder(db, viewer, body.razorpay_order_id);
  if (order.gateway !== gateway.kind)
    throw new AppError('CONFLICT', 'This order was made with another payment gateway');

  const recorded = await findPaymentByGatewayId(db, body.transaction_id);
  if (recorded) {
    if (recorded.userId !== viewer.id) throw orderNotFound();
    return toPublicUser((await findUserById(db, viewer.id)) ?? viewer);
  }
  const { user } = await settlePayment({
    db,
    mailer: input.mailer,
    log: input.log,
    order,
    payment: await gateway.fetchPayment(body.transaction_id),
    source: 'callback',
    now: input.now,
  });
  return toPublicUser(user);
};

/** The built-in test checkout's Pay and Fail: answers what a gateway's checkout hands the page. */
export const completeTestCheckout = async (input: {
  db: Db;
  gateway: PaymentGateway;
  viewer: Viewer | null;
  orderId: string;
  outcome: 'success' | 'failure';
}): Promise<CheckoutResult> => {
  const { gateway } = input;
  if (!isTestGateway(gateway)) throw new AppError('NOT_FOUND', 'The test checkout is not in use');
  const viewer = requireUser(input.viewer);
  await findOwnOrder(input.db, viewer, input.orderId);
  const result = await gateway.completePayment(
    input.orderId,
    input.outcome === 'success' ? 'captured' : 'failed',
  );
  if (!result) throw new AppError('CONFLICT', 'This order is already paid');
  return {
    razorpay_payment_id: result.paymentId,
    razorpay_order_id: input.orderId,
    razorpay_signature: result.signature,
  };
};

export const listPaymentHistory = async (input: {
  db: Db;
  viewer: Viewer | null;
}): Promise<PaymentRecord[]> => {
  const viewer = requireUser(input.viewer);
  const rows = await findUserPayments(input.db, viewer.id);
  return rows.map(({ payment, planName, planDays }) => ({
    id: payment.id,
    payment_id: payment.gatewayPaymentId,
    amount_inr: payment.amountPaise / 100,
    currency: 'INR',
    plan_name: planName,
    plan_days: planDays,
    paid_at: payment.createdAt.toISOString(),
    pass_from: payment.subscriptionFrom.toISOString(),
    pass_upto: payment.subscriptionUpto.toISOString(),
  }));
};
