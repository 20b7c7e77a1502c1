// The built-in `test` gateway, used when no Razorpay keys are set: it speaks the
// same contract as Razorpay (orders, payments, HMAC signatures, webhooks) so the whole
// pass flow works offline through the same verify path. Its checkout is a dialog of the
// web app, so it loads no script. Labelled "test" everywhere.
// Orders and payments live in the app's database (test-gateway-store.ts), so every process
// of a cluster sees the same ones: createOrder may land on one process and the checkout,
// the verify call or the reconciler on another (docs/decisions/0124-test-gateway-in-the-database.md).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { readRazorpayWebhook } from './razorpay-webhook.ts';
import {
  findOrder,
  findOrderPayments,
  findPayment,
  insertOrder,
  insertPayment,
  setStatus,
} from './test-gateway-store.ts';

/** What the test checkout can make of a payment; `authorized` is money held but not yet captured. */
export type TestPaymentOutcome = 'captured' | 'authorized' | 'failed';

export type TestGateway = PaymentGateway & {
  kind: 'test';
  /**
   * What the test checkout does when the buyer presses Pay (or Fail). Like Razorpay,
   * an order that already has a successful payment refuses another one (null), also when
   * two processes are asked at once. `amountPaise` lets tests model a gateway reporting a
   * different amount.
   */
  completePayment: (
    orderId: string,
    outcome: TestPaymentOutcome,
    options?: { amountPaise?: number; currency?: string },
  ) => Promise<{ paymentId: string; signature: string } | null>;
  /** Moves an authorized payment to captured, as the bank's late confirmation would. */
  capturePayment: (paymentId: string) => Promise<boolean>;
  /** HMAC-SHA256 with this gateway's secret: checkout signatures, webhook bodies (X-Razorpay-Signature). */
  sign: (payload: string) => string;
};

export const isTestGateway = (gateway: PaymentGateway): gateway is TestGateway =>
  gateway.kind === 'test' && 'completePayment' in gateway;

/** Constant-time comparison of two hex digests. */
export const safeEqualHex = (expected: string, given: string) => {
  const left = Buffer.from(expected, 'utf8');
  const right = Buffer.from(given, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

const SUCCESSFUL = new Set(['authorized', 'captured']);

/** The test gateway over the app's database `db`, signing with `secret`. */
export const createTestGateway = (secret: string, db: Db): TestGateway => {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('hex');
  return {
    kind: 'test',
    keyId: 'rzp_test_thikana',
    checkout: { origins: { script: [], frame: [], connect: [] } },
    sign,
    createOrder: async ({ amountPaise, currency, receipt }) => {
      const order = {
        id: `order_test_${randomBytes(8).toString('hex')}`,
        amount: amountPaise,
        currency,
        receipt,
        status: 'created',
      };
      await insertOrder(db, order);
      return order;
    },
    fetchPayment: (paymentId) => findPayment(db, paymentId),
    fetchOrderPayments: (orderId) => findOrderPayments(db, orderId),
    refundPayment: async ({ paymentId, amountPaise }) => {
      const refunded = await setStatus(db, {
        id: paymentId,
        from: 'captured',
        to: 'refunded',
        atLeastAmount: amountPaise,
      });
      if (!refunded) throw new Error(`test gateway: payment ${paymentId} cannot be refunded`);
      return {
        id: `rfnd_test_${randomBytes(8).toString('hex')}`,
        payment_id: paymentId,
        amount: amountPaise,
        status: 'processed',
      };
    },
    verifyCheckoutSignature: ({ orderId, paymentId, signature }) =>
      safeEqualHex(sign(`${orderId}|${paymentId}`), signature),
    readWebhook: (delivery) =>
      readRazorpayWebhook(delivery, (rawBody, signature) =>
        safeEqualHex(sign(rawBody.toString('utf8')), signature),
      ),
    // The order's row stays locked until the payment is written: a second completion of the
    // same order, from this process or another, waits and then finds the first one.
    completePayment: (orderId, outcome, options = {}) =>
      db.transaction(async (tx) => {
        const order = await findOrder(tx, orderId, { forUpdate: true });
        if (!order) return null;
        const earlier = await findOrderPayments(tx, orderId);
        if (earlier.some((p) => SUCCESSFUL.has(p.status))) return null;
        const paymentId = `pay_test_${randomBytes(8).toString('hex')}`;
        await insertPayment(tx, {
          id: paymentId,
          order_id: orderId,
          amount: options.amountPaise ?? order.amount,
          currency: options.currency ?? order.currency,
          status: outcome,
        });
        await setStatus(tx, { id: orderId, to: outcome === 'captured' ? 'paid' : 'attempted' });
        return { paymentId, signature: sign(`${orderId}|${paymentId}`) };
      }),
    capturePayment: (paymentId) =>
      db.transaction(async (tx) => {
        const payment = await setStatus(tx, { id: paymentId, from: 'authorized', to: 'captured' });
        if (!payment) return false;
        if (payment.orderId) await setStatus(tx, { id: payment.orderId, to: 'paid' });
        return true;
      }),
  };
};
