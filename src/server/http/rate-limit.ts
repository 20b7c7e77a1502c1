// Fixed-window rate limits shared by every server process (docs/product/api.md#rate-limits):
// counters in the database, or in Redis when REDIS_URL is set (http/rate-limit-store.ts).
// Callers name the database they act on; buildApp binds a Redis store to it when one is
// configured, so no rule needs to know where counts live.
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import { databaseRateLimitStore, type Hit, type RateLimitStore } from './rate-limit-store.ts';

export type { Hit };

const bound = new WeakMap<Db, RateLimitStore>();

/** Counts for `db`'s rate limits go to `store` (buildApp, when REDIS_URL is set). */
export const bindRateLimitStore = (db: Db, store: RateLimitStore) => {
  bound.set(db, store);
};

const storeOf = (db: Db) => {
  let store = bound.get(db);
  if (!store) {
    store = databaseRateLimitStore(db);
    bound.set(db, store);
  }
  return store;
};

/** Counts one hit (or `points` of them) against `key` and returns the window's count so far. */
export const hitCounter = (db: Db, key: string, windowMs: number, now: Date, points = 1): Promise<Hit> =>
  storeOf(db).hit(key, windowMs, now, points);

/** The open window of `key` (count and end) without counting, or null. */
export const readCounter = (db: Db, key: string, now: Date) => storeOf(db).read(key, now);

export const resetCounter = (db: Db, key: string) => storeOf(db).reset(key);

/** Counts a hit and throws 429 with Retry-After once `limit` is passed. */
export const enforceLimit = async (
  db: Db,
  input: { key: string; limit: number; windowMs: number; now: Date; message: string },
) => {
  const hit = await hitCounter(db, input.key, input.windowMs, input.now);
  if (hit.count > input.limit) {
    const retryAfter = Math.max(1, Math.ceil((hit.resetAt.getTime() - input.now.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', input.message, { headers: { 'retry-after': String(retryAfter) } });
  }
  return hit;
};
