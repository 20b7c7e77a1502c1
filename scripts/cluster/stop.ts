// `npm run cluster -- stop` stops everything the cluster started, by the process ids
// recorded in $CLUSTER_DIR/state.json (every command that starts a part again records its
// new id there), front to back: the load balancer, the Thikana processes, the pooler, the
// PostgreSQL nodes, etcd, Redis and its Sentinels, the S3 store. Each part runs in its own
// process group, which is stopped whole. `status` says what really runs and answers.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { type Layout, REDIS_MASTER, readState } from './layout.ts';
import { members, NODES, nodeName, postmasterPid, stopNode } from './postgres.ts';
import { answers, isAlive, portOpen, stopProcess } from './processes.ts';

const stopGroup = async (pid: number) => {
  await stopProcess(pid);
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is gone with its leader.
  }
};

export const stopCluster = async (layout: Layout, options: { remove?: boolean } = {}) => {
  const pids = readState(layout)?.pids ?? {};
  const stop = async (name: string) => {
    const pid = pids[name];
    if (pid && isAlive(pid)) {
      await stopGroup(pid);
      console.info(`  stopped ${name} (${pid})`);
    }
  };
  const named = (prefix: string) => Object.keys(pids).filter((name) => name.startsWith(prefix));
  await stop('haproxy');
  await Promise.all(named('app-').map(stop));
  await stop('pgbouncer');
  // The replica first, so the leader does not hand its lock over on the way out.
  const roles = await members(layout);
  const order = [...NODES].sort(
    (a, b) =>
      Number(roles.find((m) => m.name === nodeName(a))?.role === 'leader') -
      Number(roles.find((m) => m.name === nodeName(b))?.role === 'leader'),
  );
  for (const n of order) {
    if ((pids[nodeName(n)] && isAlive(pids[nodeName(n)]!)) || postmasterPid(layout, n)) {
      await stopNode(layout, n, pids[nodeName(n)]);
      console.info(`  stopped ${nodeName(n)} (Patroni and its PostgreSQL)`);
    }
  }
  await stop('etcd');
  await Promise.all([...named('sentinel-'), 'redis', 'redis-replica', 's3'].map(stop));
  if (options.remove) {
    rmSync(layout.dir, { recursive: true, force: true });
    console.info(`  removed ${layout.dir}`);
  }
};

/** What each part answers, beyond its process being alive. */
const checks = (layout: Layout): Record<string, () => Promise<string>> => {
  const open = (port: number) => async () =>
    (await portOpen(port)) ? `answers on ${port}` : `no answer on ${port}`;
  const http = (url: string) => async () =>
    (await answers(url)()) ? `answers ${url}` : `no answer from ${url}`;
  const node = (n: number) => async () => {
    const me = (await members(layout)).find((m) => m.name === nodeName(n));
    return me
      ? `${me.role} ${me.state} on ${layout.ports.nodes[n - 1]}${me.lag !== undefined && me.role !== 'leader' ? `, ${me.lag} bytes behind` : ''}`
      : `not in the cluster (Patroni on ${layout.ports.patroni[n - 1]} does not answer)`;
  };
  return {
    haproxy: http(`${layout.url}/api/ready`),
    pgbouncer: open(layout.ports.pgbouncer),
    etcd: http(`http://127.0.0.1:${layout.ports.etcd}/health`),
    redis: open(layout.ports.redis),
    'redis-replica': open(layout.ports.redisReplica),
    s3: open(layout.ports.s3),
    ...Object.fromEntries(
      layout.ports.apps.map((port, i) => [`app-${i + 1}`, http(`http://127.0.0.1:${port}/api/ready`)]),
    ),
    ...Object.fromEntries(layout.ports.sentinels.map((port, i) => [`sentinel-${i + 1}`, open(port)])),
    ...Object.fromEntries(NODES.map((n) => [nodeName(n), node(n)])),
  };
};

export const clusterStatus = async (layout: Layout) => {
  const state = readState(layout);
  if (!state) return console.info(`No cluster was started from ${layout.dir}`);
  console.info(`Cluster in ${layout.dir}, started ${state.started}`);
  const check = checks(layout);
  for (const [name, pid] of Object.entries(state.pids)) {
    const alive = isAlive(pid);
    const says = alive && check[name] ? await check[name]() : '';
    console.info(
      `  ${name.padEnd(13)} ${String(pid).padStart(8)}  ${alive ? 'running' : 'stopped'}  ${says}`,
    );
  }
  const redisMaster = await fetchSentinelMaster(layout);
  if (redisMaster) console.info(`  The Sentinels name ${redisMaster} as the Redis master.`);
};

/** host:port of the Redis master as the first Sentinel that answers names it. */
export const fetchSentinelMaster = async (layout: Layout) => {
  for (const port of layout.ports.sentinels) {
    try {
      const [host, masterPort] = execFileSync(
        'redis-cli',
        ['-p', String(port), 'sentinel', 'get-master-addr-by-name', REDIS_MASTER],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 2_000 },
      )
        .trim()
        .split('\n');
      if (host && masterPort) return `${host}:${masterPort}`;
    } catch {
      // The next one.
    }
  }
  return undefined;
};
