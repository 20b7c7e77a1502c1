// SQL for sessions. Only the SHA-256 of a session id is stored (sessions.ts).
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

export const insertSession = async (db: DbOrTx, values: typeof sessions.$inferInsert) => {
  await db.insert(sessions).values(values);
};

/** The session's user and when it was last seen, if it is neither expired nor idle past `idleCutoff`. */
export const findLiveSession = async (db: DbOrTx, input: { idHash: string; now: Date; idleCutoff: Date }) => {
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, input.idHash),
        gt(sessions.expiresAt, input.now),
        gt(sessions.lastSeenAt, input.idleCutoff),
      ),
    )
    .limit(1);
  return row ?? null;
};

export const touchSession = async (db: DbOrTx, idHash: string, now: Date) => {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
};

export const deleteSession = async (db: DbOrTx, idHash: string) => {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
};

export const deleteUserSessions = async (db: DbOrTx, userId: number) => {
  await db.delete(sessions).where(eq(sessions.userId, userId));
};
