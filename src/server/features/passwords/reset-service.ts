// Password reset by an OTP sent to the account's email. Both steps answer the same
// whether or not the email has an account: the code is stored either way (it is
// only mailed to a real account), so even the reset step's answers match. The code
// proves the email; which account it resets: docs/decisions/0022-proven-contacts.md,
// and when several accounts claim it the person chooses
// (docs/decisions/0091-a-claimed-contact-is-a-choice.md).
import type { z } from 'zod';
import type { ForgetPasswordBodySchema, ResetPasswordBodySchema } from '../../../shared/schemas/auth.ts';
import type { UserRow } from '../../db/schema.ts';
import { badInput } from '../../http/errors.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { revokeUserSessions } from '../../http/session.ts';
import { otpsSent } from '../../metrics.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import {
  findProvenEmailHolder,
  listEmailClaimants,
  listEmailHolders,
  updateUser,
} from '../accounts/index.ts';
import {
  checkOtp,
  codeMail,
  guardOtpSend,
  INCORRECT_OTP,
  issueOtp,
  requireOtpChannel,
} from '../codes/index.ts';
import { offerChoice, passwordChangedNotice, proveEmail, sendNotice } from '../contact-proofs/index.ts';
import { clearAccountFailures } from './login-throttle.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';

export const RESET_OTP_SENT = 'If an account exists for this email, we have sent an OTP to it.';

export const requestPasswordReset = async (options: {
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'mailer'>;
  input: z.output<typeof ForgetPasswordBodySchema>;
  context: RequestContext;
  /** Mail is sent after the answer, so its duration cannot reveal that the account exists. */
  onSendError: (error: unknown) => void;
}) => {
  const { deps, input, context } = options;
  const { db } = deps.database;
  const now = deps.clock.now();
  const target = input.email;
  requireOtpChannel(deps.mailer, deps.config, 'email');
  await guardOtpSend({ db, purpose: 'reset', target, ip: context.ip, now, config: deps.config });
  // Any account holding the email gets the code: several claims end in a choice.
  const [user] = await listEmailHolders(db, target);
  const { code } = await issueOtp({
    db,
    secret: deps.config.appSecret,
    channel: 'email',
    purpose: 'reset',
    target,
    ip: context.ip,
    now,
  });
  if (!user?.email) return;
  otpsSent.inc({ channel: 'email' });
  const mail = codeMail({
    to: user.email,
    code,
    what: 'password reset code',
    ifNotYou: 'If you did not ask to reset your password, ignore this email: your password stays as it is.',
  });
  deps.mailer.send(mail).catch(options.onSendError);
};

type ResetDeps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'mailer' | 'whatsapp' | 'live'>;

export const resetPassword = async (options: {
  deps: ResetDeps;
  input: z.output<typeof ResetPasswordBodySchema>;
  onSendError?: (error: unknown) => void;
}) => {
  const { deps, input } = options;
  const { db } = deps.database;
  const now = deps.clock.now();
  if (input.new_password !== input.confirm_password) {
    throw badInput('confirm_password', "Password doesn't match");
  }
  assertAcceptablePassword('new_password', input.new_password, [input.email.split('@')[0]]);
  await checkOtp({
    db,
    secret: deps.config.appSecret,
    purpose: 'reset',
    target: input.email,
    code: input.otp,
    now,
  });
  const passwordHash = await hashPassword(input.new_password);
  const reset = (user: UserRow) =>
    finishReset({ deps, user, email: input.email, passwordHash, onSendError: options.onSendError });
  const holder = await findProvenEmailHolder(db, input.email);
  if (holder) return reset(holder);
  const claimants = await listEmailClaimants(db, input.email);
  // Reachable only by guessing the code stored for an email with no account.
  if (claimants.length === 0) throw badInput('otp', INCORRECT_OTP);
  // One claim whose number nobody proved: the email code is enough, as always.
  if (claimants.length === 1 && !claimants[0]!.mobileVerifiedAt) return reset(claimants[0]!);
  return offerChoice({ db, now, purpose: 'reset', contact: input.email, accounts: claimants, passwordHash });
};

/**
 * The reset of the account chosen (or the only one): its email is proven, the new
 * password set, whoever knew the old one logged out everywhere, and the owner told.
 */
export const finishReset = async (options: {
  deps: ResetDeps;
  user: UserRow;
  email: string;
  passwordHash: string;
  onSendError?: ((error: unknown) => void) | undefined;
}) => {
  const { deps, email } = options;
  const { db } = deps.database;
  const user = options.user.emailVerifiedAt
    ? options.user
    : await proveEmail({ deps, user: options.user, email, onError: options.onSendError });
  await updateUser(db, user.id, { passwordHash: options.passwordHash }, deps.clock.now());
  await revokeUserSessions({ db, live: deps.live }, user.id);
  await clearAccountFailures(db, email);
  await sendNotice(
    deps,
    { email, mobile: user.mobileVerifiedAt ? user.mobileNo : null },
    passwordChangedNotice(deps),
    options.onSendError,
  );
  return null;
};
