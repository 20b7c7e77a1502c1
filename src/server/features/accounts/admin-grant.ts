// Granting and revoking admin rights, one use case for `npm run admin -- grant|revoke
// EMAIL` and for the users page (docs/decisions/0062-admins-grant-admins.md). Each is
// one transaction that also writes the audit row (docs/product/accounts.md#users-page).
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { revokeUserSessions } from '../../http/session.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { insertAdminAction, lockAdmins, lockUserRow } from './admin-actions-store.ts';
import { listEmailHolders } from './claims-store.ts';
import { toPublicUser } from './public-user.ts';
import { findAdmins, updateUser } from './store.ts';

/** The account a command names by email: the one that proved it, else the newest claim on it. */
const idByEmail = async (db: Db, raw: string) => {
  const email = raw.trim().toLowerCase();
  const holder = (await listEmailHolders(db, email))[0];
  if (!holder) throw new AppError('NOT_FOUND', `No account has the email ${email}`);
  return holder.id;
};

/**
 * Makes an account an admin or a plain user again. The actor is the admin who acts on
 * the users page, or null for the command. No one revokes themselves, and the last
 * admin stays. A revoke ends the account's sessions and clears its authenticator, so
 * a later grant starts with enrolling a second factor again
 * (docs/decisions/0024-admin-second-factor.md); a new admin has no admin rights until
 * they enrol and give a code.
 */
export const setAdmin = async (options: {
  deps: Pick<AppDeps, 'database' | 'clock'> & Partial<Pick<AppDeps, 'live'>>;
  target: { email: string } | { userId: number };
  isAdmin: boolean;
  actorId?: number | null;
  note?: string;
}) => {
  const { db } = options.deps.database;
  const now = options.deps.clock.now();
  const actorId = options.actorId ?? null;
  const userId =
    'email' in options.target ? await idByEmail(db, options.target.email) : options.target.userId;
  const user = await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = await lockUserRow(tx, userId);
    if (!target) throw new AppError('NOT_FOUND', 'User not found');
    if (options.isAdmin) {
      if (target.isAdmin) throw new AppError('CONFLICT', 'This user is already an admin');
      if (target.suspendedAt) throw new AppError('CONFLICT', 'Restore this user before making them an admin');
    } else {
      if (!target.isAdmin) throw new AppError('CONFLICT', 'This user is not an admin');
      if (target.id === actorId) throw new AppError('FORBIDDEN', 'You cannot revoke your own admin rights');
      if (admins <= 1) throw new AppError('CONFLICT', 'The last admin cannot be revoked');
    }
    const changed = await updateUser(
      tx,
      target.id,
      options.isAdmin
        ? { isAdmin: true }
        : { isAdmin: false, totpSecret: null, totpEnabledAt: null, totpLastStep: null },
      now,
    );
    if (!options.isAdmin) await revokeUserSessions({ db: tx, live: options.deps.live }, target.id);
    await insertAdminAction(tx, {
      actorId,
      userId: target.id,
      action: options.isAdmin ? 'admin_granted' : 'admin_revoked',
      note: options.note ?? (actorId === null ? 'npm run admin' : ''),
      now,
    });
    return changed!;
  });
  return toPublicUser(user);
};

/** Every admin, for `npm run admin -- list`. */
export const listAdmins = async (options: { deps: Pick<AppDeps, 'database'> }) =>
  findAdmins(options.deps.database.db);
