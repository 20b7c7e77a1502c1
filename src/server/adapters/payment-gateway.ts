// The payment gateway as services see it. Implementations: razorpay (REST API) and
// test (built in, the default when no keys are set). The kinds are listed once, in
// src/shared/schemas/payment.ts (GATEWAY_KINDS), which the API and the database column use too.
import type { GatewayKind } from '../../shared/schemas/payment.ts';

export type GatewayOrder = { id: string; amount: number; currency: string; receipt: string; status: string };
export type GatewayPayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
};

export type GatewayRefund = { id: string; payment_id: string; amount: number; status: string };

export type PaymentGateway = {
  kind: GatewayKind;
  /** Public key id handed to the checkout; never a secret. */
  keyId: string;
  createOrder: (input: {
    amountPaise: number;
    currency: 'INR';
    receipt: string;
    notes?: Record<string, string>;
  }) => Promise<GatewayOrder>;
  fetchPayment: (paymentId: string) => Promise<GatewayPayment | null>;
  fetchOrderPayments: (orderId: string) => Promise<GatewayPayment[]>;
  /** Returns a captured payment's money to the payer (the whole amount given). */
  refundPayment: (input: { paymentId: string; amountPaise: number }) => Promise<GatewayRefund>;
  /** HMAC-SHA256(order_id|payment_id, key secret), compared in constant time. */
  verifyCheckoutSignature: (input: { orderId: string; paymentId: string; signature: string }) => boolean;
  /** HMAC-SHA256(raw body, webhook secret), compared in constant time. */
  verifyWebhookSignature: (rawBody: Buffer, signature: string) => boolean;
};
