// One log line per security event (docs/decisions/0037-security-log.md): who, what and
// from where, never a secret. Phone numbers are masked to their country code and
// last four digits, so a log can be read, shipped and kept without holding anyone's
// number; OTP codes and passwords are never passed here.
import type { FastifyBaseLogger } from 'fastify';

export type SecurityEvent =
  | 'login_succeeded'
  | 'login_failed'
  | 'otp_sent'
  | 'otp_failed'
  | 'authorization_refused'
  | 'contact_unlocked'
  | 'pass_credited'
  | 'payment_exception'
  | 'payment_refunded';

/** 919876545525 -> 91XXXXXX5525; anything shorter keeps only its last two digits. */
export const maskPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  if (digits.length >= 10) return `${digits.slice(0, digits.length - 10)}${'X'.repeat(6)}${digits.slice(-4)}`;
  return `${'X'.repeat(Math.max(0, digits.length - 2))}${digits.slice(-2)}`;
};

/** a***@example.in: enough to recognise an account, not to write to it. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
};

export const logSecurityEvent = (
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  event: SecurityEvent,
  fields: Record<string, string | number | boolean | null | undefined> = {},
) => {
  const failed =
    event.endsWith('_failed') || event === 'authorization_refused' || event === 'payment_exception';
  (failed ? log.warn : log.info).call(log, { security: event, ...fields }, `security: ${event}`);
};
