// One-time codes (docs/product/accounts.md#otp-rules):
// 6 digits from a CSPRNG, stored only as an HMAC keyed with the app secret, valid 10
// minutes, single use, burnt after 5 wrong tries, 30 s between sends, and hourly caps
// per number (or email), per device, a high ceiling per network address and one for the
// whole site (docs/decisions/0095-limits-on-the-abuser-not-the-crowd.md); every code
// also spends the recipient's message budget
// (docs/decisions/0094-one-message-budget-per-recipient.md).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../../shared/constants.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { hitCounter } from '../../http/rate-limit.ts';
import { admitMessage } from '../outgoing/index.ts';
import {
  claimOtpAttempt,
  consumeOtpChallenge,
  findLatestOtpChallenge,
  insertOtpChallenge,
  retireOtpChallenges,
} from './otp-store.ts';
import { tooManyRequests } from './too-many.ts';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 30_000;
/** A person asks again when a code is slow to arrive; a fourth in the hour is someone else's doing. */
export const OTP_HOURLY_CAP_PER_TARGET = 3;
/** One browser that logged in before (the signed device cookie) asking for many numbers. */
export const OTP_HOURLY_CAP_PER_DEVICE = 10;
const HOUR_MS = 3_600_000;

/**
 * login and reset as before; proofs of a contact; a fresh proof before a sensitive change;
 * joining an account that claims a number just proven (docs/decisions/0091-a-claimed-contact-is-a-choice.md);
 * signing a rent agreement, to either proven contact (docs/decisions/0156-signatures-and-verify.md).
 */
export type OtpPurpose = 'login' | 'reset' | 'verify-mobile' | 'verify-email' | 'step-up' | 'join' | 'sign';
export type OtpChannel = 'whatsapp' | 'email';

const CHANNEL_OF: Record<OtpPurpose, OtpChannel> = {
  login: 'whatsapp',
  'verify-mobile': 'whatsapp',
  'step-up': 'whatsapp',
  reset: 'email',
  'verify-email': 'email',
  join: 'email',
  sign: 'whatsapp',
};

export type OtpLimitsConfig = Pick<
  Config,
  | 'OTP_GLOBAL_HOURLY_CAP'
  | 'ADDRESS_HOURLY_CEILING'
  | 'RECIPIENT_MESSAGES_PER_HOUR'
  | 'RECIPIENT_MESSAGES_PER_DAY'
  | 'NOTICE_FOLD_HOURS'
>;

export const INCORRECT_OTP = 'Incorrect OTP';
const STALE_OTP = 'This OTP is no longer valid. Please request a new one.';
const BURNT_OTP = 'Too many wrong attempts. Please request a new OTP.';

const hashCode = (secret: string, purpose: OtpPurpose, target: string, code: string) =>
  createHmac('sha256', secret).update(`${purpose}:${target}:${code}`).digest();

/**
 * Counts a send against the cooldown and the caps, then spends the recipient's message
 * budget, refusing with 429 + Retry-After. Counted the same whether or not an account
 * exists, so the answers cannot tell.
 */
export const guardOtpSend = async (input: {
  db: Db;
  purpose: OtpPurpose;
  target: string;
  ip: string;
  /** The device id of a valid device cookie, when the request has one. */
  deviceId?: string | undefined;
  now: Date;
  config: OtpLimitsConfig;
  /** Where the code goes, for a purpose that may use either channel (signing). */
  channel?: OtpChannel;
}) => {
  const { db, purpose, target, ip, now, config } = input;
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
    ...(input.deviceId
      ? [
          {
            key: `otp-device:${input.deviceId}`,
            limit: OTP_HOURLY_CAP_PER_DEVICE,
            windowMs: HOUR_MS,
            message: 'Too many OTP requests.',
          },
        ]
      : []),
    {
      key: `otp-ip:${ip}`,
      limit: config.ADDRESS_HOURLY_CEILING,
      windowMs: HOUR_MS,
      message: 'Too many OTP requests.',
    },
    {
      key: 'otp-global',
      limit: config.OTP_GLOBAL_HOURLY_CAP,
      windowMs: HOUR_MS,
      message: 'We are sending too many OTPs right now.',
    },
  ];
  for (const limit of limits) {
    const hit = await hitCounter(db, limit.key, limit.windowMs, now);
    if (hit.count > limit.limit) throw tooManyRequests(limit.message, hit.resetAt.getTime() - now.getTime());
  }
  const budget = await admitMessage({
    db,
    config,
    now,
    to: { channel: input.channel ?? CHANNEL_OF[purpose], address: target },
    kind: 'code',
  });
  if (!budget.admitted)
    throw tooManyRequests(RECIPIENT_BUDGET_SPENT, budget.retryAt.getTime() - now.getTime());
};

const RECIPIENT_BUDGET_SPENT = 'We have sent many messages to this number or email already.';

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

/**
 * Accepts the newest live code once; a wrong one costs a try, the fifth burns it. Answers which
 * challenge it was and where it went, which a signature keeps (docs/decisions/0156-signatures-and-verify.md).
 */
export const checkOtpChallenge = async (input: {
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
  return { challengeId: challenge.id, channel: challenge.channel as OtpChannel };
};

/** Accepts the newest live code once; a wrong one costs a try, the fifth burns it. */
export const checkOtp = async (input: Parameters<typeof checkOtpChallenge>[0]) => {
  await checkOtpChallenge(input);
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
