// Sessions (docs/product/accounts.md#sessions, docs/decisions/0004-sessions.md): a random id in an httpOnly,
// SameSite=Lax cookie; only its SHA-256 is stored, so every process behind a load
// balancer shares sessions. Idle expiry 7 days, absolute 30 days.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sessions, type UserRow, users } from '../db/schema.ts';

export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;

export const sessionCookieName = (config: Pick<Config, 'cookieSecure'>) =>
  config.cookieSecure ? '__Host-thikana_session' : 'thikana_session';

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

/** The logged-in user as the rest of the server sees it. */
export type Viewer = UserRow;

export const createSession = async (
  db: Db,
  input: { userId: number; now: Date; userAgent?: string | undefined; ip?: string | undefined },
) => {
  const id = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: hashId(id),
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: input.userAgent?.slice(0, 300),
    ip: input.ip,
  });
  return id;
};

export const findSessionUser = async (db: Db, id: string, now: Date): Promise<Viewer | null> => {
  const idHash = hashId(id);
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_MS);
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleCutoff)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return row.user;
};

export const revokeSession = async (db: Db, id: string) => {
  await db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
};

export const revokeUserSessions = async (db: Db, userId: number) => {
  await db.delete(sessions).where(eq(sessions.userId, userId));
};

/** Deletes sessions past their absolute or idle lifetime; returns how many (a scheduled job). */
export const purgeExpiredSessions = async (db: Db, now: Date) => {
  const deleted = await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
    )
    .returning({ idHash: sessions.idHash });
  return deleted.length;
};

export const setSessionCookie = (reply: FastifyReply, config: Config, id: string) => {
  reply.setCookie(sessionCookieName(config), id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
};

export const clearSessionCookie = (reply: FastifyReply, config: Config) => {
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
  });
};

export const readSessionId = (request: FastifyRequest, config: Config) =>
  request.cookies[sessionCookieName(config)] ?? null;
