// The server listens before its derived data is computed
// (docs/decisions/0146-ready-first-figures-after.md): a real server process started on a database
// that never had a rent index answers /api/ready and a listing's gauge, which says the figures are
// being computed, while the rent index is held back (here by holding the job's lock); once the
// job can run, the same process answers the figures. On PostgreSQL, where a second connection can
// hold the lock; the embedded database is one process's alone.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENT_API } from '../shared/api-rents.ts';
import type { ListingRent } from '../shared/schemas/rents.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { freePort } from '../test/free-port.ts';
import { insertListings } from '../test/listing-rows.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Polls `check` every 100 ms until it holds, for at most `ms`. */
const eventually = async (check: () => Promise<boolean>, ms: number) => {
  for (const until = Date.now() + ms; Date.now() < until; ) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

describe.skipIf(!onPostgres)('a first start on a database that never had a rent index', () => {
  let t: TestApp;
  let lock: pg.Client;
  let server: ChildProcess;
  const output: string[] = [];
  const work = mkdtempSync(path.join(tmpdir(), 'thikana-start-first-'));
  let url = '';
  let cheap = 0;

  const gauge = async () =>
    (await fetch(`${url}${RENT_API.listing.replace(':id', String(cheap))}`)).json() as Promise<ListingRent>;

  beforeAll(async () => {
    t = await buildTestApp();
    [cheap] = (await insertListings(
      t,
      [12_000, 15_000, 18_000, 21_000, 24_000, 40_000].map((rent) => ({
        city: 'Bengaluru',
        locality: 'Koramangala',
        configuration: '_1BHK',
        rent,
      })),
    )) as [number];
    // The rent-index job takes this lock first (features/rents/compute-store.ts).
    lock = new pg.Client({ connectionString: t.database.url });
    await lock.connect();
    await lock.query("begin; select pg_advisory_xact_lock(hashtext('rent-index'))");
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/serve.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, 'data'),
        DATABASE_URL: t.database.url,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: '/nonexistent',
        JOBS: 'false',
        PUBLIC_CACHE_SECONDS: '0',
        SHED_EVENT_LOOP_DELAY_MS: '0',
        SHED_DB_WAITING: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (c: Buffer) => output.push(String(c)));
    server.stderr?.on('data', (c: Buffer) => output.push(String(c)));
  }, 60_000);

  afterAll(async () => {
    await lock?.query('rollback').catch(() => undefined);
    await lock?.end();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('is ready while the rent index waits, and its gauge says the figures are being computed', async () => {
    const ready = await eventually(async () => {
      if (server.exitCode !== null) throw new Error(output.join(''));
      return (await fetch(`${url}/api/ready`)).status === 200;
    }, 60_000);
    expect(ready, output.join('')).toBe(true);
    expect(await gauge()).toMatchObject({ computing: true, median: null, verdict: null });
    expect(output.join('')).not.toMatch(/rent index computed/);
  });

  it('answers the figures once the job could run, without a restart', async () => {
    await lock.query('commit');
    const computed = await eventually(async () => (await gauge()).computing === false, 30_000);
    expect(computed, output.join('')).toBe(true);
    expect(await gauge()).toMatchObject({ locality: 'Koramangala', median: 19_500, verdict: 'below' });
  });
});
