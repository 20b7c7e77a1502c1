// `npm run bench:start`: how long Thikana takes to start, and how much memory it uses.
// Starts the real server on a fresh temporary DATA_DIR (embedded PGlite): first run
// (create the database, migrate, seed the demo content), then a second start on the
// same DATA_DIR (no re-seed). Prints the seed time, the time to ready and the RSS of
// the server process once ready. Uses the built web app in dist/web when present.
// With BENCH_POSTGRES_URL=postgres://... it does the same on a fresh PostgreSQL
// database created on that server (and dropped afterwards).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
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
  listings: number | null;
  rssMb: number;
};

const startOnce = async (dataDir: string, databaseUrl = ''): Promise<Run> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/serve.ts'], {
    cwd: root,
    env: {
      ...productionEnv(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: existsSync(webDist) ? webDist : '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { wallMs: 0, readyMs: null, seedMs: null, listings: null, rssMb: 0 };
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
    for (const line of String(chunk).split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; ms?: number; listings?: number };
      if (entry.msg === 'demo content seeded') {
        run.seedMs = entry.ms ?? null;
        run.listings = entry.listings ?? null;
      }
      if (entry.msg === 'Thikana is ready') run.readyMs = entry.ms ?? null;
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

console.info(`Thikana start-up on ${process.platform}/${process.arch}, Node ${process.version}`);
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
