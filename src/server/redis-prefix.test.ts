// Two deployments on one Redis server (staging beside production, the local Redis at
// 127.0.0.1:6379): each names its channels and keys with its own prefix
// (docs/decisions/0131-redis-can-be-away.md), so an event for user 1 on one is never heard by
// user 1 on the other, and a limit used up on one does not limit the other. A second process
// of the same deployment still hears and counts with the first.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../shared/schemas/conversation.ts';
import { buildTestApp, type TestApp, testConfig } from '../test/app.ts';
import { closeDeps } from './cli/lifecycle.ts';
import { createDeps } from './deps.ts';
import type { AppDeps } from './platform/app-deps.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = randomUUID().slice(0, 8);
const PRODUCTION = { PUBLIC_URL: `https://${run}.thikana.example`, REDIS_URL };
const STAGING = { PUBLIC_URL: `https://staging-${run}.thikana.example`, REDIS_URL };

/** A deployment's real collaborators (deps.ts), its Redis connection ready. */
const deploy = async (settings: Record<string, string>) => {
  const deps = await createDeps(testConfig(settings), pino({ level: 'silent' }));
  await new Promise<void>((resolve) => {
    if (deps.redis?.status === 'ready') resolve();
    else deps.redis?.once('ready', () => resolve());
  });
  return deps;
};

/** Resolves with the events `deps` delivers to `userId`, as they come. */
const listen = (deps: AppDeps, userId: number) => {
  const heard: LiveEvent[] = [];
  const waiters: Array<() => void> = [];
  deps.live.subscribe(userId, (event) => {
    heard.push(event);
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    heard,
    until: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (heard.length >= count ? resolve() : waiters.push(check));
        check();
      }),
  };
};

describe('two deployments on one Redis server', () => {
  let production: AppDeps;
  let productionTwo: AppDeps;
  let staging: AppDeps;
  beforeAll(async () => {
    [production, productionTwo, staging] = await Promise.all([
      deploy(PRODUCTION),
      deploy(PRODUCTION),
      deploy(STAGING),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([production, productionTwo, staging].map((deps) => deps && closeDeps(deps)));
  });

  it('take prefixes of their own from their public addresses, unless REDIS_PREFIX names one', () => {
    expect(production.config.redisPrefix).toMatch(/^thikana:[0-9a-f]{8}:$/);
    expect(productionTwo.config.redisPrefix).toBe(production.config.redisPrefix);
    expect(staging.config.redisPrefix).not.toBe(production.config.redisPrefix);
    expect(testConfig({ REDIS_PREFIX: 'thikana:staging:' }).redisPrefix).toBe('thikana:staging:');
  });

  it("an event for user 1 on production is heard by production's other process, never by user 1 on staging", async () => {
    const onStaging = listen(staging, 1);
    const onProductionTwo = listen(productionTwo, 1);
    await production.live.publish(1, { type: 'read', conversation_id: 11, unread: 0 });
    await onProductionTwo.until(1);
    // Redis delivers in order: once staging hears its own later event, it heard all it would.
    await staging.live.publish(1, { type: 'read', conversation_id: 22, unread: 0 });
    await onStaging.until(1);
    expect(onStaging.heard).toEqual([{ type: 'read', conversation_id: 22, unread: 0 }]);
    expect(onProductionTwo.heard).toEqual([{ type: 'read', conversation_id: 11, unread: 0 }]);
  });

  describe('rate limits', () => {
    const apps: TestApp[] = [];
    afterAll(async () => {
      await Promise.all(apps.map((t) => t.close()));
    });

    it('a login limit used up on production does not limit the same account and address on staging', async () => {
      // One after the other: two apps starting at once can outlast a busy machine's plugin timeout.
      for (const [config, deps] of [
        [PRODUCTION, production],
        [STAGING, staging],
      ] as const) {
        apps.push(await buildTestApp({ config, deps: { redis: deps.redis!, live: deps.live } }));
      }
      const [onProduction, onStaging] = apps as [TestApp, TestApp];
      const email = `prefix-${run}@example.in`;
      const login = (t: TestApp) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email, password: 'wrong-password-1' },
          remoteAddress: '10.77.0.1',
        });
      const redis = production.redis!;
      // Redis holds keyed hashes, not the email (docs/decisions/0157-safe-by-default.md): this
      // test's keys are the ones its logins made.
      const limitKeys = async () => [
        ...(await redis.keys(`${production.config.redisPrefix}rl:*`)),
        ...(await redis.keys(`${staging.config.redisPrefix}rl:*`)),
      ];
      const before = new Set(await limitKeys());
      let status = 401;
      for (let i = 0; i < 60 && status === 401; i += 1) status = (await login(onProduction)).statusCode;
      expect(status).toBe(429);
      expect((await login(onStaging)).statusCode).toBe(401);
      const keys = (await limitKeys()).filter((key) => !before.has(key));
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.some((key) => key.includes(email))).toBe(false);
      await redis.del(...keys);
    }, 60_000);
  });
});
