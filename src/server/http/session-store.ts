// The SQL of sessions (docs/architecture.md "Layers"): rows in, rows out. What a
// session may do and when it ends is decided in session.ts.
import { and, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
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

/** Deletes the session; returns whose it was, or null when there was none. */
export const deleteSession = async (db: Db, idHash: string) => {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.idHash, idHash))
    .returning({ userId: sessions.userId });
  return row?.userId ?? null;
};

/** Of the sessions named, those not past their absolute expiry nor the idle cutoff. */
export const findSessionsAmong = async (db: Db, idHashes: string[], now: Date, idleCutoff: Date) => {
  if (idHashes.length === 0) return [];
  return db
    .select({
      idHash: sessions.idHash,
      isAdmin: users.isAdmin,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.idHash, idHashes),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    );
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

/** Deletes every session; returns whose they were, each user once. */
export const deleteAllSessions = async (db: Db) => {
  const rows = await db.delete(sessions).returning({ userId: sessions.userId });
  return [...new Set(rows.map((row) => row.userId))];
};

/** Deletes sessions past `now` or last seen before `idleCutoff`; returns how many. */
export const deleteEndedSessions = async (db: Db, now: Date, idleCutoff: Date) => {
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
};
