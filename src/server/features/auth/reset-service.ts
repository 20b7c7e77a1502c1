// Password reset by an OTP sent to the account's email. Both steps answer the same
// whether or not the email has an account: the code is stored either way (it is
// only mailed to a real account), so even the reset step's answers match. The code
// proves the email; which account it resets: docs/decisions/0022-proven-contacts.md.
import type { z } from 'zod';
import type { ForgetPasswordBodySchema, ResetPasswordBodySchema } from '../../../shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { badInput } from '../../http/errors.ts';
import { revokeUserSessions } from '../../http/session.ts';
import { otpsSent } from '../../metrics.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listEmailHolders } from './claims-store.ts';
import { clearAccountFailures } from './login-throttle.ts';
import { passwordChangedNotice, sendNotice } from './notices.ts';
import { checkOtp, guardOtpSend, INCORRECT_OTP, issueOtp, requireOtpChannel } from './otp.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { proveEmail } from './proofs.ts';
import type { RequestContext } from './service.ts';
import { updateUser } from './store.ts';

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
  const user = await resettableAccount(db, target);
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
  deps.mailer
    .send({
      to: user.email,
      subject: `${code} is your Thikana password reset code`,
      text: [
        `Your Thikana password reset code is ${code}.`,
        'It expires in 10 minutes and works once.',
        'If you did not ask to reset your password, ignore this email: your password stays as it is.',
      ].join('\n\n'),
    })
    .catch(options.onSendError);
};

/**
 * The account that proved the email; else the newest one claiming it that has no proven
 * number (an account whose number someone proved may be another person's, and must not
 * be handed over by an email code alone).
 */
const resettableAccount = async (db: Db, email: string) => {
  const holders = await listEmailHolders(db, email);
  return holders.find((h) => h.emailVerifiedAt) ?? holders.find((h) => !h.mobileVerifiedAt) ?? null;
};

export const resetPassword = async (options: {
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'mailer' | 'whatsapp'>;
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
  const found = await resettableAccount(db, input.email);
  // Reachable only by guessing the code stored for an email with no account.
  if (!found) throw badInput('otp', INCORRECT_OTP);
  const user = found.emailVerifiedAt
    ? found
    : await proveEmail({ deps, user: found, email: input.email, onError: options.onSendError });
  await updateUser(db, user.id, { passwordHash: await hashPassword(input.new_password) }, now);
  // Whoever knew the old password is logged out everywhere.
  await revokeUserSessions(db, user.id);
  await clearAccountFailures(db, input.email);
  await sendNotice(
    deps,
    { email: input.email, mobile: user.mobileVerifiedAt ? user.mobileNo : null },
    passwordChangedNotice(deps),
    options.onSendError,
  );
};
