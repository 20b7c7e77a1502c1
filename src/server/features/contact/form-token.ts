// The contact form's timing check (docs/decisions/0040-contact-form-bot-check.md): the
// token getSupport hands out names the moment the form was shown, signed with the
// app secret. A person takes seconds to write a message; a bot posts at once.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Less than this between showing the form and sending it is not a person typing. */
export const MIN_FILL_MS = 3_000;
/** A form left open longer than this is sent again from a fresh page. */
export const MAX_FORM_AGE_MS = 24 * 3600 * 1000;

const sign = (secret: string, issuedMs: number) =>
  createHmac('sha256', secret).update(`contact-form:${issuedMs}`).digest('base64url');

export const issueFormToken = (secret: string, now: Date) =>
  `${now.getTime()}.${sign(secret, now.getTime())}`;

export type FormTokenCheck = 'ok' | 'invalid' | 'too_fast' | 'expired';

export const checkFormToken = (secret: string, token: string, now: Date): FormTokenCheck => {
  const [issued, signature = ''] = token.split('.');
  const issuedMs = Number(issued);
  if (!Number.isSafeInteger(issuedMs)) return 'invalid';
  const expected = Buffer.from(sign(secret, issuedMs));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const age = now.getTime() - issuedMs;
  if (age < MIN_FILL_MS) return 'too_fast';
  if (age > MAX_FORM_AGE_MS) return 'expired';
  return 'ok';
};
