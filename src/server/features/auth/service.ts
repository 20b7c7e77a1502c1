// Logging in and out: email + password, WhatsApp OTP (which also signs up), and the
// session restore the web app runs on load (docs/product/accounts.md#sessions). A
// number or an email belongs to an account only once proven
// (docs/decisions/0022-proven-contacts.md).
import type { z } from 'zod';
import {
  CONSENT_MESSAGE,
  type LoginBodySchema,
  type LoginOtpBodySchema,
  type LoginVerifyBodySchema,
  type RegisterBodySchema,
} from '../../../shared/schemas/auth.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { revokeSession } from '../../http/session.ts';
import { otpsSent } from '../../metrics.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { offerChoice } from './choice-offer.ts';
import {
  findProvenEmailHolder,
  findProvenMobileHolder,
  listEmailHolders,
  listMobileClaimants,
} from './claims-store.ts';
import {
  assertLoginAllowed,
  clearLoginFailures,
  type LoginAttempt,
  recordLoginFailure,
} from './login-throttle.ts';
import { alreadyRegisteredNotice, sendNotice } from './notices.ts';
import { checkOtp, guardOtpSend, issueOtp, requireOtpChannel, withdrawOtp } from './otp.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
import { consentWay, createProvenMobileAccount } from './proofs.ts';
import { toPublicUser } from './public-user.ts';
import type { RequestContext } from './request-context.ts';
import { guardSignup } from './signup-throttle.ts';
import { startSession } from './start-session.ts';
import { insertUser } from './store.ts';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'live'>;
type MessagingDeps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'mailer' | 'whatsapp' | 'live'>;

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
  if (options.sessionId)
    await revokeSession({ db: options.deps.database.db, live: options.deps.live }, options.sessionId);
};

/** Sends a login code on WhatsApp. The same answer for a known or a new number. */
export const requestLoginOtp = async (options: {
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'whatsapp'>;
  input: z.output<typeof LoginOtpBodySchema>;
  context: RequestContext;
}) => {
  const { deps, input, context } = options;
  const deviceId = context.device?.deviceId;
  await sendWhatsAppCode({ deps, purpose: 'login', mobile: input.mobile_no, ip: context.ip, deviceId });
};

/** Counts the send against the caps, stores the code and sends it; withdraws it when WhatsApp fails. */
export const sendWhatsAppCode = async (options: {
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'whatsapp'>;
  purpose: 'login' | 'verify-mobile' | 'step-up';
  mobile: string;
  ip: string;
  deviceId?: string | undefined;
}) => {
  const { deps, purpose, mobile: target, ip } = options;
  requireOtpChannel(deps.whatsapp, deps.config, 'WhatsApp');
  const { db } = deps.database;
  const now = deps.clock.now();
  await guardOtpSend({ db, purpose, target, ip, deviceId: options.deviceId, now, config: deps.config });
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
 * A right code logs in to the account that proved the number. If none did and accounts
 * claim it, their owner chooses: nothing is created or released before that
 * (docs/decisions/0091-a-claimed-contact-is-a-choice.md). If nobody claims it, a new
 * account is created; `consent: false` refuses it, and left out, the client showed its own
 * notice (docs/decisions/0088-spec-era-calls-keep-working.md).
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
  const found: { holder: UserRow | null; claimants: UserRow[] } = { holder: null, claimants: [] };
  await checkOtp({
    db,
    secret: deps.config.appSecret,
    purpose: 'login',
    target,
    code: input.otp,
    now,
    // Asked only of whoever holds the right code, so it reveals nothing to anyone else.
    beforeSpending: async () => {
      found.holder = await findProvenMobileHolder(db, target);
      if (found.holder) return;
      found.claimants = await listMobileClaimants(db, target);
      if (found.claimants.length === 0 && input.consent === false) throw badInput('consent', CONSENT_MESSAGE);
    },
  });
  if (found.claimants.length > 0) {
    const choice = await offerChoice({
      db,
      now,
      purpose: 'login',
      contact: target,
      accounts: found.claimants,
    });
    return { choice, started: null };
  }
  const user =
    found.holder ??
    (await createProvenMobileAccount({
      deps,
      mobile: target,
      consentVia: consentWay(input.consent),
      onError: context.onSendError,
    }));
  return { choice: null, started: await startSession(deps, user, context) };
};

export const REGISTERED = 'User Registered Successfully!';

/** `true` was ticked on a form that asked; left out, the API client showed its own notice. */

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
  await guardSignup(db, {
    mobile: input.mobile_no,
    email: input.email,
    ip: context.ip,
    deviceId: context.device?.deviceId,
    now,
    addressHourlyCeiling: deps.config.ADDRESS_HOURLY_CEILING,
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
