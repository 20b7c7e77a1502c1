// The one-tap links of the weekly freshness message: a listing, an answer and an expiry,
// signed with the app secret, so the link needs no login and cannot be forged or
// reused for another listing (docs/decisions/0043-freshness-links.md).
import { createHmac } from 'node:crypto';
import { FRESHNESS_ANSWERS, type FreshnessAnswer } from '../../../shared/schemas/trust.ts';
import { madeWithAny } from '../../platform/secrets.ts';

/** A link works for two weekly rounds, then the next message brings fresh ones. */
export const FRESHNESS_LINK_MS = 14 * 24 * 3600 * 1000;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`listing-freshness:${payload}`).digest('base64url');

export const issueFreshnessToken = (
  secret: string,
  input: { listingId: number; answer: FreshnessAnswer; now: Date },
) => {
  const payload = `${input.listingId}.${input.answer}.${input.now.getTime() + FRESHNESS_LINK_MS}`;
  return `${payload}.${sign(secret, payload)}`;
};

export type FreshnessTokenCheck =
  | { ok: true; listingId: number; answer: FreshnessAnswer }
  | { ok: false; reason: 'invalid' | 'expired' };

export const readFreshnessToken = (
  secret: string | readonly string[],
  token: string,
  now: Date,
): FreshnessTokenCheck => {
  const parts = token.split('.');
  if (parts.length !== 4) return { ok: false, reason: 'invalid' };
  const [id, answer, expires, signature] = parts as [string, string, string, string];
  if (!madeWithAny(secret, (s) => sign(s, `${id}.${answer}.${expires}`), signature))
    return { ok: false, reason: 'invalid' };
  const listingId = Number(id);
  const expiresMs = Number(expires);
  const known = (FRESHNESS_ANSWERS as readonly string[]).includes(answer);
  if (!Number.isSafeInteger(listingId) || !Number.isSafeInteger(expiresMs) || !known) {
    return { ok: false, reason: 'invalid' };
  }
  if (now.getTime() > expiresMs) return { ok: false, reason: 'expired' };
  return { ok: true, listingId, answer: answer as FreshnessAnswer };
};
