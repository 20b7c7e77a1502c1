// The built-in `test` gateway, used when no Razorpay keys are set: it speaks the
// same contract as Razorpay (orders, payments, HMAC signatures) so the whole pass
// flow works offline through the same verify path. Labelled "test" everywhere.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GatewayOrder, GatewayPayment, PaymentGateway } from './payment-gateway.ts';

export type TestGateway = PaymentGateway & {
  /** What the test checkout dialog does when the buyer presses Pay (or Fail). */
  completePayment: (
    orderId: string,
    outcome: 'captured' | 'failed',
  ) => { paymentId: string; signature: string } | null;
  sign: (payload: string) => string;
};

const safeEqualHex = (a: string, b: string) => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

export const createTestGateway = (secret: string): TestGateway => {
  const orders = new Map<string, GatewayOrder>();
  const payments = new Map<string, GatewayPayment>();
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('hex');
  return {
    kind: 'test',
    keyId: 'rzp_test_thikana',
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
      return order;
    },
    fetchPayment: async (paymentId) => payments.get(paymentId) ?? null,
    fetchOrderPayments: async (orderId) => [...payments.values()].filter((p) => p.order_id === orderId),
    verifyCheckoutSignature: ({ orderId, paymentId, signature }) =>
      safeEqualHex(sign(`${orderId}|${paymentId}`), signature),
    verifyWebhookSignature: (rawBody, signature) => safeEqualHex(sign(rawBody.toString('utf8')), signature),
    completePayment: (orderId, outcome) => {
      const order = orders.get(orderId);
      if (!order) return null;
      const paymentId = `pay_test_${randomBytes(8).toString('hex')}`;
      payments.set(paymentId, {
        id: paymentId,
        order_id: orderId,
        amount: order.amount,
        currency: order.currency,
        status: outcome,
      });
      if (outcome === 'captured') order.status = 'paid';
      return { paymentId, signature: sign(`${orderId}|${paymentId}`) };
    },
  };
};
