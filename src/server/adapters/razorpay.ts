// Razorpay over its REST API (Orders and Payments), with no SDK: Basic auth with
// key_id:key_secret, JSON in and out. https://razorpay.com/docs/api/orders/
// Signatures: checkout = HMAC-SHA256(order_id|payment_id, key secret); webhook =
// HMAC-SHA256(raw body, webhook secret). Both hex, compared in constant time. The
// checkout is Razorpay's hosted script, loaded by src/web/features/pass/razorpay-checkout.ts.
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../http/errors.ts';
import type { CheckoutSetup, GatewayPayment, PaymentGateway } from './payment-gateway.ts';
import { readRazorpayWebhook } from './razorpay-webhook.ts';
import { safeEqualHex } from './test-gateway.ts';

export type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  /** Without it every webhook is refused (the reconciler still credits paid orders). */
  webhookSecret?: string | undefined;
  /** https://api.razorpay.com/v1, or a local fake in tests. */
  apiBase: string;
  /** Razorpay's checkout script; a local address in tests. */
  checkoutUrl?: string | undefined;
  timeoutMs?: number;
};

const CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The script, and what it loads: the payment frames from api and checkout, its telemetry from lumberjack. */
const checkoutSetup = (scriptUrl: string): CheckoutSetup => ({
  scriptUrl,
  origins: {
    script: [new URL(scriptUrl).origin],
    frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    connect: ['https://lumberjack.razorpay.com', 'https://api.razorpay.com'],
  },
});

const OrderSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.string(),
});

const PaymentSchema = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
});

const RefundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  status: z.string(),
});

const CollectionSchema = z.object({ items: z.array(PaymentSchema) });

const toPayment = (p: z.infer<typeof PaymentSchema>): GatewayPayment => ({
  ...p,
  order_id: p.order_id ?? '',
});

const unreachable = (cause: unknown) =>
  new AppError('GATEWAY_ERROR', 'The payment gateway did not answer, please try again', { cause });

export const createRazorpayGateway = (options: RazorpayOptions): PaymentGateway => {
  const base = options.apiBase.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const hmac = (secret: string, payload: string | Buffer) =>
    createHmac('sha256', secret).update(payload).digest('hex');

  /** The parsed JSON of a 2xx answer, or null for "no such id" (Razorpay answers 400 or 404). */
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw unreachable(error);
    }
    const text = await res.text();
    if (res.ok) {
      try {
        return JSON.parse(text);
      } catch (error) {
        throw unreachable(error);
      }
    }
    if (method === 'GET' && (res.status === 404 || (res.status === 400 && /does not exist/i.test(text))))
      return null;
    throw unreachable(new Error(`Razorpay ${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`));
  };

  const parse = <T>(schema: z.ZodType<T>, data: unknown): T => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw unreachable(parsed.error);
    return parsed.data;
  };

  return {
    kind: 'razorpay',
    keyId: options.keyId,
    checkout: checkoutSetup(options.checkoutUrl ?? CHECKOUT_URL),
    createOrder: async ({ amountPaise, currency, receipt, notes }) => {
      const order = parse(
        OrderSchema,
        await call('POST', '/orders', { amount: amountPaise, currency, receipt, notes: notes ?? {} }),
      );
      return { ...order, receipt: order.receipt ?? receipt };
    },
    fetchPayment: async (paymentId) => {
      const data = await call('GET', `/payments/${encodeURIComponent(paymentId)}`);
      return data === null ? null : toPayment(parse(PaymentSchema, data));
    },
    fetchOrderPayments: async (orderId) => {
      const data = await call('GET', `/orders/${encodeURIComponent(orderId)}/payments`);
      return data === null ? [] : parse(CollectionSchema, data).items.map(toPayment);
    },
    // https://razorpay.com/docs/api/refunds/create-normal/
    refundPayment: async ({ paymentId, amountPaise }) =>
      parse(
        RefundSchema,
        await call('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, {
          amount: amountPaise,
          speed: 'normal',
        }),
      ),
    verifyCheckoutSignature: ({ orderId, paymentId, signature }) =>
      safeEqualHex(hmac(options.keySecret, `${orderId}|${paymentId}`), signature),
    readWebhook: (delivery) =>
      readRazorpayWebhook(
        delivery,
        (rawBody, signature) =>
          Boolean(options.webhookSecret) && safeEqualHex(hmac(options.webhookSecret!, rawBody), signature),
      ),
  };
};
