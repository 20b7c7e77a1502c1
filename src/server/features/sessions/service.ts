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
} from '../../../shared/schemas/auth.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, badInput } from '../../http/errors.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { revokeSession } from '../../http/session.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import {
  findProvenMobileHolder,
  listEmailHolders,
  listMobileClaimants,
  toPublicUser,
} from '../accounts/index.ts';
import { checkOtp, sendWhatsAppCode } from '../codes/index.ts';
import { consentWay, createProvenMobileAccount, offerChoice } from '../contact-proofs/index.ts';
import {
  assertLoginAllowed,
  clearLoginFailures,
  type LoginAttempt,
  recordLoginFailure,
  verifyPassword,
} from '../passwords/index.ts';
import { startSession } from './start-session.ts';

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

/** Answers 200 either way; the web app clears its stored user when the session is gone. */
export const restoreSession = ({ viewer }: { viewer: Viewer | null }) =>
  viewer
    ? {
        userSessionExpired: false,
        user: toPublicUser(viewer),
        ...(viewer.secondFactor ? { second_factor: viewer.secondFactor } : {}),
      }
    : { userSessionExpired: true };
