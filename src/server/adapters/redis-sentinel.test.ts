// A Redis master, its replica and a Sentinel, started for real: the server's connection
// asks the Sentinel for the master, and when the master is killed it follows the replica
// the Sentinel promotes, its rate limits and live channel going through Redis again within
// 30 s (docs/decisions/0160-redis-sentinel.md).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const hasSentinel = existsSync('/usr/bin/redis-sentinel') || existsSync('/usr/local/bin/redis-sentinel');

describe.runIf(hasSentinel)('Redis behind a Sentinel', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'thikana-sentinel-'));
  const started: ChildProcess[] = [];
  const ports = { master: 0, replica: 0, sentinel: 0 };
  let redis: ReturnType<typeof connectRedis>;
  let live: Live;
  const run = (args: string[]) => {
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    started.push(child);
    return child;
  };
  const askSentinel = () =>
    execFileSync(
      'redis-cli',
      ['-p', String(ports.sentinel), 'sentinel', 'get-master-addr-by-name', 'thikana-test'],
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')[1];

  beforeAll(async () => {
    ports.master = await freePort();
    ports.replica = await freePort();
    ports.sentinel = await freePort();
    const common = ['--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    run(['--port', String(ports.master), ...common]);
    run(['--port', String(ports.replica), ...common, '--replicaof', '127.0.0.1', String(ports.master)]);
    const conf = path.join(dir, 'sentinel.conf');
    writeFileSync(
      conf,
      [
        `port ${ports.sentinel}`,
        'bind 127.0.0.1',
        `dir ${dir}`,
        `sentinel monitor thikana-test 127.0.0.1 ${ports.master} 1`,
        'sentinel down-after-milliseconds thikana-test 2000',
        'sentinel failover-timeout thikana-test 10000',
        '',
      ].join('\n'),
    );
    run([conf, '--sentinel']);
    // Until the Sentinel knows the replica (it learns it from the master's INFO).
    for (let i = 0; i < 150; i += 1) {
      try {
        const replicas = execFileSync(
          'redis-cli',
          ['-p', String(ports.sentinel), 'sentinel', 'replicas', 'thikana-test'],
          { encoding: 'utf8' },
        );
        if (askSentinel() === String(ports.master) && replicas.includes(String(ports.replica))) break;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
    redis = connectRedis('redis://', log as never, {
      hosts: `127.0.0.1:${ports.sentinel}`,
      name: 'thikana-test',
    });
    live = await createRedisLive(redis, 'thikana-test:sentinel:live');
  }, 40_000);

  afterAll(async () => {
    await live?.close();
    if (redis) await closeRedis(redis);
    for (const child of started) child.kill('SIGKILL');
  });

  it('reaches the master the Sentinel names', async () => {
    for (let i = 0; i < 50 && redis.status !== 'ready'; i += 1) await sleep(100);
    expect(redis.status).toBe('ready');
    expect(Number((await redis.info('server')).match(/tcp_port:(\d+)/)?.[1])).toBe(ports.master);
  });

  it('follows the promoted replica within 30 s of the master being killed', async () => {
    const store = redisRateLimitStore(redis, 'thikana-test:sentinel:rl');
    expect((await store.hit('login:asha', 60_000, new Date())).count).toBe(1);
    started[0]!.kill('SIGKILL');
    const killed = Date.now();
    let port = 0;
    while (Date.now() - killed < 30_000) {
      await sleep(250);
      if (redis.status !== 'ready') continue;
      port = Number((await redis.info('server').catch(() => '')).match(/tcp_port:(\d+)/)?.[1] ?? 0);
      if (port === ports.replica && (await redis.info('replication')).includes('role:master')) break;
    }
    expect(port, `the Sentinel names ${askSentinel()}; the connection is ${redis.status}`).toBe(
      ports.replica,
    );
    expect(Date.now() - killed).toBeLessThan(30_000);
    // Limits count in Redis again (the replica had the count), and the live channel delivers through it.
    expect((await store.hit('login:asha', 60_000, new Date())).count).toBeGreaterThanOrEqual(1);
    expect(await redis.get('nothing-here')).toBeNull();
    const heard: unknown[] = [];
    const stop = live.subscribe(7, (event) => heard.push(event));
    for (let i = 0; i < 40 && heard.length === 0; i += 1) {
      await live.publish(7, { type: 'read', conversation_id: 3, unread: 0 });
      await sleep(250);
    }
    stop();
    expect(heard[0]).toEqual({ type: 'read', conversation_id: 3, unread: 0 });
    const metrics = await registry.metrics();
    expect(metrics).toMatch(/^thikana_redis_fallback_in_use\{use="live"\} 0$/m);
    expect(metrics).toMatch(/^thikana_redis_fallback_in_use\{use="rate_limits"\} 0$/m);
    expect(said.some((m) => m.includes('is back'))).toBe(true);
  }, 40_000);
});
