// Web Push: a notification to a browser that allowed them, through its push service. The
// web-push library encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID header
// (RFC 8292); the request goes out with fetch, because the library's own sender speaks
// only https and a push service on 127.0.0.1 (the tests') speaks http. A push service answers
// 201; a redirect is never followed, since it could send the post anywhere, and a push service
// that does not answer within seconds is given up (docs/decisions/0129-push-only-to-push-services.md).
import webpush from 'web-push';

/** One browser's subscription, as PushSubscription.toJSON() gives it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the service worker shows (src/web/public/sw-push.js): a later notice with the same tag replaces it. */
export type PushNotice = { title: string; body: string; url: string; tag: string };

export type WebPush = {
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey: string;
  /**
   * `gone`: the push service forgot the subscription (404 or 410); the caller deletes it. Any
   * other answer but a 2xx, a redirect included, throws.
   */
  send: (to: PushTarget, notice: PushNotice) => Promise<{ gone: boolean }>;
};

/** A push service keeps an undelivered notice this long: a day-old "new message" is still news. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 5_000;

export const createWebPush = (keys: { publicKey: string; privateKey: string; subject: string }): WebPush => ({
  publicKey: keys.publicKey,
  send: async (to, notice) => {
    const request = webpush.generateRequestDetails(
      { endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } },
      JSON.stringify(notice),
      { vapidDetails: keys, TTL: TTL_SECONDS, urgency: 'normal', contentEncoding: 'aes128gcm' },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers,
      ...(request.body ? { body: new Uint8Array(request.body) } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await answer.body?.cancel();
    if (answer.status === 404 || answer.status === 410) return { gone: true };
    if (!answer.ok) throw new Error(`push service answered ${answer.status}`);
    return { gone: false };
  },
});
