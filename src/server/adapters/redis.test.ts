// A connection to a Redis that is away (a port where nothing listens): nothing waits on it
// (docs/decisions/0131-redis-can-be-away.md). The live channel starts and delivers in this
// process, the rate-limit store counts in memory, each at once, and /metrics says which.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { redisRateLimitStore } from '../http/rate-limit-store.ts';
import { registry } from '../metrics.ts';
import { createRedisLive, type Live } from '../realtime/live.ts';
import { closeRedis, connectRedis } from './redis.ts';

const said: string[] = [];
const log = {
  info: (_o: object, msg: string) => said.push(msg),
  warn: (_o: object, msg: string) => said.push(msg),
};

const metric = async (name: string) => {
  const text = await registry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(name));
  return line ? Number(line.split(' ').pop()) : Number.NaN;
};

describe('with Redis away', () => {
  let redis: ReturnType<typeof connectRedis>;
  let live: Live;
  let startedMs = 0;
  beforeAll(async () => {
    redis = connectRedis(`redis://127.0.0.1:${await freePort()}`, log as never);
    const began = performance.now();
    live = await createRedisLive(redis, 'thikana-test:away:live');
    startedMs = performance.now() - began;
  });
  afterAll(async () => {
    await live.close();
    await closeRedis(redis);
  });

  it('the live channel starts within the connect bound and says once that Redis is away', () => {
    expect(startedMs).toBeLessThan(2_500);
    expect(said.filter((m) => m.includes('is away'))).toHaveLength(1);
  });

  it('an event is delivered in this process at once', async () => {
    const heard: unknown[] = [];
    const stop = live.subscribe(1, (event) => heard.push(event));
    const began = performance.now();
    await live.publish(1, { type: 'read', conversation_id: 5, unread: 0 });
    expect(performance.now() - began).toBeLessThan(50);
    expect(heard).toEqual([{ type: 'read', conversation_id: 5, unread: 0 }]);
    stop();
    expect(await metric('thikana_redis_fallback_in_use{use="live"}')).toBe(1);
  });

  it('rate limits count in memory at once, and read and reset there', async () => {
    const store = redisRateLimitStore(redis, 'thikana-test:away:rl');
    const now = new Date();
    const began = performance.now();
    expect((await store.hit('otp:9800000009', 60_000, now)).count).toBe(1);
    expect((await store.hit('otp:9800000009', 60_000, now, 2)).count).toBe(3);
    expect(performance.now() - began).toBeLessThan(50);
    expect((await store.read('otp:9800000009', now))?.count).toBe(3);
    await store.reset('otp:9800000009');
    expect(await store.read('otp:9800000009', now)).toBeNull();
    expect(await metric('thikana_redis_up')).toBe(0);
    expect(await metric('thikana_redis_fallbacks_total{use="rate_limits"}')).toBeGreaterThanOrEqual(4);
  });
});
