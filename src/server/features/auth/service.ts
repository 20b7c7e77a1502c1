// Logging in and out: email + password, WhatsApp OTP (which also signs up), and the
// session restore the web app runs on load (docs/product/accounts.md#sessions). A
// number or an email belongs to an account only once proven
// (docs/decisions/0022-proven-contacts.md).
import type { z } from 'zod';
import type { ConsentVia } from '../../../shared/enums.ts';
import {
  CONSENT_MESSAGE,
  type LoginBodySchema,
  type LoginOtpBodySchema,
  type LoginVerifyBodySchema,
  type RegisterBodySchema,
  type SecondFactorState,
} from '../../../shared/schemas/auth.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { enforceLimit } from '../../http/rate-limit.ts';
import { createSession, revokeSession } from '../../http/session.ts';
import { otpsSent } from '../../metrics.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { findProvenEmailHolder, findProvenMobileHolder, listEmailHolders } from './claims-store.ts';
import {
  assertLoginAllowed,
  clearLoginFailures,
  type LoginAttempt,
  recordLoginFailure,
} from './login-throttle.ts';
import { alreadyRegisteredNotice, sendNotice } from './notices.ts';
import { checkOtp, guardOtpSend, issueOtp, requireOtpChannel, withdrawOtp } from './otp.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
import { createProvenMobileAccount } from './proofs.ts';
import { toPublicUser } from './public-user.ts';
import { insertUser } from './store.ts';

/** Where a request came from; the previous session is revoked when a new one starts. */
export type RequestContext = {
  ip: string;
  userAgent?: string | undefined;
  sessionId: string | null;
  /** The account and device a valid device cookie names. */
  device?: { userId: number; deviceId: string } | null;
  /** Where a notice that could not be delivered is reported (the request log). */
  onSendError?: (error: unknown) => void;
};

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config'>;
type MessagingDeps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'mailer' | 'whatsapp'>;

/** What an admin must still do in a new session: enrol a TOTP app, or give its code. */
const secondFactorOf = (user: UserRow): SecondFactorState | undefined =>
  user.isAdmin ? (user.totpEnabledAt ? 'verify' : 'enrol') : undefined;

/** Rotation at login: the session a visitor arrived with never survives it. */
const startSession = async (deps: Deps, user: UserRow, context: RequestContext) => {
  const { db } = deps.database;
  if (context.sessionId) await revokeSession(db, context.sessionId);
  const sessionId = await createSession(db, {
    userId: user.id,
    now: deps.clock.now(),
    userAgent: context.userAgent,
    ip: context.ip,
  });
  const secondFactor = secondFactorOf(user);
  return {
    user: toPublicUser(user.isAdmin ? { ...user, isAdmin: false } : user),
    sessionId,
    ...(secondFactor ? { secondFactor } : {}),
  };
};

const WRONG_LOGIN = 'Invalid email or password';

export const loginWithPassword = async (options: {
  deps: Deps;
  input: z.output<typeof LoginBodySchema>;
  context: RequestContext;
}) => {
  const { deps, input, context } = options;
  const { db } = deps.database;
  const now = deps.clock.now();
  // The proven holder first; an email nobody proved may be claimed by several accounts.
  const holders = await listEmailHolders(db, input.email);
  const knownDevice = holders.some((h) => h.id === context.device?.userId);
  const attempt: LoginAttempt = {
    email: input.email,
    ip: context.ip,
    deviceId: knownDevice ? context.device!.deviceId : null,
  };
  await assertLoginAllowed(db, attempt, now);
  let user: UserRow | null = null;
  for (const holder of holders.length > 0 ? holders : [null]) {
    if (await verifyPassword(holder?.passwordHash ?? null, input.password)) {
      user = holder;
      break;
    }
  }
  if (!user) {
    await recordLoginFailure(db, attempt, now);
    throw new AppError('UNAUTHENTICATED', WRONG_LOGIN);
  }
  await clearLoginFailures(db, attempt);
  return startSession(deps, user, context);
};

export const logout = async (options: { deps: Deps; sessionId: string | null }) => {
  if (options.sessionId) await revokeSession(options.deps.database.db, options.sessionId);
};

/** Sends a login code on WhatsApp. The same answer for a known or a new number. */
export const requestLoginOtp = async (options: {
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'whatsapp'>;
  input: z.output<typeof LoginOtpBodySchema>;
  context: RequestContext;
}) => {
  const { deps, input, context } = options;
  await sendWhatsAppCode({ deps, purpose: 'login', mobile: input.mobile_no, ip: context.ip });
};

