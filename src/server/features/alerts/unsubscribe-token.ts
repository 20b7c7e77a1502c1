// The token in an alert's unsubscribe link: the saved search's id and a keyed hash of
// it, so the link works without a login and cannot be made for another search.
import { createHmac } from 'node:crypto';
import { madeWithAny } from '../../platform/secrets.ts';

const macOf = (secret: string, id: number) =>
  createHmac('sha256', secret).update(`saved-search-unsubscribe:${id}`).digest('base64url');

export const unsubscribeToken = (secret: string, id: number) => `${id}.${macOf(secret, id)}`;

/** The saved search's id, or null when the token was not made by this server (with any of `secret`). */
export const readUnsubscribeToken = (secret: string | readonly string[], token: string): number | null => {
  const [idText, mac] = token.split('.');
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id <= 0 || !mac) return null;
  return madeWithAny(secret, (s) => macOf(s, id), mac) ? id : null;
};
