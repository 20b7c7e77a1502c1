// The built-in `test` gateway, used when no Razorpay keys are set: it speaks the
// same contract as Razorpay (orders, payments, HMAC signatures, webhooks) so the whole
// pass flow works offline through the same verify path. Its checkout is a dialog of the
// web app, so it loads no script. Labelled "test" everywhere.
// Orders and payments live in this process's memory: a restart forgets them, which
// is acceptable for a mode that never moves real money.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GatewayOrder, GatewayPayment, PaymentGateway } from './payment-gateway.ts';
import { readRazorpayWebhook } from './razorpay-webhook.ts';

/** What the test checkout can make of a payment; `authorized` is money held but not yet captured. */
export type TestPaymentOutcome = 'captured' | 'authorized' | 'failed';

export type TestGateway = PaymentGateway & {
  kind: 'test';
  /**
   * What the test checkout does when the buyer presses Pay (or Fail). Like Razorpay,
   * an order that already has a successful payment refuses another one (null).
   * `amountPaise` lets tests model a gateway reporting a different amount.
   */
  completePayment: (
    orderId: string,
    outcome: TestPaymentOutcome,
    options?: { amountPaise?: number; currency?: string },
  ) => { paymentId: string; signature: string } | null;
  /** Moves an authorized payment to captured, as the bank's late confirmation would. */
  capturePayment: (paymentId: string) => boolean;
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

export const createTestGateway = (secret: string): TestGateway => {
  const orders = new Map<string, GatewayOrder>();
  const payments = new Map<string, GatewayPayment>();
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('hex');
  const paymentsOf = (orderId: string) => [...payments.values()].filter((p) => p.order_id === orderId);
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
      orders.set(order.id, order);
      return { ...order };
    },
    fetchPayment: async (paymentId) => {
      const payment = payments.get(paymentId);
      return payment ? { ...payment } : null;
    },
    fetchOrderPayments: async (orderId) => paymentsOf(orderId).map((p) => ({ ...p })),
    refundPayment: async ({ paymentId, amountPaise }) => {
      const payment = payments.get(paymentId);
      if (payment?.status !== 'captured' || amountPaise > payment.amount)
        throw new Error(`test gateway: payment ${paymentId} cannot be refunded`);
      payment.status = 'refunded';
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
    completePayment: (orderId, outcome, options = {}) => {
      const order = orders.get(orderId);
      if (!order) return null;
      if (paymentsOf(orderId).some((p) => SUCCESSFUL.has(p.status))) return null;
      const paymentId = `pay_test_${randomBytes(8).toString('hex')}`;
      payments.set(paymentId, {
        id: paymentId,
        order_id: orderId,
        amount: options.amountPaise ?? order.amount,
        currency: options.currency ?? order.currency,
        status: outcome,
      });
      order.status = outcome === 'captured' ? 'paid' : 'attempted';
      return { paymentId, signature: sign(`${orderId}|${paymentId}`) };
    },
    capturePayment: (paymentId) => {
      const payment = payments.get(paymentId);
      if (payment?.status !== 'authorized') return false;
      payment.status = 'captured';
      const order = orders.get(payment.order_id);
      if (order) order.status = 'paid';
      return true;
    },
  };
};
