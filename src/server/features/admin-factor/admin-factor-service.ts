// The admin second factor (docs/decisions/0024-admin-second-factor.md): an admin enrols a
// TOTP app once, then gives a code in every new session; admin rights start only then.
// `npm run admin -- reset-2fa EMAIL` clears an enrolment (a lost phone).

import { AppError, badInput } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { enforceLimit } from '../../http/rate-limit.ts';
import { markSecondFactor, revokeUserSessions } from '../../http/session.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { acceptedSecrets } from '../../platform/secrets.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { listEmailHolders, updateUser } from '../accounts/index.ts';
import { claimTotpStep } from './store.ts';
import { matchTotp, newTotpSecret, otpauthUri, sealSecret, unsealSecret } from './totp.ts';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config'>;
type Options = { deps: Deps; viewer: Viewer | null; sessionId: string | null };

const WRONG_CODE = 'Incorrect code. Please enter the current code from your authenticator app.';

const requireAdminAccount = (viewer: Viewer | null) => {
  const user = requireUser(viewer);
  if (!user.isAdmin && !user.secondFactor) throw new AppError('FORBIDDEN', 'Only an admin can do this');
  return user;
};

export const getAdminFactor = (viewer: Viewer | null) => {
  const user = requireAdminAccount(viewer);
  return { enrolled: Boolean(user.totpEnabledAt), verified: user.isAdmin };
};

/** A new secret, shown once; it counts only after a code from it is confirmed. */
export const enrolAdminFactor = async ({ deps, viewer }: Omit<Options, 'sessionId'>) => {
  const user = requireAdminAccount(viewer);
  if (user.totpEnabledAt) {
    throw new AppError(
      'CONFLICT',
      'A second factor is already enrolled. Ask for it to be reset to enrol again.',
    );
  }
  const secret = newTotpSecret();
  const totpSecret = sealSecret(deps.config.appSecret, secret);
  await updateUser(deps.database.db, user.id, { totpSecret, totpLastStep: null }, deps.clock.now());
  return { secret, otpauth_uri: otpauthUri(secret, user.email ?? `admin-${user.id}`) };
};

/** Checks a code (at most 10 tries in 15 minutes per admin) and spends its time step. */
const acceptCode = async (deps: Deps, user: Viewer, code: string) => {
  const { db } = deps.database;
  const now = deps.clock.now();
  await enforceLimit(db, {
    key: `totp:${user.id}`,
    limit: 10,
    windowMs: 15 * 60_000,
    now,
    message: 'Too many codes tried. Please wait a few minutes.',
  });
  if (!user.totpSecret) throw badInput('code', 'Please enrol your authenticator app first');
  const opened = openSeal(deps, user.totpSecret);
  const step = opened ? matchTotp(opened.seed, code, now, user.totpLastStep) : null;
  if (step === null || !(await claimTotpStep(db, user.id, step))) throw badInput('code', WRONG_CODE);
  // Sealed with the secret being rotated out: sealed again with the new one, before its window closes.
  if (opened && opened.secret !== deps.config.appSecret)
    await updateUser(db, user.id, { totpSecret: sealSecret(deps.config.appSecret, opened.seed) }, now);
};

/** The authenticator seed, opened with the secret that sealed it (docs/decisions/0158-secrets-rotate-disks-fill.md). */
const openSeal = (deps: Deps, sealed: string) => {
  for (const secret of acceptedSecrets(deps.config, deps.clock.now())) {
    try {
      return { seed: unsealSecret(secret, sealed), secret };
    } catch {
      // Another secret sealed it: AES-GCM refuses the wrong key.
    }
  }
  return null;
};

export const confirmAdminFactor = async ({ deps, viewer, sessionId, code }: Options & { code: string }) => {
  const user = requireAdminAccount(viewer);
  if (user.totpEnabledAt) throw new AppError('CONFLICT', 'A second factor is already enrolled');
  await acceptCode(deps, user, code);
  const now = deps.clock.now();
  await updateUser(deps.database.db, user.id, { totpEnabledAt: now }, now);
  if (sessionId) await markSecondFactor(deps.database.db, sessionId, now);
};

export const verifyAdminFactor = async ({ deps, viewer, sessionId, code }: Options & { code: string }) => {
  const user = requireAdminAccount(viewer);
  if (!user.totpEnabledAt) throw badInput('code', 'Please enrol your authenticator app first');
  await acceptCode(deps, user, code);
  if (sessionId) await markSecondFactor(deps.database.db, sessionId, deps.clock.now());
};

/** `npm run admin -- reset-2fa EMAIL`: the admin enrols again at their next login. */
export const resetAdminFactor = async (options: {
  deps: Pick<AppDeps, 'database' | 'clock'> & Partial<Pick<AppDeps, 'live'>>;
  email: string;
}) => {
  const { db } = options.deps.database;
  const email = options.email.trim().toLowerCase();
  const user = (await listEmailHolders(db, email)).find((h) => h.isAdmin);
  if (!user) throw new AppError('NOT_FOUND', `No admin has the email ${email}`);
  await updateUser(
    db,
    user.id,
    { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
    options.deps.clock.now(),
  );
  await revokeUserSessions({ db, live: options.deps.live }, user.id);
};
