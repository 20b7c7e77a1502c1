// SQL for accounts: users, one-time codes and admins' second factor.
import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { otpChallenges, type UserRow, users } from '../../db/schema.ts';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
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

// ---------------------------------------------------------------- second factor

/** Records a TOTP step as used, only if it is newer than the last one: a code works once. */
export const claimTotpStep = async (db: DbOrTx, id: number, step: number) => {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
};
