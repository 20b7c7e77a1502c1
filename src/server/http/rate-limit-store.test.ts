// Rate-limit counters in Redis (the local server at 127.0.0.1:6379): counted, read and
// reset like the database's, shared by two connections as by two processes, and used by
// the app's limits when a Redis connection is configured, under keys that name no contact
// (docs/decisions/0157-safe-by-default.md).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { queryRows } from '../db/client.ts';
import { redisRateLimitStore } from './rate-limit-store.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `thikana-test:${randomUUID()}`;
let one: Redis;
let two: Redis;

beforeAll(async () => {
  one = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  two = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  // Until a connection is ready the store counts in memory (adapters/redis.ts).
  await Promise.all([one.ping(), two.ping()]);
});
afterAll(async () => {
  const keys = await one.keys(`${prefix}*`);
  if (keys.length > 0) await one.del(...keys);
  await one.quit();
  await two.quit();
});

describe('the Redis rate-limit store', () => {
  it('counts one window across two connections, reads it without counting, and resets it', async () => {
    const a = redisRateLimitStore(one, prefix);
    const b = redisRateLimitStore(two, prefix);
    const now = new Date();
    expect(await a.read('otp:9800000001', now)).toBeNull();
    expect((await a.hit('otp:9800000001', 3_600_000, now)).count).toBe(1);
    expect((await b.hit('otp:9800000001', 3_600_000, now)).count).toBe(2);
    const hit = await a.hit('otp:9800000001', 3_600_000, now);
    expect(hit.count).toBe(3);
    expect(hit.resetAt.getTime() - now.getTime()).toBeGreaterThan(3_500_000);
    expect(hit.resetAt.getTime() - now.getTime()).toBeLessThanOrEqual(3_600_000);
    // A fresh store (another process) reads it, whatever window it was counted in.
    const fresh = redisRateLimitStore(two, prefix);
    expect((await fresh.read('otp:9800000001', now))?.count).toBe(3);
    await fresh.reset('otp:9800000001');
    expect(await a.read('otp:9800000001', now)).toBeNull();
  });

  it('counts several points in one hit, as a message counts its bytes', async () => {
    const a = redisRateLimitStore(one, prefix);
    const now = new Date();
    expect((await a.hit('msg-bytes-minute:1:2', 60_000, now, 1_900)).count).toBe(1_900);
    expect((await a.hit('msg-bytes-minute:1:2', 60_000, now, 100)).count).toBe(2_000);
  });
});

describe('the app with REDIS_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ deps: { redis: one } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps login failure counters in Redis, not in the database, and still refuses an account guessed from many addresses', async () => {
    const email = `redis-${randomUUID().slice(0, 8)}@example.in`;
    const login = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password: 'wrong-password-1' },
        remoteAddress: ip,
      });
    // One failure from each of 50 addresses stays within every free try and delay; the
    // account-wide brake (docs/product/accounts.md#login-throttling) then refuses the next.
    for (let i = 0; i < 50; i += 1) expect((await login(`10.9.1.${i}`)).statusCode).toBe(401);
    expect((await login('10.9.2.1')).statusCode).toBe(429);
    const rows = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from rate_counters where key like ${`%${email}%`}`,
    );
    expect(rows[0]!.n).toBe(0);
    const rl = `${t.deps.config.redisPrefix}rl`;
    const keys = await one.keys(`${rl}:*`);
    const counts = await Promise.all(
      keys.filter((k) => k.startsWith(`${rl}:login-fail:`)).map((k) => one.get(k)),
    );
    expect(counts).toContain('50');
    if (keys.length > 0) await one.del(...keys);
  });

  it('names no email, phone number or address in any Redis key: each is a keyed hash', async () => {
    const email = `hashed-${randomUUID().slice(0, 8)}@example.in`;
    for (let i = 0; i < 3; i += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password: 'wrong-password-1' },
        remoteAddress: '10.9.3.7',
      });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/login/otp',
      payload: { mobile_no: '9876501234' },
      remoteAddress: '10.9.3.7',
    });
    const rl = `${t.deps.config.redisPrefix}rl`;
    const keys = await one.keys(`${rl}:*`);
    expect(keys.some((k) => k.startsWith(`${rl}:login-fail:`))).toBe(true);
    for (const key of keys) {
      expect(key).not.toContain(email);
      expect(key).not.toContain('example.in');
      expect(key).not.toMatch(/9876501234|10\.9\.3\.7/);
    }
    if (keys.length > 0) await one.del(...keys);
  });
});
