// Logging in and out: email + password, WhatsApp OTP (which also signs up), and the
// session restore the web app runs on load (docs/product/accounts.md#sessions).
import type { z } from 'zod';
import type {
  LoginBodySchema,
  LoginOtpBodySchema,
  LoginVerifyBodySchema,
  RegisterBodySchema,
} from '../../../shared/schemas/auth.ts';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../http/errors.ts';
import { enforceLimit } from '../../http/rate-limit.ts';
import { createSession, revokeSession, type Viewer } from '../../http/session.ts';
import { otpsSent } from '../../metrics.ts';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './login-throttle.ts';
import { checkOtp, guardOtpSend, issueOtp, withdrawOtp } from './otp.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
import { toPublicUser } from './public-user.ts';
import { findUserByEmail, findUserByMobile, insertUser } from './store.ts';

/** Where a request came from; the previous session is revoked when a new one starts. */
export type RequestContext = { ip: string; userAgent?: string | undefined; sessionId: string | null };

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config'>;

/** Rotation at login: the session a visitor arrived with never survives it. */
const startSession = async (deps: Deps, userId: number, context: RequestContext) => {
  const { db } = deps.database;
  if (context.sessionId) await revokeSession(db, context.sessionId);
  return createSession(db, { userId, now: deps.clock.now(), userAgent: context.userAgent, ip: context.ip });
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
  await assertLoginAllowed({ db, email: input.email, ip: context.ip, now });
  const user = await findUserByEmail(db, input.email);
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isValid) {
    await recordLoginFailure({ db, email: input.email, ip: context.ip, now });
    throw new AppError('UNAUTHENTICATED', WRONG_LOGIN);
  }
  await clearAccountFailures(db, input.email);
  const sessionId = await startSession(deps, user.id, context);
  return { user: toPublicUser(user), sessionId };
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
  const { db } = deps.database;
  const now = deps.clock.now();
  const target = input.mobile_no;
  const globalHourlyCap = deps.config.OTP_GLOBAL_HOURLY_CAP;
  await guardOtpSend({ db, purpose: 'login', target, ip: context.ip, now, globalHourlyCap });
  const { code, challengeId } = await issueOtp({
    db,
    secret: deps.config.appSecret,
    channel: 'whatsapp',
    purpose: 'login',
    target,
    ip: context.ip,
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

/** A right code logs in; a number we have never seen becomes a tenant account. */
export const verifyLoginOtp = async (options: {
  deps: Deps;
  input: z.output<typeof LoginVerifyBodySchema>;
  context: RequestContext;
}) => {
  const { deps, input, context } = options;
  const { db } = deps.database;
  const now = deps.clock.now();
  const target = input.mobile_no;
  await checkOtp({ db, secret: deps.config.appSecret, purpose: 'login', target, code: input.otp, now });
  const user =
    (await findUserByMobile(db, target)) ??
    (await insertUser(db, { mobileNo: target, userType: 'tenant', createdAt: now, updatedAt: now })) ??
    // Two verifications for one new number at the same instant: the other one created it.
    (await findUserByMobile(db, target));
  if (!user) throw new AppError('CONFLICT', 'Please try again');
  const sessionId = await startSession(deps, user.id, context);
  return { user: toPublicUser(user), sessionId };
};

/**
 * Creates the account; the web app sends the new user to /login, so no session here
 * (docs/product/accounts.md#sign-up).
 */
export const registerUser = async (options: {
  deps: Deps;
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
  if (await findUserByEmail(db, input.email)) {
    throw new AppError('CONFLICT', 'An account with this email already exists. Please log in.');
  }
  if (await findUserByMobile(db, input.mobile_no)) {
    throw new AppError('CONFLICT', 'An account with this mobile number already exists. Please log in.');
  }
  const created = await insertUser(db, {
    fullName: input.full_name,
    email: input.email,
    mobileNo: input.mobile_no,
    userType: input.user_type,
    location: input.location,
    passwordHash: await hashPassword(input.password),
    createdAt: now,
    updatedAt: now,
  });
  if (!created) throw new AppError('CONFLICT', 'An account with this email or mobile number already exists.');
};

/** Answers 200 either way; the web app clears its stored user when the session is gone. */
export const restoreSession = (viewer: Viewer | null) =>
  viewer ? { userSessionExpired: false, user: toPublicUser(viewer) } : { userSessionExpired: true };
