// Sessions (docs/product/accounts.md#sessions, docs/decisions/0004-sessions.md): a random id in an httpOnly,
// SameSite=Lax cookie; only its SHA-256 is stored, so every process behind a load
// balancer shares sessions. Idle expiry 7 days, absolute 30 days. An admin account's
// session is shorter (30 minutes idle, 12 hours in all) and carries admin rights only
// once the admin gave their TOTP code in it (docs/decisions/0024-admin-second-factor.md).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Viewer } from '../platform/viewer.ts';
import type { Live } from '../realtime/live.ts';
import { isDiskFull } from './disk-full.ts';
import {
  deleteAllSessions,
  deleteEndedSessions,
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  findSessionsAmong,
  insertSession,
  updateSession,
} from './session-store.ts';

export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
export const ADMIN_SESSION_IDLE_MS = 30 * 60 * 1000;
export const ADMIN_SESSION_ABSOLUTE_MS = 12 * 3600 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;
const ADMIN_TOUCH_EVERY_MS = 60 * 1000;

export const sessionCookieName = (config: Pick<Config, 'cookieSecure'>) =>
  config.cookieSecure ? '__Host-thikana_session' : 'thikana_session';

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

/** How the database and the live channel name a session: the SHA-256 of its id. */
export const sessionIdHash = hashId;

/**
 * What a revocation needs: the database, and the live channel, which ends the session's open
 * streams on every process (docs/decisions/0130-a-stream-lives-no-longer-than-its-session.md).
 * A command run outside the server has no live channel: the streams end at their recheck.
 */
export type Revoker = { db: Db; live?: Pick<Live, 'endSessions'> | undefined };

/**
 * A revocation stands even when the fan-out is away (Redis down): the streams' own recheck
 * ends them within a minute.
 */
export const endSessionStreams = async (live: Revoker['live'], ended: Parameters<Live['endSessions']>[0]) => {
  await live?.endSessions(ended).catch(() => undefined);
};

export const createSession = async (
  db: Db,
  input: {
    userId: number;
    now: Date;
    userAgent?: string | undefined;
    ip?: string | undefined;
    secondFactorAt?: Date;
  },
) => {
  const id = randomBytes(32).toString('base64url');
  await insertSession(db, {
    idHash: hashId(id),
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: input.userAgent?.slice(0, 300),
    ip: input.ip,
    secondFactorAt: input.secondFactorAt ?? null,
  });
  return id;
};

export const findSessionUser = async (db: Db, id: string, now: Date): Promise<Viewer | null> => {
  const idHash = hashId(id);
  const row = await findLiveSession(db, idHash, now, new Date(now.getTime() - SESSION_IDLE_MS));
  if (!row) return null;
  const { user } = row;
  const age = (d: Date) => now.getTime() - d.getTime();
  if (
    user.isAdmin &&
    (age(row.lastSeenAt) > ADMIN_SESSION_IDLE_MS || age(row.createdAt) > ADMIN_SESSION_ABSOLUTE_MS)
  ) {
    await deleteSession(db, idHash);
    return null;
  }
  if (age(row.lastSeenAt) > (user.isAdmin ? ADMIN_TOUCH_EVERY_MS : TOUCH_EVERY_MS)) {
    // On a full disk a reader is still served: the touch waits for space (http/disk-full.ts).
    await updateSession(db, idHash, { lastSeenAt: now }).catch((error: unknown) => {
      if (!isDiskFull(error)) throw error;
    });
  }
  const hasSecondFactor =
    user.totpEnabledAt !== null &&
    row.secondFactorAt !== null &&
    age(row.secondFactorAt) <= ADMIN_SESSION_ABSOLUTE_MS;
  if (user.isAdmin && !hasSecondFactor) {
    return { ...user, isAdmin: false, secondFactor: user.totpEnabledAt ? 'verify' : 'enrol' };
  }
  return user;
};

/** The admin gave their second factor in this session. */
export const markSecondFactor = async (db: Db, id: string, now: Date) => {
  await updateSession(db, hashId(id), { secondFactorAt: now, lastSeenAt: now });
};

/** Every session of the user but the one given (after a password change). */
export const revokeOtherSessions = async ({ db, live }: Revoker, userId: number, keepId: string | null) => {
  const keepHash = keepId ? hashId(keepId) : null;
  await deleteUserSessions(db, userId, keepHash);
  await endSessionStreams(live, { userId, ...(keepHash ? { exceptIdHash: keepHash } : {}) });
};

export const revokeSession = async ({ db, live }: Revoker, id: string) => {
  const idHash = hashId(id);
  const userId = await deleteSession(db, idHash);
  if (userId !== null) await endSessionStreams(live, { userId, idHash });
};

export const revokeUserSessions = async ({ db, live }: Revoker, userId: number) => {
  await deleteUserSessions(db, userId);
  await endSessionStreams(live, { userId });
};

/** Ends every session of every account, and their open channels; returns how many accounts. */
export const revokeAllSessions = async ({ db, live }: Revoker) => {
  const userIds = await deleteAllSessions(db);
  for (const userId of userIds) await endSessionStreams(live, { userId });
  return userIds.length;
};

/**
 * Of the sessions named (by hash), those still live, as findSessionUser would judge them: one
 * statement for every open stream of the process, rechecked on a timer (expiry, and any
 * revocation whose event was missed).
 */
export const liveSessionsAmong = async (db: Db, idHashes: string[], now: Date) => {
  const rows = await findSessionsAmong(db, idHashes, now, new Date(now.getTime() - SESSION_IDLE_MS));
  const age = (d: Date) => now.getTime() - d.getTime();
  return new Set(
    rows
      .filter(
        (row) =>
          !row.isAdmin ||
          (age(row.lastSeenAt) <= ADMIN_SESSION_IDLE_MS && age(row.createdAt) <= ADMIN_SESSION_ABSOLUTE_MS),
      )
      .map((row) => row.idHash),
  );
};

/** Deletes sessions past their absolute or idle lifetime; returns how many (a scheduled job). */
export const purgeExpiredSessions = (db: Db, now: Date) =>
  deleteEndedSessions(db, now, new Date(now.getTime() - SESSION_IDLE_MS));

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

/** The request carries a session cookie, valid or not (one that is not is cleared). */
export const hasSessionCookie = (request: FastifyRequest, config: Config) =>
  request.cookies[sessionCookieName(config)] !== undefined;

/** What createSession makes: 32 random bytes in base64url. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The session id the request's cookie carries, or null. A value that cannot be one of ours is no
 * session: a made-up cookie is a visitor's request, served from the kept public answers and never
 * a lookup (docs/decisions/0138-a-cookie-is-not-a-session.md).
 */
export const readSessionId = (request: FastifyRequest, config: Config) => {
  const id = request.cookies[sessionCookieName(config)];
  return id && SESSION_ID.test(id) ? id : null;
};
