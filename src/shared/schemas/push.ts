// Web Push subscriptions (docs/product/conversations.md#notices): what a browser that allowed
// notifications hands over (PushSubscription.toJSON()), and what the server answers.
import { z } from 'zod';

const ENDPOINT_MESSAGE = 'This browser’s notification address is not valid';
const KEYS_MESSAGE = 'This browser’s notification keys are not valid';

/**
 * The shape of a push service's address: https, as every browser's is; http only on this
 * machine, where a test's push service listens. Which push services are taken is the server's
 * setting (docs/decisions/0129-push-only-to-push-services.md).
 */
const isPushEndpoint = (value: string) => {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return url.hostname !== '';
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
};

const EndpointSchema = z
  .string({ error: ENDPOINT_MESSAGE })
  .max(2000, ENDPOINT_MESSAGE)
  .refine(isPushEndpoint, ENDPOINT_MESSAGE);

/** base64url, as the browser gives the keys: p256dh is a 65-byte point, auth 16 bytes. */
const keyOf = (min: number, max: number) =>
  z
    .string({ error: KEYS_MESSAGE })
    .min(min, KEYS_MESSAGE)
    .max(max, KEYS_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, KEYS_MESSAGE);

export const PushSubscriptionBodySchema = z.object({
  endpoint: EndpointSchema,
  keys: z.object({ p256dh: keyOf(80, 100), auth: keyOf(16, 32) }, { error: KEYS_MESSAGE }),
});
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBodySchema>;

export const PushUnsubscribeBodySchema = z.object({ endpoint: EndpointSchema });
export type PushUnsubscribeBody = z.input<typeof PushUnsubscribeBodySchema>;

/** The key browsers subscribe with; null when the server sends no pushes. */
export const PushKeyResponseSchema = z.object({ public_key: z.string().nullable() });
export type PushKeyResponse = z.infer<typeof PushKeyResponseSchema>;

export const PushSubscribedResponseSchema = z.object({ subscribed: z.boolean() });
export type PushSubscribedResponse = z.infer<typeof PushSubscribedResponseSchema>;
