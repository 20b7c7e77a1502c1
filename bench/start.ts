// `npm run bench:start`: how long Thikana takes to start, and how much memory it uses.
// Starts the real server on a fresh temporary DATA_DIR (embedded PGlite): first run
// (create the database, migrate, seed the demo content), then a second start on the
// same DATA_DIR (no re-seed). Prints the seed time, the time to ready and the RSS of
// the server process once ready. Uses the built web app in dist/web when present.
// With BENCH_POSTGRES_URL=postgres://... it does the same on a fresh PostgreSQL
// database created on that server (and dropped afterwards).
//
// The big-database option (docs/decisions/0146-ready-first-figures-after.md):
// `npm run bench:start -- --big postgres://.../db` starts the server on a big database made by
// older code instead: one holding a synthetic data set (`src/server/cli/generate.ts --listings
// 1000000` into it first), turned back into the shape older code left (no rent index ever
// computed, no Good price, posters with proven emails so the index counts them). It prints the
// time to ready of a first and a second start, and how long after the first start's ready the
// rent index and every Good price were computed. The database is changed (its derived data is
// recomputed), never dropped.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort, productionEnv } from './server.ts';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'dist/web');

/** Resident set size of a process in MB, from /proc (Linux) or ps. */
const rssMb = (pid: number) => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    if (kb) return kb / 1024;
  } catch {
    // not Linux
  }
  return Number.NaN;
};

type Run = {
  wallMs: number;
  readyMs: number | null;
  seedMs: number | null;
  /** After ready, until the rent index of a database that never had one was computed. */
  rentIndexMs: number | null;
  rentIndex: Record<string, number> | null;
  listings: number | null;
  rssMb: number;
};

const startOnce = async (
  dataDir: string,
  databaseUrl = '',
  options: { awaitRentIndex?: boolean } = {},
): Promise<Run> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/serve.ts'], {
    cwd: root,
    env: {
      ...productionEnv(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // Production seeds only when asked (docs/decisions/0157-safe-by-default.md).
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: existsSync(webDist) ? webDist : '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = {
    wallMs: 0,
    readyMs: null,
    seedMs: null,
    rentIndexMs: null,
    rentIndex: null,
    listings: null,
    rssMb: 0,
  };
  let readyAt = 0;
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
    for (const line of String(chunk).split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; ms?: number; listings?: number } & Record<
        string,
        number
      >;
      if (entry.msg === 'demo content seeded') {
        run.seedMs = entry.ms ?? null;
        run.listings = entry.listings ?? null;
      }
      if (entry.msg === 'Thikana is ready') run.readyMs = entry.ms ?? null;
      if (entry.msg === 'rent index computed') {
        run.rentIndexMs = performance.now() - readyAt;
        const { figures, goodPricesChanged, months, demand, ms } = entry;
        run.rentIndex = { figures, goodPricesChanged, months, demand, ms } as Record<string, number>;
      }
    }
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  run.wallMs = performance.now() - started;
  readyAt = performance.now();
  if (options.awaitRentIndex) {
    const until = Date.now() + 60 * 60_000;
    while (run.rentIndexMs === null && child.exitCode === null && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  // Let start-up garbage settle before reading the memory figure.
  await new Promise((r) => setTimeout(r, 1_000));
  run.rssMb = rssMb(child.pid as number);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return run;
};

/** A fresh database on the PostgreSQL server at `adminUrl`, and a way to drop it. */
const freshPostgres = async (adminUrl: string) => {
  const name = `thikana_bench_${Date.now().toString(36)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
};

const s = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);

const report = async (label: string, databaseUrl?: string) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'thikana-bench-start-'));
  try {
    const first = await startOnce(dataDir, databaseUrl);
    const second = await startOnce(dataDir, databaseUrl);
    if (second.seedMs !== null) throw new Error('the second start seeded again');
    console.info(`${label}:`);
    console.info(
      `  first start:  demo seed ${s(first.seedMs)} (${first.listings} listings), ready after ${s(first.readyMs)} in the server, ${s(first.wallMs)} from spawn, RSS ${first.rssMb.toFixed(0)} MB`,
    );
    console.info(
      `  second start: no re-seed, ready after ${s(second.readyMs)} in the server, ${s(second.wallMs)} from spawn, RSS ${second.rssMb.toFixed(0)} MB`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/**
 * A database made by older code: the synthetic data set as it is, with no rent index ever
 * computed and no Good price, its posters' emails proven. Answers its size.
 */
const makeOlder = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`delete from app_meta where key = 'rent_index_computed_at'`);
    await client.query('delete from rent_figures; delete from rent_months; delete from rent_demand');
    await client.query('update users set email_verified_at = now() where email_verified_at is null');
    await client.query('update listings set good_price = false where good_price');
    await client.query('vacuum analyze listings');
    const { rows } = await client.query<{ listings: string; live: string; size: string }>(
      `select count(*) as listings, count(*) filter (where deleted_at is null and status = 'live') as live,
         pg_size_pretty(pg_database_size(current_database())) as size from listings`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
};

const reportBig = async (databaseUrl: string) => {
  const size = await makeOlder(databaseUrl);
  console.info(
    `big PostgreSQL database made by older code: ${Number(size.listings).toLocaleString('en-IN')} listings (${Number(size.live).toLocaleString('en-IN')} live), ${size.size}`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'thikana-bench-start-'));
  try {
    const first = await startOnce(dataDir, databaseUrl, { awaitRentIndex: true });
    console.info(
      `  first start:  ready after ${s(first.readyMs)} in the server, ${s(first.wallMs)} from spawn; rent index and Good prices computed ${s(first.rentIndexMs)} after ready (${JSON.stringify(first.rentIndex ?? {})})`,
    );
    const second = await startOnce(dataDir, databaseUrl);
    console.info(
      `  second start: ready after ${s(second.readyMs)} in the server, ${s(second.wallMs)} from spawn`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

console.info(`Thikana start-up on ${process.platform}/${process.arch}, Node ${process.version}`);
const { values: options } = parseArgs({ options: { big: { type: 'string' } } });
if (options.big) {
  await reportBig(options.big);
  process.exit(0);
}
await report('embedded PGlite');
const postgresUrl = process.env.BENCH_POSTGRES_URL;
if (postgresUrl) {
  const database = await freshPostgres(postgresUrl);
  try {
    await report('PostgreSQL', database.url);
  } finally {
    await database.drop();
  }
}
