// `npm run cluster`: the whole layout on this machine, in the order it starts anywhere:
// storage and caches, the primary, its standby, the pooler, the first Thikana process
// (migrates and seeds), the other two, then the load balancer in front.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { type Layout, readState, writeState } from './layout.ts';
import { makePrimary, makeStandby, postmasterPid } from './postgres.ts';
import { isAlive, portOpen, waitFor } from './processes.ts';
import { startHaproxy, startPgbouncer, startRedis, startS3 } from './services.ts';
import { startProcess } from './thikana.ts';

/** Debian packages the cluster runs, by a program each provides. */
const PACKAGES: Record<string, string> = {
  '/usr/sbin/haproxy': 'haproxy',
  '/usr/sbin/pgbouncer': 'pgbouncer',
  '/usr/bin/redis-server': 'redis-server',
  '/usr/bin/pg_ctlcluster': 'postgresql',
};

const installMissing = () => {
  const missing = Object.entries(PACKAGES)
    .filter(([program]) => !existsSync(program))
    .map(([, name]) => name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`Install these Debian packages first: ${missing.join(' ')}`);
  console.info(`Installing ${missing.join(', ')} from Debian...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
};

const buildWebIfMissing = () => {
  if (existsSync('dist/web/index.html')) return;
  console.info('Building the web app...');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
};

const step = async <T>(what: string, run: () => T | Promise<T>) => {
  const started = Date.now();
  const result = await run();
  console.info(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
};

export const startCluster = async (layout: Layout, options: { replicaDelay?: string } = {}) => {
  const running = readState(layout);
  if (running && Object.values(running.pids).some(isAlive)) {
    throw new Error(`A cluster is already running from ${layout.dir}: npm run cluster -- stop`);
  }
  installMissing();
  buildWebIfMissing();
  mkdirSync(layout.logsDir, { recursive: true });
  // The engines run as their own account and must reach their folders inside it.
  chmodSync(layout.dir, 0o755);
  chmodSync(layout.logsDir, 0o755);
  console.info(`Starting the cluster in ${layout.dir}`);
  const pids: Record<string, number> = {};
  const save = () => writeState(layout, { started: new Date().toISOString(), pids });
  pids.redis = await step(`Redis on ${layout.ports.redis}`, () => startRedis(layout));
  pids.s3 = await step(`S3 (s3rver) on ${layout.ports.s3}`, () => startS3(layout));
  save();
  await step(`PostgreSQL primary on ${layout.ports.primary}`, () => makePrimary(layout));
  pids.primary = postmasterPid(layout.primaryDir);
  await step(`PostgreSQL standby on ${layout.ports.standby}`, () =>
    makeStandby(layout, options.replicaDelay),
  );
  pids.standby = postmasterPid(layout.standbyDir);
  pids.pgbouncer = await step(`PgBouncer on ${layout.ports.pgbouncer}`, () => startPgbouncer(layout));
  save();
  await waitFor('Redis, S3 and PgBouncer', async () =>
    (await Promise.all([layout.ports.redis, layout.ports.s3, layout.ports.pgbouncer].map(portOpen))).every(
      Boolean,
    ),
  );
  for (const [i, port] of layout.ports.apps.entries()) {
    pids[`app-${i + 1}`] = await step(`Thikana process ${i + 1} on ${port}`, () =>
      startProcess(layout, i + 1),
    );
    save();
  }
  pids.haproxy = await step(`HAProxy on ${layout.ports.haproxy}`, () => startHaproxy(layout));
  save();
  await waitFor('HAProxy', async () =>
    fetch(`${layout.url}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false),
  );
  console.info(`Thikana is at ${layout.url} (HAProxy statistics at ${layout.statsUrl.replace(';csv', '')})`);
};
