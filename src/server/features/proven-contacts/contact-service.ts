// The caller proves their number and email, changes email, and sets a password. A
// change of email or password needs a fresh proof: the current password, or a WhatsApp
// code to the account's proven number (docs/decisions/0022-proven-contacts.md).
import type { z } from 'zod';
import type {
  ChangeEmailBodySchema,
  ContactsResponse,
  SetPasswordBodySchema,
} from '../../../shared/schemas/auth.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { enforceLimit } from '../../http/rate-limit.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { revokeOtherSessions } from '../../http/session.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { findProvenEmailHolder, setPendingEmail, updateUser } from '../accounts/index.ts';
import {
  checkOtp,
  guardOtpSend,
  issueOtp,
  requireOtpChannel,
  sendCodeMail,
  sendWhatsAppCode,
} from '../codes/index.ts';
import {
  alreadyRegisteredNotice,
  emailChangedNotice,
  passwordChangedNotice,
  proveEmail,
  proveMobile,
  sendNotice,
} from '../contact-proofs/index.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../passwords/index.ts';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'mailer' | 'whatsapp' | 'live'>;
type Options = { deps: Deps; viewer: Viewer | null; context: RequestContext };

export const EMAIL_CODE_SENT = 'We have sent a code to the new email. Enter it to finish the change.';
const NO_PROVEN_MOBILE = 'Your account has no verified mobile number. Please use your current password.';

export const getContacts = (viewer: Viewer | null): ContactsResponse => {
  const user = requireUser(viewer);
  return {
    email: user.email,
    email_verified: Boolean(user.email && user.emailVerifiedAt),
    mobile_no: user.mobileNo,
    mobile_verified: Boolean(user.mobileNo && user.mobileVerifiedAt),
    pending_email: user.pendingEmail,
    has_password: Boolean(user.passwordHash),
  };
};

export const sendMobileProof = async ({ deps, viewer, context }: Options) => {
  const user = requireUser(viewer);
  if (!user.mobileNo) throw badInput('mobile_no', 'Your account has no mobile number');
  if (user.mobileVerifiedAt) throw new AppError('CONFLICT', 'Your mobile number is already verified');
  await sendWhatsAppCode({ deps, purpose: 'verify-mobile', mobile: user.mobileNo, ip: context.ip });
};

export const confirmMobileProof = async ({ deps, viewer, context, otp }: Options & { otp: string }) => {
  const user = requireUser(viewer);
  if (!user.mobileNo) throw badInput('mobile_no', 'Your account has no mobile number');
  const { db } = deps.database;
  const now = deps.clock.now();
  await checkOtp({
    db,
    secret: deps.config.appSecret,
    purpose: 'verify-mobile',
    target: user.mobileNo,
    code: otp,
    now,
  });
  return getContacts(await proveMobile({ deps, user, onError: context.onSendError }));
};

const mailEmailCode = async (deps: Deps, email: string, ip: string) => {
  requireOtpChannel(deps.mailer, deps.config, 'email');
  const { db } = deps.database;
  const now = deps.clock.now();
  await guardOtpSend({ db, purpose: 'verify-email', target: email, ip, now, config: deps.config });
  const { code } = await issueOtp({
    db,
    secret: deps.config.appSecret,
    channel: 'email',
    purpose: 'verify-email',
    target: email,
    ip,
    now,
  });
  await sendCodeMail(deps.mailer, {
    to: email,
    code,
    what: 'email verification code',
    ifNotYou: 'If you did not ask for it, ignore this email: nothing changes.',
  });
};

export const sendEmailProof = async ({ deps, viewer, context }: Options) => {
  const user = requireUser(viewer);
  if (!user.email) throw badInput('email', 'Your account has no email');
  if (user.emailVerifiedAt) throw new AppError('CONFLICT', 'Your email is already verified');
  await mailEmailCode(deps, user.email, context.ip);
};

export const confirmEmailProof = async ({ deps, viewer, context, otp }: Options & { otp: string }) => {
  const user = requireUser(viewer);
  if (!user.email) throw badInput('email', 'Your account has no email');
  const { db } = deps.database;
  await checkOtp({
    db,
    secret: deps.config.appSecret,
    purpose: 'verify-email',
    target: user.email.toLowerCase(),
    code: otp,
    now: deps.clock.now(),
  });
  const proven = await proveEmail({
    deps,
    user,
    email: user.email.toLowerCase(),
    onError: context.onSendError,
  });
  return getContacts(proven);
};

