// Sessions (docs/product/accounts.md#sessions, docs/decisions/0004-sessions.md): a
// random id in an httpOnly, SameSite=Lax cookie (http/session.ts); only its SHA-256 is
// stored, so every process behind a load balancer shares sessions. Idle expiry 7 days,
// absolute 30 days.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../http/session.ts';
import type { Viewer } from '../../platform/viewer.ts';
import {
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  insertSession,
  touchSession,
} from './session-store.ts';

/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

export const createSession = async (
  db: Db,
  input: { userId: number; now: Date; userAgent?: string | undefined; ip?: string | undefined },
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
  });
  return id;
};

export const findSessionUser = async (db: Db, id: string, now: Date): Promise<Viewer | null> => {
  const idHash = hashId(id);
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_MS);
  const row = await findLiveSession(db, { idHash, now, idleCutoff });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, idHash, now);
  return row.user;
};

export const revokeSession = async (db: Db, id: string) => {
  await deleteSession(db, hashId(id));
};

export const revokeUserSessions = async (db: Db, userId: number) => {
  await deleteUserSessions(db, userId);
};
