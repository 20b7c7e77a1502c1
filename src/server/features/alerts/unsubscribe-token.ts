// The token in an alert's unsubscribe link: the saved search's id and a keyed hash of
// it, so the link works without a login and cannot be made for another search.
import { createHmac, timingSafeEqual } from 'node:crypto';

const macOf = (secret: string, id: number) =>
  createHmac('sha256', secret).update(`saved-search-unsubscribe:${id}`).digest('base64url');

export const unsubscribeToken = (secret: string, id: number) => `${id}.${macOf(secret, id)}`;

/** The saved search's id, or null when the token was not made by this server. */
export const readUnsubscribeToken = (secret: string, token: string): number | null => {
  const [idText, mac] = token.split('.');
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id <= 0 || !mac) return null;
  const expected = Buffer.from(macOf(secret, id));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
};
