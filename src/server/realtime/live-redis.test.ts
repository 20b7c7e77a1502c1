// Across processes through Redis (the local server at 127.0.0.1:6379; skipped when it is not
// there): a logout on one process ends the session's live channel held by another, each process
// with a fan-out of its own over a connection of its own
// (docs/decisions/0130-a-stream-lives-no-longer-than-its-session.md).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../shared/api-account.ts';
import { buildSecondProcess, buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { openLiveChannel } from '../../test/live-channel.ts';
import { createRedisLive, type Live } from './live.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const reachable = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

/** A channel of this run's own, so parallel runs never hear each other. */
const CHANNEL = `thikana-test:${randomBytes(4).toString('hex')}:live`;

const connect = async () => {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  await redis.ping();
  return redis;
};

describe.skipIf(!reachable)('the live channel across processes through Redis', () => {
  const connections: Redis[] = [];
  const lives: Live[] = [];
  let first: TestApp;
  let second: TestApp;

  const liveOverRedis = async () => {
    const redis = await connect();
    connections.push(redis);
    const live = await createRedisLive(redis, CHANNEL);
    lives.push(live);
    return live;
  };

  beforeAll(async () => {
    const firstLive = await liveOverRedis();
    first = await buildTestApp({ deps: { live: firstLive } });
    second = await buildSecondProcess(first, { live: await liveOverRedis() });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const live of lives) await live.close();
    for (const redis of connections) redis.disconnect();
  });

  it('ends the stream on one process within a second of the logout on the other', async () => {
    const { cookie } = await createTestUser(first);
    const base = `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`;
    const stream = await openLiveChannel(base, cookie);
    expect(stream.status).toBe(200);
    const loggedOut = Date.now();
    const res = await first.app.inject({ method: 'POST', url: ACCOUNT_API.logout, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const endedAt = await Promise.race([
      stream.ended,
      new Promise<number>((r) => setTimeout(() => r(-1), 5_000)),
    ]);
    stream.close();
    expect(endedAt).toBeGreaterThan(0);
    expect(endedAt - loggedOut).toBeLessThan(1_000);
  });
});
