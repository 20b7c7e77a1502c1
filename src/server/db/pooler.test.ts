// The app behind a real PgBouncer in transaction mode (docs/decisions/0122-behind-a-connection-pooler.md).
// PgBouncer lends each transaction whichever of its two server connections is free, so many
// requests at once land their statements on connections their client never used before. With
// DATABASE_POOLING=transaction every use case works; with the default (session) the listings'
// statements prepared by name break, which is why the setting exists. PostgreSQL only.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../shared/api-account.ts';
import { buildTestApp, createTestUser, type TestApp, testConfig } from '../../test/app.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { freePort, listening } from '../../test/free-port.ts';
import { pngFiles, saveListing, validForm } from '../../test/listing-kit.ts';
import { insertListings } from '../../test/listing-rows.ts';
import { buildApp } from '../app.ts';
import { findListingRows } from '../features/listings/store.ts';
import type { JobDefinition } from '../jobs/job.ts';
import { createPgBossRunner } from '../jobs/runner.ts';
import { type Database, openDatabase, queryRows } from './client.ts';
import { runsOf } from './job-runs.ts';

const pgbouncer = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v pgbouncer || ls /usr/sbin/pgbouncer'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return '';
  }
})();
const skipped =
  testDatabaseKind() !== 'postgres'
    ? 'it needs PostgreSQL (TEST_DATABASE_URL)'
    : !pgbouncer
      ? 'pgbouncer is not installed (apt-get install pgbouncer)'
      : '';
if (skipped) console.warn(`pooler.test.ts skipped: ${skipped}`);

/** PgBouncer refuses to run as root; as root it runs as the postgres user. */
const runAs = () => {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
};

