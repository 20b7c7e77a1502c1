// Proving an account while choosing it (docs/decisions/0091-a-claimed-contact-is-a-choice.md):
// its password, or a code sent to its email. Each guess counts like a password login on
// that account (docs/decisions/0023-login-throttle.md), by its email and the address.
import type { UserRow } from '../../db/schema.ts';
import { AppError, badInput } from '../../http/errors.ts';
import type { RequestContext } from '../../http/request-context.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { checkOtp } from '../codes/index.ts';
import {
  assertLoginAllowed,
  clearLoginFailures,
  type LoginAttempt,
  recordLoginFailure,
  verifyPassword,
} from '../passwords/index.ts';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config'>;

export const NO_EMAIL = 'That account has no email. Please use its password.';
const PASSWORD_NEEDED = "Please enter that account's password";
const WRONG_PASSWORD = 'Incorrect password';

/** A guess at an account's password or email code counts like a password login on it (decision 0023). */
const attemptOn = (user: UserRow, context: RequestContext): LoginAttempt => ({
  email: user.email?.toLowerCase() ?? `account-${user.id}`,
  ip: context.ip,
  deviceId: context.device?.userId === user.id ? context.device.deviceId : null,
});

const throttled = async (deps: Deps, attempt: LoginAttempt, check: () => Promise<void>) => {
  const { db } = deps.database;
  const now = deps.clock.now();
  await assertLoginAllowed(db, attempt, now);
  try {
    await check();
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_INPUT') await recordLoginFailure(db, attempt, now);
    throw error;
  }
  await clearLoginFailures(db, attempt);
};

export const checkAccountPassword = (
  deps: Deps,
  user: UserRow,
  password: string | undefined,
  context: RequestContext,
) => {
  if (!password) throw badInput('password', PASSWORD_NEEDED);
  return throttled(deps, attemptOn(user, context), async () => {
    if (!(await verifyPassword(user.passwordHash, password))) throw badInput('password', WRONG_PASSWORD);
  });
};

export const checkAccountEmailCode = (deps: Deps, user: UserRow, otp: string, context: RequestContext) => {
  if (!user.email) throw badInput('otp', NO_EMAIL);
  const target = user.email.toLowerCase();
  return throttled(deps, attemptOn(user, context), () =>
    checkOtp({
      db: deps.database.db,
      secret: deps.config.appSecret,
      purpose: 'join',
      target,
      code: otp,
      now: deps.clock.now(),
    }),
  );
};
