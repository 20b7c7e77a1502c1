// The poster's one-tap link to an asked visit: the request and an expiry, signed with the app
// secret, so the link needs no login and cannot be forged or turned to another request. It works
// once: the first accepted time answers the request, and the request then refuses any other
// (docs/product/viewings.md#asking-for-a-visit, as docs/decisions/0043-freshness-links.md).
import { createHmac } from 'node:crypto';
import { madeWithAny } from '../../platform/secrets.ts';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`viewing-request:${payload}`).digest('base64url');

export const issueRequestToken = (secret: string, input: { requestId: number; expiresAt: Date }) => {
  const payload = `${input.requestId}.${input.expiresAt.getTime()}`;
  return `${payload}.${sign(secret, payload)}`;
};

export type RequestTokenCheck =
  | { ok: true; requestId: number }
  | { ok: false; reason: 'invalid' | 'expired' };

export const readRequestToken = (
  secret: string | readonly string[],
  token: string,
  now: Date,
): RequestTokenCheck => {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [id, expires, signature] = parts as [string, string, string];
  if (!madeWithAny(secret, (s) => sign(s, `${id}.${expires}`), signature))
    return { ok: false, reason: 'invalid' };
  const requestId = Number(id);
  const expiresMs = Number(expires);
  if (!Number.isSafeInteger(requestId) || !Number.isSafeInteger(expiresMs))
    return { ok: false, reason: 'invalid' };
  if (now.getTime() > expiresMs) return { ok: false, reason: 'expired' };
  return { ok: true, requestId };
};
