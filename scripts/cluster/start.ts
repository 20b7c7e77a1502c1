// `npm run cluster`: the whole layout on this machine, in the order it starts anywhere:
// storage, Redis and its Sentinels, etcd, the two PostgreSQL nodes under Patroni, the load
// balancer (which also leads to the database's leader and replica), the pooler, the first
// Thikana process (migrates and seeds), then the other two.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { type Layout, readState, writeState } from './layout.ts';
import {
  makeDatabase,
  NODES,
  nodeName,
  startEtcd,
  startNode,
  waitForLeader,
  waitForSyncReplica,
} from './postgres.ts';
import { answers, isAlive, portOpen, waitFor } from './processes.ts';
import {
  databaseRoutes,
  startHaproxy,
  startPgbouncer,
  startRedis,
  startS3,
  startSentinel,
} from './services.ts';
import { startProcess } from './thikana.ts';

/** Debian packages the cluster runs, by a program each provides. */
const PACKAGES: Record<string, string> = {
  '/usr/sbin/haproxy': 'haproxy',
  '/usr/sbin/pgbouncer': 'pgbouncer',
  '/usr/bin/redis-server': 'redis-server',
  '/usr/bin/pg_ctlcluster': 'postgresql',
  '/usr/bin/patroni': 'patroni',
  '/usr/bin/etcd': 'etcd-server',
  '/usr/bin/etcdctl': 'etcd-client',
  '/usr/bin/redis-sentinel': 'redis-sentinel',
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
  pids.redis = await step(`Redis master on ${layout.ports.redis}`, () => startRedis(layout));
  pids['redis-replica'] = await step(`Redis replica on ${layout.ports.redisReplica}`, () =>
    startRedis(layout, 'redis-replica'),
  );
  for (const n of [1, 2, 3])
    pids[`sentinel-${n}`] = await step(`Redis Sentinel on ${layout.ports.sentinels[n - 1]}`, () =>
      startSentinel(layout, n),
    );
  pids.s3 = await step(`S3 (s3rver) on ${layout.ports.s3}`, () => startS3(layout));
  pids.etcd = await step(`etcd on ${layout.ports.etcd}`, () => startEtcd(layout));
  save();
  await waitFor('etcd', answers(`http://127.0.0.1:${layout.ports.etcd}/health`));
  pids[nodeName(1)] = startNode(layout, 1, options.replicaDelay ?? '0');
  save();
  const leader = await step(`PostgreSQL ${nodeName(1)} on ${layout.ports.nodes[0]} leads`, () =>
    waitForLeader(layout, 180_000),
  );
  makeDatabase(layout, leader);
  pids[nodeName(2)] = startNode(layout, 2, options.replicaDelay ?? '0');
  save();
  await step(`PostgreSQL ${nodeName(2)} on ${layout.ports.nodes[1]} streams synchronously`, () =>
    waitForSyncReplica(layout, NODES.find((n) => n !== leader)!),
  );
  pids.haproxy = await step(
    `HAProxy on ${layout.ports.haproxy}, the database on ${layout.ports.write} (writes) and ${layout.ports.read} (reads)`,
    () => startHaproxy(layout),
  );
  // Until HAProxy has checked both nodes: writes to the leader only.
  await waitFor('HAProxy to the leader', async () => {
    const routes = await databaseRoutes(layout);
    return routes.write.length === 1 && routes.write[0] === nodeName(leader);
  });
  pids.pgbouncer = await step(`PgBouncer on ${layout.ports.pgbouncer}`, () => startPgbouncer(layout));
  save();
  await waitFor('Redis, S3, PgBouncer and the database through HAProxy', async () =>
    (
      await Promise.all(
        [
          layout.ports.redis,
          layout.ports.s3,
          layout.ports.pgbouncer,
          layout.ports.write,
          ...layout.ports.sentinels,
        ].map(portOpen),
      )
    ).every(Boolean),
  );
  for (const [i, port] of layout.ports.apps.entries()) {
    pids[`app-${i + 1}`] = await step(`Thikana process ${i + 1} on ${port}`, () =>
      startProcess(layout, i + 1),
    );
    save();
  }
  await waitFor('HAProxy', async () =>
    fetch(`${layout.url}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false),
  );
  console.info(`Thikana is at ${layout.url} (HAProxy statistics at ${layout.statsUrl.replace(';csv', '')})`);
};
