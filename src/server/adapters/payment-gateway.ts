// The payment gateway as services see it. Implementations: razorpay (REST API) and
// test (built in, the default when no keys are set). The kinds are listed once, in
// src/shared/schemas/payment.ts (GATEWAY_KINDS), which config, the API and the database
// column use too. Everything particular to a gateway (its API, its signatures, its
// webhook's headers and body, its checkout script and the origins that script needs)
// stays behind this type, so the payments feature never names a gateway
// (docs/architecture.md "What a newcomer's change touches").
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

/** What the browser's checkout needs from the gateway besides the order. */
export type CheckoutSetup = {
  /** The checkout script, loaded only when the buyer presses Pay; none for a checkout in the page. */
  scriptUrl?: string;
  /** Origins the pages' content security policy allows for that checkout. */
  origins: { script: string[]; frame: string[]; connect: string[] };
};

/** A webhook request as it arrived: its headers and the exact bytes of its body. */
export type WebhookDelivery = { headers: Record<string, string | string[] | undefined>; rawBody: Buffer };

/** A webhook whose signature matched, in the gateway's own words. */
export type WebhookEvent = {
  /** The gateway's id for the event (a hash of the body when it names none): each is handled once. */
  id: string;
  /** The gateway's name for the event, kept with it. */
  type: string;
  /** The body as sent, kept as the audit trail. */
  payload: unknown;
  /** The payment the event says was captured for an order; null for every other event. */
  capture: { orderId: string; paymentId: string } | null;
};

export type WebhookReading = { ok: true; event: WebhookEvent } | { ok: false; problem: 'signature' | 'body' };

export type PaymentGateway = {
  kind: GatewayKind;
  /** Public key id handed to the checkout; never a secret. */
  keyId: string;
  checkout: CheckoutSetup;
  createOrder: (input: {
    amountPaise: number;
    currency: 'INR';
    /** At most 40 characters, which every gateway in use accepts. */
    receipt: string;
    notes?: Record<string, string>;
  }) => Promise<GatewayOrder>;
  fetchPayment: (paymentId: string) => Promise<GatewayPayment | null>;
  fetchOrderPayments: (orderId: string) => Promise<GatewayPayment[]>;
  /** Returns a captured payment's money to the payer (the whole amount given). */
  refundPayment: (input: { paymentId: string; amountPaise: number }) => Promise<GatewayRefund>;
  /** The checkout's proof that this payment was made for this order, compared in constant time. */
  verifyCheckoutSignature: (input: { orderId: string; paymentId: string; signature: string }) => boolean;
  /** Checks a webhook's signature over its raw body, then reads the event it carries. */
  readWebhook: (delivery: WebhookDelivery) => WebhookReading;
};