/** A WhatsApp code to the account's proven number, to confirm a sensitive change. */
export const sendProofOtp = async ({ deps, viewer, context }: Options) => {
  const user = requireUser(viewer);
  if (!user.mobileNo || !user.mobileVerifiedAt) throw badInput('otp', NO_PROVEN_MOBILE);
  await sendWhatsAppCode({ deps, purpose: 'step-up', mobile: user.mobileNo, ip: context.ip });
};

/** The current password or a step-up code; 10 tries an hour per account. */
const assertFreshProof = async (
  deps: Deps,
  user: Viewer,
  proof: { current_password?: string | undefined; otp?: string | undefined },
) => {
  const { db } = deps.database;
  const now = deps.clock.now();
  await enforceLimit(db, {
    key: `fresh-proof:${user.id}`,
    limit: 10,
    windowMs: 3_600_000,
    now,
    message: 'Too many attempts. Please try again later.',
  });
  if (proof.current_password) {
    if (!(await verifyPassword(user.passwordHash, proof.current_password))) {
      throw badInput('current_password', 'Incorrect password');
    }
    return;
  }
  if (proof.otp) {
    if (!user.mobileNo || !user.mobileVerifiedAt) throw badInput('otp', NO_PROVEN_MOBILE);
    await checkOtp({
      db,
      secret: deps.config.appSecret,
      purpose: 'step-up',
      target: user.mobileNo,
      code: proof.otp,
      now,
    });
    return;
  }
  throw badInput(
    'current_password',
    user.passwordHash
      ? 'Please enter your current password'
      : 'Please confirm with the code we send to your WhatsApp',
  );
};

/**
 * Starts an email change: the new address gets a code, and the change counts only once
 * it is entered. An address another account proved gets the same answer; its owner is
 * told instead, and no code is sent.
 */
export const requestEmailChange = async ({
  deps,
  viewer,
  context,
  input,
}: Options & { input: z.output<typeof ChangeEmailBodySchema> }) => {
  const user = requireUser(viewer);
  await assertFreshProof(deps, user, input);
  const { db } = deps.database;
  const owner = await findProvenEmailHolder(db, input.email);
  if (owner && owner.id !== user.id) {
    await sendNotice(deps, { email: owner.email }, alreadyRegisteredNotice(deps), context.onSendError);
    return;
  }
  await setPendingEmail(db, user.id, input.email, deps.clock.now());
  await mailEmailCode(deps, input.email, context.ip);
};

export const confirmEmailChange = async ({ deps, viewer, context, otp }: Options & { otp: string }) => {
  const user = requireUser(viewer);
  const pending = user.pendingEmail;
  if (!pending) throw badInput('otp', 'No email change is waiting. Please start again.');
  await checkOtp({
    db: deps.database.db,
    secret: deps.config.appSecret,
    purpose: 'verify-email',
    target: pending,
    code: otp,
    now: deps.clock.now(),
  });
  const changed = await proveEmail({ deps, user, email: pending, onError: context.onSendError });
  // The old address and the proven number hear of it, so a takeover cannot go unnoticed.
  await sendNotice(
    deps,
    { email: user.email, mobile: user.mobileVerifiedAt ? user.mobileNo : null },
    emailChangedNotice(deps, pending),
    context.onSendError,
  );
  return getContacts(changed);
};

/** Sets or changes the password; other sessions end, and the owner is told. */
export const setPassword = async ({
  deps,
  viewer,
  context,
  input,
}: Options & { input: z.output<typeof SetPasswordBodySchema> }) => {
  const user = requireUser(viewer);
  if (input.new_password !== input.confirm_password) {
    throw badInput('confirm_password', "Password doesn't match");
  }
  assertAcceptablePassword('new_password', input.new_password, [user.mobileNo, user.email?.split('@')[0]]);
  await assertFreshProof(deps, user, input);
  const { db } = deps.database;
  await updateUser(db, user.id, { passwordHash: await hashPassword(input.new_password) }, deps.clock.now());
  await revokeOtherSessions({ db, live: deps.live }, user.id, context.sessionId);
  await sendNotice(
    deps,
    { email: user.email, mobile: user.mobileVerifiedAt ? user.mobileNo : null },
    passwordChangedNotice(deps),
    context.onSendError,
  );
};
