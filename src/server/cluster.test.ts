// Two real server processes on one PostgreSQL database and one Redis, as behind a load
// balancer: a login made on one works on the other, rate limits and the pass limit
// hold across both, a listing posted through one is found by search on the other, and
// each scheduled job runs once per slot, not once per process. PostgreSQL and Redis only.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testDatabaseKind } from '../test/database.ts';
import { freePort } from '../test/free-port.ts';
import { makePhoto, validForm } from '../test/listing-kit.ts';
import { queryRows } from './db/client.ts';
import { JOBS } from './jobs/definitions.ts';

// A Redis database of its own, emptied of this test's counters before and after, so runs
// within the hour do not see each other's login failures from 127.0.0.1.
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/9`;
// Both processes are one deployment: one prefix for their channels and keys.
const REDIS_PREFIX = 'thikana-cluster-test:';
const clearCounters = async () => {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const keys = await redis.keys(`${REDIS_PREFIX}rl:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
};
const EVERY_TWO_MINUTES = JOBS.map((job) => `${job.name}=*/2 * * * *`).join(';');

type Server = { url: string; child: ChildProcess; output: string[] };

const startServer = async (database: TestDatabase, dataDir: string): Promise<Server> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/serve.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url!,
      REDIS_URL,
      REDIS_PREFIX,
      DATA_DIR: dataDir,
      APP_SECRET: 'cluster-test-secret',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      JOB_SCHEDULES: EVERY_TWO_MINUTES,
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_DB_WAITING: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (c: Buffer) => output.push(String(c)));
  child.stderr!.on('data', (c: Buffer) => output.push(String(c)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    const ready = await fetch(`${url}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { url, child, output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start: ${output.join('')}`);
};

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });

