// SQL for the audit of what admins do to accounts (docs/product/accounts.md#users-page):
// one row per action, written in the transaction that did it.
import { desc, eq } from 'drizzle-orm';
import type { AdminAction } from '../../../shared/enums.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { adminActions, type UserRow, users } from '../../db/schema.ts';

export const insertAdminAction = async (
  db: DbOrTx,
  row: { actorId: number | null; userId: number; action: AdminAction; note: string; now: Date },
) => {
  await db.insert(adminActions).values({
    actorId: row.actorId,
    userId: row.userId,
    action: row.action,
    note: row.note,
    createdAt: row.now,
  });
};

/** Locks every admin row, so two revokes at once cannot leave no admin. */
export const lockAdmins = async (tx: Tx) => {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
  return rows.length;
};

export const lockUserRow = async (tx: Tx, id: number): Promise<UserRow | null> => {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row ?? null;
};

/** Newest first, with the acting admin's name (null for the admin command). */
export const listAdminActions = (db: DbOrTx, userId: number) =>
  db
    .select({
      action: adminActions.action,
      actorName: users.fullName,
      actorId: adminActions.actorId,
      note: adminActions.note,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.actorId))
    .where(eq(adminActions.userId, userId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id));
