// SQL for one-time codes: a code's challenge row, its tries and its use.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { otpChallenges } from '../../db/schema.ts';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;

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