describe.runIf(testDatabaseKind() === 'postgres')(
  'two server processes on one PostgreSQL and one Redis',
  () => {
    let database: TestDatabase;
    let dataDir: string;
    let a: Server;
    let b: Server;
    let cookie = '';

    beforeAll(async () => {
      await clearCounters();
      database = await openTestDatabase();
      dataDir = mkdtempSync(path.join(tmpdir(), 'thikana-cluster-'));
      [a, b] = await Promise.all([startServer(database, dataDir), startServer(database, dataDir)]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([a, b].filter(Boolean).map(stop));
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
      await clearCounters();
    });

    const call = (server: Server, url: string, init: RequestInit = {}) =>
      fetch(`${server.url}${url}`, {
        ...init,
        headers: { ...(cookie ? { cookie } : {}), ...(init.headers ?? {}) },
      });
    const postJson = (server: Server, url: string, body: unknown) =>
      call(server, url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('keeps a login made on one process on the other', async () => {
      const email = `cluster-${randomUUID().slice(0, 8)}@example.in`;
      const res = await postJson(a, '/api/user/register', {
        full_name: 'Asha Verma',
        email,
        mobile_no: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
        user_type: 'owner',
        location: 'Mumbai',
        password: 'tulsi-garden-42',
        consent: true,
        confirm_age_18: true,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const login = await postJson(a, '/api/user/login', { email, password: 'tulsi-garden-42' });
      expect(login.status).toBe(200);
      cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const me = await call(b, '/api/user/getUserDetails');
      expect(me.status).toBe(200);
      expect(JSON.stringify(await me.json())).toContain(email);
    });

    it('counts login failures across both processes', async () => {
      const email = `throttle-${randomUUID().slice(0, 8)}@example.in`;
      const saved = cookie;
      cookie = '';
      try {
        // Three failures for one email from one IP, spread over both processes: the
        // free tries of docs/product/accounts.md#login-throttling. Only a count shared
        // in Redis reaches three; each process alone saw at most two.
        // Redis holds keyed hashes, not the email (docs/decisions/0157-safe-by-default.md): the
        // counts are found as the keys these three failures made.
        const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
        try {
          const pattern = `${REDIS_PREFIX}rl:login-fail:*`;
          const before = new Set(await redis.keys(pattern));
          for (let i = 0; i < 3; i += 1) {
            const res = await postJson(i % 2 === 0 ? a : b, '/api/user/login', {
              email,
              password: `wrong-${i}-password`,
            });
            expect(res.status).toBe(401);
          }
          const made = (await redis.keys(pattern)).filter((key) => !before.has(key));
          expect(made.length).toBeGreaterThan(0);
          expect(made.some((key) => key.includes(email))).toBe(false);
          const counts = await Promise.all(made.map(async (key) => Number(await redis.get(key))));
          expect(counts).toContain(3);
        } finally {
          await redis.quit();
        }
      } finally {
        cookie = saved;
      }
    });

    it('holds the pass limit across both processes', async () => {
      expect((await postJson(a, '/api/payments/createOrder', { confirm_age_18: true })).status).toBe(200);
      expect((await postJson(b, '/api/payments/createOrder', { confirm_age_18: true })).status).toBe(200);
      expect((await postJson(a, '/api/payments/createOrder', { confirm_age_18: true })).status).toBe(409);
    });

    it('finds through one process a listing posted through the other', async () => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(await makePhoto())], { type: 'image/png' }), 'photo.png');
      form.append('body', JSON.stringify(validForm({ city: 'Pune', locality: 'Baner' })));
      const posted = await call(a, '/api/listing/addListing', { method: 'POST', body: form });
      expect(posted.status, await posted.clone().text()).toBe(200);
      const found = await postJson(b, '/api/listing/searchProperties', { location: 'Pune' });
      expect(found.status).toBe(200);
      const { properties } = (await found.json()) as {
        properties: { locality: string; images: string[] }[];
      };
      expect(properties).toHaveLength(1);
      expect(properties[0]!.locality).toBe('Baner');
      const photo = await call(b, properties[0]!.images[0]!);
      expect(photo.status).toBe(200);
    });

    it('brings a message posted to one process to a live channel held on the other', async () => {
      const found = await postJson(b, '/api/listing/searchProperties', { location: 'Pune' });
      const listingId = ((await found.json()) as { properties: { id: number }[] }).properties[0]!.id;
      const poster = cookie;
      const email = `seeker-${randomUUID().slice(0, 8)}@example.in`;
      cookie = '';
      try {
        await postJson(b, '/api/user/register', {
          full_name: 'Ravi Menon',
          email,
          mobile_no: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
          user_type: 'tenant',
          location: 'Pune',
          password: 'neem-courtyard-42',
        });
        const login = await postJson(b, '/api/user/login', { email, password: 'neem-courtyard-42' });
        const seeker = login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        // The poster's page holds its channel on process a ...
        const abort = new AbortController();
        const channel = await fetch(`${a.url}/api/conversations/live`, {
          headers: { cookie: poster, accept: 'text/event-stream' },
          signal: abort.signal,
        });
        expect(channel.status).toBe(200);
        const reader = channel.body!.pipeThrough(new TextDecoderStream()).getReader();
        // ... and the seeker writes through process b.
        cookie = seeker;
        const sent = await postJson(b, '/api/conversations', {
          listing_id: listingId,
          text: 'Is it still available?',
        });
        expect(sent.status, await sent.clone().text()).toBe(200);
        let heard = '';
        const deadline = Date.now() + 10_000;
        while (!heard.includes('event: message') && Date.now() < deadline) {
          const { value, done } = await reader.read();
          if (done) break;
          heard += value;
        }
        abort.abort();
        expect(heard).toContain('event: message');
        expect(heard).toContain('Is it still available?');
      } finally {
        cookie = poster;
      }
    });

    it('runs each scheduled job once per slot, not once per process', async () => {
      // Both processes schedule every job every two minutes. What is counted is the
      // queue, not the clock: each scheduled run is a pg-boss job, created once per slot
      // however many processes watch the schedule, and worked by one of them. So wait
      // until every job has completed a run, then check that no slot holds two queued
      // runs and that job_runs holds no run the queue did not hand out. A run that
      // starts late still counts for the slot it was queued in.
      const names = JOBS.map((job) => job.name);
      type Queued = { name: string; state: string; created: string | Date };
      const queued = () =>
        queryRows<Queued>(
          database.db,
          sql`select name, state::text as state, created_on as created from pgboss.job
              where name in (${sql.join(
                names.map((n) => sql`${n}`),
                sql`, `,
              )})`,
        );
      const countBy = (rows: Queued[], state: string[]) => {
        const counts = new Map<string, number>();
        for (const row of rows) {
          if (state.includes(row.state)) counts.set(row.name, (counts.get(row.name) ?? 0) + 1);
        }
        return counts;
      };
      let rows = await queued();
      for (let i = 0; i < 360 && countBy(rows, ['completed']).size < names.length; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        rows = await queued();
      }
      const completed = countBy(rows, ['completed']);
      expect([...completed.keys()].sort()).toEqual([...names].sort());

      const slots = new Set<string>();
      for (const row of rows) {
        const slot = Math.floor(new Date(row.created).getTime() / 120_000);
        expect(slots.has(`${row.name}@${slot}`), `${row.name} queued twice for one slot`).toBe(false);
        slots.add(`${row.name}@${slot}`);
      }

      const runs = await queryRows<{ job: string; outcome: string; n: number }>(
        database.db,
        sql`select job, outcome, count(*)::int as n from job_runs where trigger = 'schedule' and attempt = 1
            group by job, outcome`,
      );
      const handedOut = countBy(await queued(), ['active', 'completed', 'failed', 'retry']);
      for (const run of runs) expect(run.outcome, `${run.job} failed`).not.toBe('failed');
      for (const name of names) {
        const ran = runs.filter((r) => r.job === name).reduce((sum, r) => sum + r.n, 0);
        expect(ran, name).toBeGreaterThanOrEqual(completed.get(name)!);
        expect(ran, name).toBeLessThanOrEqual(handedOut.get(name)!);
      }
    }, 420_000);
  },
);
