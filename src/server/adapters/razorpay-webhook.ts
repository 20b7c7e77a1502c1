// Razorpay's webhooks (https://razorpay.com/docs/webhooks/), read for the razorpay
// gateway and the built-in test gateway, which speaks the same format: the signature is
// X-Razorpay-Signature over the raw body, the event id X-Razorpay-Event-Id (else the
// body's id, else a hash of the body), and money was captured when a payment.captured
// or order.paid event names a payment and its order.
import { createHash } from 'node:crypto';
import type { WebhookDelivery, WebhookReading } from './payment-gateway.ts';

type Entity = { id?: unknown; order_id?: unknown };
type WebhookBody = {
  id?: unknown;
  event?: unknown;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity } };
};

/** The events that mean money was captured for an order. */
const CAPTURE_EVENTS = new Set(['payment.captured', 'order.paid']);

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

export const readRazorpayWebhook = (
  { headers, rawBody }: WebhookDelivery,
  verify: (rawBody: Buffer, signature: string) => boolean,
): WebhookReading => {
  const header = (name: string) => text(headers[name]);
  const signature = header('x-razorpay-signature');
  if (!signature || !verify(rawBody, signature)) return { ok: false, problem: 'signature' };
  let body: WebhookBody | null;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as WebhookBody | null;
  } catch {
    return { ok: false, problem: 'body' };
  }
  if (typeof body !== 'object' || body === null) return { ok: false, problem: 'body' };
  const type = text(body.event) ?? 'unknown';
  const paymentId = text(body.payload?.payment?.entity?.id);
  const orderId = text(body.payload?.payment?.entity?.order_id) ?? text(body.payload?.order?.entity?.id);
  return {
    ok: true,
    event: {
      id:
        header('x-razorpay-event-id') ??
        text(body.id) ??
        `sha256:${createHash('sha256').update(rawBody).digest('hex')}`,
      type,
      payload: body,
      capture: CAPTURE_EVENTS.has(type) && paymentId && orderId ? { orderId, paymentId } : null,
    },
  };
};
