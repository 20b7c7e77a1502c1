// SQL for accounts: users and admins.
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema.ts';

export type NewUser = typeof users.$inferInsert;
export type ProfileChanges = Partial<Pick<UserRow, 'fullName' | 'email' | 'dob' | 'gender' | 'location'>>;

export const findUserById = async (db: DbOrTx, id: number): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
};

export const countUsers = async (db: DbOrTx): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
};

/** Inserts, or returns null when a proven email or mobile number is already taken. */
export const insertUser = async (db: DbOrTx, values: NewUser): Promise<UserRow | null> => {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
};

export const updateUser = async (
  db: DbOrTx,
  id: number,
  changes: ProfileChanges &
    Partial<Pick<UserRow, 'passwordHash' | 'isAdmin' | 'totpSecret' | 'totpEnabledAt' | 'totpLastStep'>>,
  now: Date,
): Promise<UserRow | null> => {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
};

export const findAdmins = async (db: DbOrTx) =>
  db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(users.id);