/** Counts the send against the caps, stores the code and sends it; withdraws it when WhatsApp fails. */
export const sendWhatsAppCode = async (options: {
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'whatsapp'>;
  purpose: 'login' | 'verify-mobile' | 'step-up';
  mobile: string;
  ip: string;
}) => {
  const { deps, purpose, mobile: target, ip } = options;
  requireOtpChannel(deps.whatsapp, deps.config, 'WhatsApp');
  const { db } = deps.database;
  const now = deps.clock.now();
  const globalHourlyCap = deps.config.OTP_GLOBAL_HOURLY_CAP;
  await guardOtpSend({ db, purpose, target, ip, now, globalHourlyCap });
  const { code, challengeId } = await issueOtp({
    db,
    secret: deps.config.appSecret,
    channel: 'whatsapp',
    purpose,
    target,
    ip,
    now,
  });
  try {
    await deps.whatsapp.sendOtp(`91${target}`, code);
    otpsSent.inc({ channel: 'whatsapp' });
  } catch (error) {
    await withdrawOtp(db, challengeId, now);
    throw new AppError('GATEWAY_ERROR', 'We could not send the OTP on WhatsApp. Please try again.', {
      cause: error,
    });
  }
};

/**
 * A right code logs in to the account that proved the number. If none did, it creates
 * one and other accounts' unproven claims on the number are released. Creating is refused
 * when `consent` is false; left out, the client showed its own notice
 * (docs/decisions/0088-spec-era-calls-keep-working.md).
 */
export const verifyLoginOtp = async (options: {
  deps: MessagingDeps;
  input: z.output<typeof LoginVerifyBodySchema>;
  context: RequestContext;
}) => {
  const { deps, input, context } = options;
  const { db } = deps.database;
  const now = deps.clock.now();
  const target = input.mobile_no;
  let holder: UserRow | null = null;
  await checkOtp({
    db,
    secret: deps.config.appSecret,
    purpose: 'login',
    target,
    code: input.otp,
    now,
    // Asked only of whoever holds the right code, so it reveals nothing to anyone else.
    beforeSpending: async () => {
      holder = await findProvenMobileHolder(db, target);
      if (!holder && input.consent === false) throw badInput('consent', CONSENT_MESSAGE);
    },
  });
  const user =
    holder ??
    (await createProvenMobileAccount({
      deps,
      mobile: target,
      consentVia: consentWay(input.consent),
      onError: context.onSendError,
    }));
  return startSession(deps, user, context);
};

export const REGISTERED = 'User Registered Successfully!';

/** `true` was ticked on a form that asked; left out, the API client showed its own notice. */
const consentWay = (given: boolean | undefined): ConsentVia => (given === true ? 'form' : 'api_client');

/**
 * Creates the account with unproven contacts; the original client goes to /login next,
 * so no session here (docs/product/accounts.md#sign-up). A contact already proven by
 * someone gets the same answer (nothing reveals that it is registered) and its owner
 * is told instead.
 */
export const registerUser = async (options: {
  deps: MessagingDeps;
  input: z.output<typeof RegisterBodySchema>;
  context: RequestContext;
}) => {
  const { deps, input, context } = options;
  const { db } = deps.database;
  const now = deps.clock.now();
  await enforceLimit(db, {
    key: `register-ip:${context.ip}`,
    limit: 20,
    windowMs: 3_600_000,
    now,
    message: 'Too many accounts created from this network. Please try again later.',
  });
  assertAcceptablePassword('password', input.password, [input.mobile_no, input.email.split('@')[0]]);
  // Hashed either way, so the time taken does not tell an existing contact apart.
  const passwordHash = await hashPassword(input.password);
  const emailOwner = await findProvenEmailHolder(db, input.email);
  const mobileOwner = await findProvenMobileHolder(db, input.mobile_no);
  if (emailOwner || mobileOwner) {
    const notice = alreadyRegisteredNotice(deps);
    if (emailOwner) await sendNotice(deps, { email: emailOwner.email }, notice, context.onSendError);
    if (mobileOwner && mobileOwner.id !== emailOwner?.id) {
      await sendNotice(deps, { mobile: mobileOwner.mobileNo }, notice, context.onSendError);
    }
    return;
  }
  await insertUser(db, {
    fullName: input.full_name,
    email: input.email,
    mobileNo: input.mobile_no,
    userType: input.user_type,
    location: input.location,
    passwordHash,
    consentedAt: now,
    consentVia: consentWay(input.consent),
    adultConfirmedAt: now,
    adultConfirmedVia: consentWay(input.confirm_age_18),
    createdAt: now,
    updatedAt: now,
  });
};

/** Answers 200 either way; the web app clears its stored user when the session is gone. */
export const restoreSession = ({ viewer }: { viewer: Viewer | null }) =>
  viewer
    ? {
        userSessionExpired: false,
        user: toPublicUser(viewer),
        ...(viewer.secondFactor ? { second_factor: viewer.secondFactor } : {}),
      }
    : { userSessionExpired: true };