/** PgBouncer in transaction mode with two server connections, in front of the database at `url`. */
const startPgbouncer = async (url: string) => {
  const target = new URL(url);
  const dir = mkdtempSync(path.join(tmpdir(), 'thikana-pgbouncer-'));
  const port = await freePort();
  const file = (name: string) => path.join(dir, name);
  writeFileSync(file('userlist.txt'), `"${decodeURIComponent(target.username)}" ""\n`);
  writeFileSync(
    file('pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${file('userlist.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 2',
      'max_client_conn = 200',
      `logfile = ${file('pgbouncer.log')}`,
      `pidfile = ${file('pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  const user = runAs();
  if (user)
    for (const name of ['', 'userlist.txt', 'pgbouncer.ini']) chownSync(file(name), user.uid, user.gid);
  const child = spawn(pgbouncer, [file('pgbouncer.ini')], { stdio: 'ignore', ...user });
  const log = () => {
    try {
      return readFileSync(file('pgbouncer.log'), 'utf8');
    } catch {
      return '(no log)';
    }
  };
  await listening(port, child, 'pgbouncer', log);
  const pooled = new URL(url);
  pooled.host = `127.0.0.1:${port}`;
  return {
    url: pooled.toString(),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** A new empty database on the test server; its URL, and a drop for afterwards. */
const emptyDatabase = async () => {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `thikana_pooler_${Math.random().toString(36).slice(2, 10)}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
};

const cookieOf = (setCookie: string | string[] | undefined) =>
  ([setCookie].flat()[0] ?? '').split(';')[0] ?? '';

describe.skipIf(skipped !== '')('the app behind PgBouncer in transaction mode', () => {
  let t: TestApp;
  let bouncer: Awaited<ReturnType<typeof startPgbouncer>>;
  let pooledDatabase: Database;
  let app: FastifyInstance;
  let ids: number[];

  beforeAll(async () => {
    t = await buildTestApp();
    bouncer = await startPgbouncer(t.database.url!);
    pooledDatabase = await openDatabase({
      url: bouncer.url,
      dataDir: 'memory://',
      poolSize: 8,
      pooling: 'transaction',
    });
    const config = testConfig({ DATABASE_URL: bouncer.url, DATABASE_POOLING: 'transaction' });
    app = await buildApp({ ...t.deps, config, database: pooledDatabase }, { webDistDir: '/nonexistent' });
    await app.ready();
    ids = await insertListings(
      t,
      Array.from({ length: 8 }, (_, i) => ({ city: 'Pune', locality: i % 2 ? 'Baner' : 'Aundh' })),
    );
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    await pooledDatabase?.close();
    await bouncer?.stop();
    await t?.close();
  });

  it('serves searches, listing pages, postings, wishlists and logins, many at once', async () => {
    const email = 'kavya.rao@example.in';
    const registered = await app.inject({
      method: 'POST',
      url: ACCOUNT_API.register,
      payload: {
        full_name: 'Kavya Rao',
        email,
        mobile_no: '9812345671',
        user_type: 'owner',
        location: 'Pune',
        password: 'Gulmohar-Terrace-42',
        consent: true,
        confirm_age_18: true,
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { cookie } = await createTestUser(t);
    const calls = Array.from({ length: 8 }, (_, i) => [
      app.inject({ method: 'POST', url: '/api/listing/searchProperties', payload: { location: 'Pune' } }),
      app.inject({ url: `/api/listing/getListingById?id=${ids[i % ids.length]}` }),
      app.inject({ url: `/api/listing/getListingById?id=${ids[i % ids.length]}`, headers: { cookie } }),
      app.inject({
        method: 'POST',
        url: '/api/listing/addToWishlist',
        headers: { cookie },
        payload: { listing_id: ids[i] },
      }),
      app.inject({
        method: 'POST',
        url: ACCOUNT_API.login,
        payload: { email, password: 'Gulmohar-Terrace-42' },
      }),
    ]).flat();
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(answers[0]!.json().properties).toHaveLength(8);

    const login = answers[4]!;
    const poster = cookieOf(login.headers['set-cookie']);
    const posted = await saveListing({ ...t, app }, poster, {
      body: validForm({ city: 'Pune', locality: 'Kothrud' }),
      files: await pngFiles(1),
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const found = await app.inject({
      method: 'POST',
      url: '/api/listing/searchProperties',
      payload: { location: 'Pune' },
    });
    expect(found.json().properties.map((p: { locality: string }) => p.locality)).toContain('Kothrud');
  });

  it('reads listings by their one statement from any server connection', async () => {
    const reads = await Promise.all(
      Array.from({ length: 40 }, () => findListingRows(pooledDatabase.db, { ids, include: 'listed' })),
    );
    expect(reads.every((rows) => rows.length === ids.length)).toBe(true);
  });

  it('breaks statements prepared by name when the setting is left at session', async () => {
    const sessionDatabase = await openDatabase({ url: bouncer.url, dataDir: 'memory://', poolSize: 8 });
    try {
      const reads = await Promise.allSettled(
        Array.from({ length: 40 }, () => findListingRows(sessionDatabase.db, { ids, include: 'listed' })),
      );
      const failures = reads.flatMap((r) =>
        r.status === 'rejected' ? [String(r.reason?.cause ?? r.reason)] : [],
      );
      expect(failures.length).toBeGreaterThan(0);
      expect(failures[0]).toMatch(/prepared statement "listing_rows_listed" (does not exist|already exists)/);
    } finally {
      await sessionDatabase.close();
    }
  });

  it('migrates a new database through the pooler, and past it when a direct URL is given', async () => {
    const [throughPooler, direct] = [await emptyDatabase(), await emptyDatabase()];
    try {
      const pooled = new URL(bouncer.url);
      pooled.pathname = `/${throughPooler.name}`;
      const one = await openDatabase({
        url: pooled.toString(),
        dataDir: 'memory://',
        pooling: 'transaction',
      });
      // Nothing listens at the pooled URL of the second: its migrations can only go direct.
      const two = await openDatabase({
        url: 'postgres://postgres@127.0.0.1:1/nowhere',
        directUrl: direct.url,
        dataDir: 'memory://',
      });
      try {
        await one.migrate();
        await two.migrate();
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
      for (const database of [throughPooler, direct]) {
        const check = await openDatabase({ url: database.url, dataDir: 'memory://', poolSize: 1 });
        const [row] = await queryRows<{ n: number }>(check.db, sql`select count(*)::int as n from listings`);
        expect(row!.n).toBe(0);
        await check.close();
      }
    } finally {
      await throughPooler.drop();
      await direct.drop();
    }
  }, 20_000);

  it('runs queued jobs through the pooler', async () => {
    const job: JobDefinition = {
      name: 'pooled-job',
      description: 'test',
      schedule: '0 0 1 1 *',
      run: async () => ({ done: 1 }),
    };
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const runner = await createPgBossRunner(
      { deps: { ...t.deps, database: pooledDatabase }, log: quiet },
      { url: bouncer.url, jobs: [job], schedules: new Map([[job.name, null]]) },
    );
    try {
      await runner.boss.send(job.name, { trigger: 'manual' });
      for (let i = 0; i < 60; i += 1) {
        if ((await runsOf(t.deps.database.db, job.name)).length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await runner.stop();
    }
    const runs = await runsOf(t.deps.database.db, job.name);
    expect(runs.map((r) => [r.trigger, r.outcome])).toEqual([['manual', 'ok']]);
  }, 20_000);
});
