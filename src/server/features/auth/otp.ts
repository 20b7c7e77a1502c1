// One-time codes (docs/product/accounts.md#otp-rules):
// 6 digits from a CSPRNG, stored only as an HMAC keyed with the app secret, valid 10
// minutes, single use, burnt after 5 wrong tries, 30 s between sends, and hourly caps
// per number (or email), per IP and for the whole site.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../../shared/constants.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { hitCounter } from '../../http/rate-limit.ts';
import {
  claimOtpAttempt,
  consumeOtpChallenge,
  findLatestOtpChallenge,
  insertOtpChallenge,
  retireOtpChallenges,
} from './store.ts';
import { tooManyRequests } from './too-many.ts';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 30_000;
export const OTP_HOURLY_CAP_PER_TARGET = 5;
/** Generous: many phones in India share one carrier IP address. */
export const OTP_HOURLY_CAP_PER_IP = 20;
const HOUR_MS = 3_600_000;

/**
 * login and reset as before; proofs of a contact; a fresh proof before a sensitive change;
 * joining an account that claims a number just proven (docs/decisions/0091-a-claimed-contact-is-a-choice.md).
 */
export type OtpPurpose = 'login' | 'reset' | 'verify-mobile' | 'verify-email' | 'step-up' | 'join';
export type OtpChannel = 'whatsapp' | 'email';

export const INCORRECT_OTP = 'Incorrect OTP';
const STALE_OTP = 'This OTP is no longer valid. Please request a new one.';
const BURNT_OTP = 'Too many wrong attempts. Please request a new OTP.';

const hashCode = (secret: string, purpose: OtpPurpose, target: string, code: string) =>
  createHmac('sha256', secret).update(`${purpose}:${target}:${code}`).digest();

/**
 * Counts a send against the cooldown and the caps, refusing with 429 + Retry-After.
 * Counted the same whether or not an account exists, so the answers cannot tell.
 */
export const guardOtpSend = async (input: {
  db: Db;
  purpose: OtpPurpose;
  target: string;
  ip: string;
  now: Date;
  globalHourlyCap: number;
}) => {
  const { db, purpose, target, ip, now } = input;
  const limits = [
    {
      key: `otp-cooldown:${purpose}:${target}`,
      limit: 1,
      windowMs: OTP_RESEND_COOLDOWN_MS,
      message: 'An OTP was sent a moment ago.',
    },
    {
      key: `otp-target:${purpose}:${target}`,
      limit: OTP_HOURLY_CAP_PER_TARGET,
      windowMs: HOUR_MS,
      message: 'Too many OTP requests for this account.',
    },
    {
      key: `otp-ip:${ip}`,
      limit: OTP_HOURLY_CAP_PER_IP,
      windowMs: HOUR_MS,
      message: 'Too many OTP requests.',
    },
    {
      key: 'otp-global',
      limit: input.globalHourlyCap,
      windowMs: HOUR_MS,
      message: 'We are sending too many OTPs right now.',
    },
  ];
  for (const limit of limits) {
    const hit = await hitCounter(db, limit.key, limit.windowMs, now);
    if (hit.count > limit.limit) throw tooManyRequests(limit.message, hit.resetAt.getTime() - now.getTime());
  }
};

/** Stores a new code (replacing older ones) and returns it for sending. */
export const issueOtp = async (input: {
  db: DbOrTx;
  secret: string;
  channel: OtpChannel;
  purpose: OtpPurpose;
  target: string;
  ip: string;
  now: Date;
}) => {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await retireOtpChallenges(input.db, input.target, input.purpose, input.now);
  const challenge = await insertOtpChallenge(input.db, {
    channel: input.channel,
    purpose: input.purpose,
    target: input.target,
    codeHash: hashCode(input.secret, input.purpose, input.target, code).toString('hex'),
    expiresAt: new Date(input.now.getTime() + OTP_TTL_MS),
    ip: input.ip,
    createdAt: input.now,
  });
  return { code, challengeId: challenge.id };
};

/** Withdraws a code that could not be delivered. */
export const withdrawOtp = (db: DbOrTx, challengeId: number, now: Date) =>
  consumeOtpChallenge(db, challengeId, now);

/** Accepts the newest live code once; a wrong one costs a try, the fifth burns it. */
export const checkOtp = async (input: {
  db: DbOrTx;
  secret: string;
  purpose: OtpPurpose;
  target: string;
  code: string;
  now: Date;
  /** Runs once the code matched, before it is spent: if it throws, the code stays usable. */
  beforeSpending?: () => Promise<void>;
}) => {
  const { db, now } = input;
  const challenge = await findLatestOtpChallenge(db, input.target, input.purpose);
  if (!challenge) throw badInput('otp', STALE_OTP);
  const claim = await claimOtpAttempt(db, challenge.id, OTP_MAX_ATTEMPTS, now);
  if (!claim) throw badInput('otp', STALE_OTP);
  const expected = Buffer.from(claim.codeHash, 'hex');
  const given = hashCode(input.secret, input.purpose, input.target, input.code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    if (claim.attempts < OTP_MAX_ATTEMPTS) throw badInput('otp', INCORRECT_OTP);
    await consumeOtpChallenge(db, challenge.id, now);
    throw badInput('otp', BURNT_OTP);
  }
  await input.beforeSpending?.();
  if (!(await consumeOtpChallenge(db, challenge.id, now))) throw badInput('otp', STALE_OTP);
};

/**
 * In production a code goes out through a real channel or not at all: without
 * WhatsApp (or SMTP) configured, and without MESSAGE_OUTBOX=true, sending answers 503
 * rather than leaving codes where an operator or a log could read them
 * (docs/decisions/0037-security-log.md).
 */
export const requireOtpChannel = (
  channel: { kind: string },
  config: { outboxAllowed: boolean },
  name: 'WhatsApp' | 'email',
) => {
  if (channel.kind === 'outbox' && !config.outboxAllowed)
    throw new AppError(
      'UNAVAILABLE',
      `Codes cannot be sent by ${name} right now: it is not set up on this site yet. Please try again later.`,
    );
};
