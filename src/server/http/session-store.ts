// The SQL of sessions (docs/architecture.md "Layers"): rows in, rows out. What a
// session may do and when it ends is decided in session.ts.
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

export const insertSession = async (db: Db, values: typeof sessions.$inferInsert) => {
  await db.insert(sessions).values(values);
};

/** The session and its user, if it has not passed its absolute expiry or the idle cutoff. */
export const findLiveSession = async (db: Db, idHash: string, now: Date, idleCutoff: Date) => {
  const [row] = await db
    .select({
      user: users,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
      secondFactorAt: sessions.secondFactorAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleCutoff)))
    .limit(1);
  return row ?? null;
};

export const updateSession = async (
  db: Db,
  idHash: string,
  values: Partial<Pick<typeof sessions.$inferInsert, 'lastSeenAt' | 'secondFactorAt'>>,
) => {
  await db.update(sessions).set(values).where(eq(sessions.idHash, idHash));
};

export const deleteSession = async (db: Db, idHash: string) => {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
};

/** Every session of the user, or every one but `keepHash`. */
export const deleteUserSessions = async (db: Db, userId: number, keepHash: string | null = null) => {
  await db
    .delete(sessions)
    .where(
      keepHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepHash))
        : eq(sessions.userId, userId),
    );
};

/** Deletes sessions past `now` or last seen before `idleCutoff`; returns how many. */
export const deleteEndedSessions = async (db: Db, now: Date, idleCutoff: Date) => {
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
};
