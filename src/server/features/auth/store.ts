// SQL for accounts: users, one-time codes and the counters behind login throttling.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { otpChallenges, type UserRow, users } from '../../db/schema.ts';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ProfileChanges = Partial<Pick<UserRow, 'fullName' | 'email' | 'dob' | 'gender' | 'location'>>;

export const findUserById = async (db: DbOrTx, id: number): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
};

/** `email` is already lower-cased; the unique index is on lower(email). */
export const findUserByEmail = async (db: DbOrTx, email: string): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  return row ?? null;
};

export const findUserByMobile = async (db: DbOrTx, mobile: string): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.mobileNo, mobile)).limit(1);
  return row ?? null;
};

/** Inserts, or returns null when the email or mobile number is already taken. */
export const insertUser = async (db: DbOrTx, values: NewUser): Promise<UserRow | null> => {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
};

export const updateUser = async (
  db: DbOrTx,
  id: number,
  changes: ProfileChanges & Partial<Pick<UserRow, 'passwordHash' | 'isAdmin'>>,
  now: Date,
): Promise<UserRow | null> => {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
};

export const setAdminByEmail = async (db: DbOrTx, email: string, isAdmin: boolean, now: Date) => {
  const [row] = await db
    .update(users)
    .set({ isAdmin, updatedAt: now })
    .where(sql`lower(${users.email}) = ${email}`)
    .returning();
  return row ?? null;
};

export const findAdmins = async (db: DbOrTx) =>
  db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(users.id);

// ---------------------------------------------------------------- one-time codes

export const insertOtpChallenge = async (
  db: DbOrTx,
  values: Pick<
    OtpChallengeRow,
    'channel' | 'purpose' | 'target' | 'codeHash' | 'expiresAt' | 'ip' | 'createdAt'
  >,
) => {
  const [row] = await db.insert(otpChallenges).values(values).returning();
  return row!;
};

/** A newer code replaces the older ones: only the last one sent can be used. */
export const retireOtpChallenges = async (db: DbOrTx, target: string, purpose: string, now: Date) => {
  await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpChallenges.target, target),
        eq(otpChallenges.purpose, purpose),
        isNull(otpChallenges.consumedAt),
      ),
    );
};

export const findLatestOtpChallenge = async (
  db: DbOrTx,
  target: string,
  purpose: string,
): Promise<OtpChallengeRow | null> => {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.target, target),
        eq(otpChallenges.purpose, purpose),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
    .limit(1);
  return row ?? null;
};

/**
 * Counts one try, atomically, while the code is live and has tries left; null means
 * it is used up, burnt or expired. Parallel guesses cannot exceed the limit.
 */
export const claimOtpAttempt = async (db: DbOrTx, id: number, maxAttempts: number, now: Date) => {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, id),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.attempts, maxAttempts),
        gt(otpChallenges.expiresAt, now),
      ),
    )
    .returning({ attempts: otpChallenges.attempts, codeHash: otpChallenges.codeHash });
  return row ?? null;
};

/** Marks a code used (or burnt). Returns false when another request got there first. */
export const consumeOtpChallenge = async (db: DbOrTx, id: number, now: Date) => {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length > 0;
};

export const deleteOtpChallenges = async (db: DbOrTx, target: string) => {
  await db.delete(otpChallenges).where(eq(otpChallenges.target, target));
};

// ---------------------------------------------------------------- counters

/** A live counter with the moment its window ends, or null. */
