// Where rate-limit counters live: fixed windows in the rate_counters table by default,
// shared by every process on the database; Redis (rate-limiter-flexible over ioredis)
// when REDIS_URL is set, which keeps these hot writes off PostgreSQL at scale, and this
// process's memory while Redis is away.

import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { throughRedis } from '../adapters/redis.ts';
import { type Db, queryRows } from '../db/client.ts';

export type Hit = { count: number; resetAt: Date };

export type RateLimitStore = {
  kind: 'database' | 'redis';
  /** Counts one hit (or `points`, e.g. a message's bytes) against `key`; returns the window's count so far. */
  hit: (key: string, windowMs: number, now: Date, points?: number) => Promise<Hit>;
  /** The open window of `key`, without counting; null when none is open. */
  read: (key: string, now: Date) => Promise<Hit | null>;
  reset: (key: string) => Promise<void>;
};

export const databaseRateLimitStore = (db: Db): RateLimitStore => ({
  kind: 'database',
  hit: async (key, windowMs, now, points = 1) => {
    const resetAt = new Date(now.getTime() + windowMs);
    const rows = await queryRows<{ count: number; reset_at: string | Date }>(
      db,
      sql`
      insert into rate_counters (key, count, reset_at) values (${key}, ${points}::integer, ${resetAt.toISOString()})
      on conflict (key) do update set
        count = case when rate_counters.reset_at <= ${now.toISOString()} then ${points}::integer else rate_counters.count + ${points}::integer end,
        reset_at = case when rate_counters.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_counters.reset_at end
      returning count, reset_at`,
    );
    const row = rows[0]!;
    return { count: Number(row.count), resetAt: new Date(row.reset_at) };
  },
  read: async (key, now) => {
    const rows = await queryRows<{ count: number; reset_at: string | Date }>(
      db,
      sql`select count, reset_at from rate_counters where key = ${key} and reset_at > ${now.toISOString()}`,
    );
    const row = rows[0];
    return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null;
  },
  reset: async (key) => {
    await db.execute(sql`delete from rate_counters where key = ${key}`);
  },
});

/** Never refuses by itself: the callers compare the count with their own limits. */
const UNLIMITED = 2 ** 31 - 1;

/**
 * Counters in Redis under `keyPrefix` (the deployment's, config.redisPrefix). Windows follow
 * Redis's own clock (the key expires when its window closes). While Redis is away each
 * process counts in memory until it is back, at once and without waiting on Redis, so
 * limits loosen to per-process instead of failing or slowing every request
 * (docs/decisions/0131-redis-can-be-away.md).
 */
export const redisRateLimitStore = (
  redis: Redis,
  keyPrefix: string,
  keySecret = 'thikana-rate-limits',
): RateLimitStore => {
  const store = redisCounters(redis, keyPrefix);
  const named = hashedKey(keySecret);
  return {
    kind: 'redis',
    hit: (key, windowMs, now, points) => store.hit(named(key), windowMs, now, points),
    read: (key, now) => store.read(named(key), now),
    reset: (key) => store.reset(named(key)),
  };
};

/**
 * A key as Redis holds it: the limit's name, then a keyed hash of the whole key, so no email,
 * phone number or address is readable there (docs/decisions/0157-safe-by-default.md).
 */
const hashedKey = (secret: string) => {
  const hmacKey = createHmac('sha256', secret).update('rate-limit-keys').digest();
  return (key: string) => {
    const name = key.split(':', 1)[0];
    return `${name}:${createHmac('sha256', hmacKey).update(key).digest('base64url').slice(0, 32)}`;
  };
};

const redisCounters = (redis: Redis, keyPrefix: string): RateLimitStore => {
  // One limiter per window length; all share one key space, so any of them reads or
  // deletes a key whatever window it was counted in (its expiry is the window's end).
  const limiters = new Map<number, RateLimiterRedis>();
  const limiterFor = (windowMs: number) => {
    const duration = Math.max(1, Math.ceil(windowMs / 1000));
    let limiter = limiters.get(duration);
    if (!limiter) {
      limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix, points: UNLIMITED, duration });
      limiters.set(duration, limiter);
    }
    return limiter;
  };
  const memory = memoryCounters();
  return {
    kind: 'redis',
    hit: (key, windowMs, now, points = 1) =>
      throughRedis(
        'rate_limits',
        redis,
        async () => {
          const res = await limiterFor(windowMs).consume(key, points);
          return { count: res.consumedPoints, resetAt: new Date(now.getTime() + res.msBeforeNext) };
        },
        () => memory.hit(key, windowMs, now, points),
      ),
    read: (key, now) =>
      throughRedis(
        'rate_limits',
        redis,
        async () => {
          const res = await limiterFor(1000).get(key);
          return res && res.consumedPoints > 0
            ? { count: res.consumedPoints, resetAt: new Date(now.getTime() + Math.max(0, res.msBeforeNext)) }
            : null;
        },
        () => memory.read(key, now),
      ),
    reset: (key) =>
      throughRedis(
        'rate_limits',
        redis,
        async () => {
          await limiterFor(1000).delete(key);
          memory.reset(key);
        },
        () => memory.reset(key),
      ),
  };
};

/** This process's own counters, for while Redis is away; closed windows are dropped as it grows. */
const memoryCounters = () => {
  const counters = new Map<string, Hit>();
  return {
    hit(key: string, windowMs: number, now: Date, points: number): Hit {
      const open = counters.get(key);
      const hit =
        open && open.resetAt > now
          ? { count: open.count + points, resetAt: open.resetAt }
          : { count: points, resetAt: new Date(now.getTime() + windowMs) };
      if (!open && counters.size >= 10_000) {
        for (const [k, h] of counters) if (h.resetAt <= now) counters.delete(k);
      }
      counters.set(key, hit);
      return hit;
    },
    read(key: string, now: Date): Hit | null {
      const open = counters.get(key);
      return open && open.resetAt > now ? open : null;
    },
    reset(key: string) {
      counters.delete(key);
    },
  };
};
