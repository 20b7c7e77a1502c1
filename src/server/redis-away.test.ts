// Redis can be away (docs/decisions/0131-redis-can-be-away.md): a server process started with
// REDIS_URL at a port where nothing listens starts, answers /api/ready and a search, limits
// logins in memory without waiting on Redis, and says so in one line; a backup taken beside
// it lands in the operator's BACKUP_DIR; once a Redis is started on that port, the process
// reconnects by itself, says so, and counts its limits there.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../shared/api.ts';
import { openTestDatabase, type TestDatabase } from '../test/database.ts';
import { freePort, listening } from '../test/free-port.ts';

const redisServer = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
})();
if (!redisServer)
  console.warn('redis-away.test.ts skipped: redis-server is not installed (apt-get install redis-server)');

const work = mkdtempSync(path.join(tmpdir(), 'thikana-redis-away-'));
const dataDir = path.join(work, 'data');
const TOKEN = 'redis-away-metrics-token';
const PREFIX = `thikana-away-test-${randomUUID().slice(0, 8)}:`;

type Child = { child: ChildProcess; output: string[] };
const start = (args: string[], env: Record<string, string>): Child => {
  const child = spawn(args[0]!, args.slice(1), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (c: Buffer) => output.push(String(c)));
  child.stderr?.on('data', (c: Buffer) => output.push(String(c)));
  return { child, output };
};
const exited = (c: Child) =>
  new Promise<number>((resolve) => {
    if (c.child.exitCode !== null) resolve(c.child.exitCode);
    else c.child.once('exit', (code) => resolve(code ?? -1));
  });

/** Polls `check` every 100 ms until it holds, for at most `ms`. */
const eventually = async (check: () => Promise<boolean>, ms: number) => {
  for (const until = Date.now() + ms; Date.now() < until; ) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

describe.skipIf(!redisServer)('a server whose Redis is away', () => {
  let database: TestDatabase | null = null;
  let server: Child;
  let redis: Child | null = null;
  let url = '';
  let redisPort = 0;
  let startMs = 0;
  const metric = async (name: string) => {
    const text = await (
      await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
    return line ? Number(line.split(' ').pop()) : Number.NaN;
  };
  const failLogin = (email: string) =>
    fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'wrong-password-1' }),
    });

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) database = await openTestDatabase();
    const port = await freePort();
    redisPort = await freePort();
    url = `http://127.0.0.1:${port}`;
    const began = Date.now();
    server = start([process.execPath, '--import', 'tsx', 'src/server/cli/serve.ts'], {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_PREFIX: PREFIX,
      BACKUP_DIR: path.join(work, 'server-backups'),
      METRICS_TOKEN: TOKEN,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      JOBS: 'false',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_DB_WAITING: '0',
    });
    const ready = await eventually(async () => {
      if (server.child.exitCode !== null) throw new Error(server.output.join(''));
      return (await fetch(`${url}/api/ready`)).status === 200;
    }, 120_000);
    if (!ready) throw new Error(`not ready: ${server.output.join('')}`);
    startMs = Date.now() - began;
  }, 150_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    if (server) await exited(server);
    redis?.child.kill('SIGTERM');
    if (redis) await exited(redis);
    await database?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('starts, serves a search, and says once that it counts in memory until Redis is back', async () => {
    console.info(`started with Redis away in ${startMs} ms`);
    const search = await fetch(`${url}${API.listing.searchProperties}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ location: 'Mumbai' }),
    });
    expect(search.status).toBe(200);
    const log = server.output.join('');
    expect(log.match(/is away: rate limits count in memory/g)).toHaveLength(1);
    expect(log).not.toMatch(/Unhandled error event|MaxRetriesPerRequestError/);
    expect(await metric('thikana_redis_up')).toBe(0);
  });

  it('limits logins in memory at once, without waiting on Redis', async () => {
    const email = `away-${randomUUID().slice(0, 8)}@example.in`;
    let status = 401;
    for (let i = 0; i < 60 && status === 401; i += 1) status = (await failLogin(email)).status;
    expect(status).toBe(429);
    expect(await metric('thikana_redis_fallbacks_total{use="rate_limits"}')).toBeGreaterThan(0);
    expect(await metric('thikana_redis_wait_seconds_bucket{le="0.001",use="rate_limits"}')).toBe(
      await metric('thikana_redis_wait_seconds_count{use="rate_limits"}'),
    );
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "a backup taken beside it goes to the command's BACKUP_DIR and the command exits",
    async () => {
      const backups = path.join(work, 'operator-backups');
      const backup = start([process.execPath, '--import', 'tsx', 'src/server/cli/backup.ts'], {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        BACKUP_DIR: backups,
      });
      expect(await exited(backup), backup.output.join('')).toBe(0);
      expect(readdirSync(backups)).toHaveLength(1);
      expect(existsSync(path.join(work, 'server-backups'))).toBe(false);
    },
    120_000,
  );

  it('uses Redis by itself once it is started, and says so', async () => {
    redis = start([redisServer, '--port', String(redisPort), '--save', '', '--daemonize', 'no'], {});
    await listening(redisPort, redis.child, 'redis-server', () => redis!.output.join(''));
    expect(await eventually(async () => (await metric('thikana_redis_up')) === 1, 30_000)).toBe(true);
    expect(server.output.join('')).toMatch(/is back: rate limits and the live channel go through it again/);
    expect(await metric('thikana_redis_reconnects_total')).toBe(1);
    const email = `back-${randomUUID().slice(0, 8)}@example.in`;
    const client = new Redis(`redis://127.0.0.1:${redisPort}`, { maxRetriesPerRequest: 1 });
    try {
      // The failure is counted in Redis, under keyed hashes (docs/decisions/0157-safe-by-default.md).
      const pattern = `${PREFIX}rl:login-fail:*`;
      const before = new Set(await client.keys(pattern));
      expect((await failLogin(email)).status).toBe(401);
      const made = (await client.keys(pattern)).filter((key) => !before.has(key));
      expect(made.length).toBeGreaterThan(0);
      expect(made.some((key) => key.includes(email))).toBe(false);
      expect(await Promise.all(made.map((key) => client.get(key)))).toContain('1');
    } finally {
      await client.quit();
    }
  }, 60_000);
});
