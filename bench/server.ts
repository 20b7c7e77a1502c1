// The real server in a process of its own, in production mode, for the benchmarks that
// measure it over HTTP (bench:search, bench:home, bench:load).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    srv.on('error', reject);
  });

/** The environment of a production server on `port` of this machine, its jobs off. */
export const productionEnv = (port: number) => ({
  ...process.env,
  NODE_ENV: 'production',
  // Production refuses a shared database without one (docs/decisions/0157-safe-by-default.md).
  APP_SECRET: process.env.APP_SECRET || 'bench-secret',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  JOBS: 'false',
});

export type BenchServer = { base: string; pid: number; stop: () => Promise<void> };

/** With BENCH_CPU_PROFILE=<dir>, the server writes a V8 CPU profile there when it stops. */
const profiling = process.env.BENCH_CPU_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROFILE)}`]
  : [];

/**
 * Starts src/server/cli/serve.ts with `env` over the defaults and waits until it is ready; from
 * another checkout of the code with `root` (bench:load -- --old), on a given port with `port`.
 */
export const startServer = async (
  env: Record<string, string>,
  options: { root?: string; port?: number } = {},
): Promise<BenchServer> => {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [...profiling, '--import', 'tsx', 'src/server/cli/serve.ts'],
    {
      cwd: options.root ?? root,
      env: { ...productionEnv(port), LOG_LEVEL: 'error', SEED_DEMO: 'false', WEB_DIST_DIR: '', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let tries = 0; tries < 1_500; tries += 1) {
    if (child.exitCode !== null) throw new Error('The server stopped while starting');
    const ready = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    pid: child.pid!,
    stop: async () => {
      // Let the last answers of the load leave before the server closes its pool.
      await new Promise((r) => setTimeout(r, 1_000));
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/**
 * fetch, asked again while the server sheds load (503 with Retry-After, docs/decisions/0112-load-shedding.md):
 * a server just started on a busy machine sheds a benchmark's first preparing calls.
 */
export const fetchServed = async (url: string, init?: RequestInit) => {
  for (let tries = 1; ; tries += 1) {
    const res = await fetch(url, init);
    if (res.status !== 503 || tries === 30) return res;
    await res.body?.cancel();
    await new Promise((r) => setTimeout(r, 1_000 * Number(res.headers.get('retry-after') ?? 1)));
  }
};

/** One statement (create or drop a benchmark's own database) on the PostgreSQL server at `url`. */
export const runAdminStatement = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
