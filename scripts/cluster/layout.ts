// Where everything of the cluster lives and which port each part listens on, so start,
// stop, status and the drill agree. One base port (CLUSTER_PORT, default 8080) and one
// folder (CLUSTER_DIR, default ./data/cluster): two clusters on one machine differ in both.
// PostgreSQL runs as two Patroni nodes (docs/decisions/0159-patroni-etcd-synchronous-replication.md):
// which one leads changes, so clients reach the leader and a replica through HAProxy's two
// database ports, never a node's own port. Redis is a master and a replica watched by three
// Sentinels (docs/decisions/0160-redis-sentinel.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BUCKET = 'thikana-media';
/** s3rver's built-in credentials. */
export const S3_KEY = 'S3RVER';
export const DATABASE = 'thikana';
export const PROCESSES = 3;
/** The master the Sentinels watch, by the name they know it. */
export const REDIS_MASTER = 'thikana';
/** Patroni's name for the cluster (its scope in etcd). */
export const SCOPE = 'thikana';

export type Layout = ReturnType<typeof layoutOf>;

export const layoutOf = (env: NodeJS.ProcessEnv = process.env) => {
  const base = Number(env.CLUSTER_PORT ?? 8080);
  const dir = path.resolve(env.CLUSTER_DIR ?? 'data/cluster');
  const ports = {
    haproxy: base,
    apps: Array.from({ length: PROCESSES }, (_, i) => base + 1 + i),
    /** PostgreSQL of node 1 and node 2; either may lead. */
    nodes: [base + 10, base + 11],
    pgbouncer: base + 12,
    redis: base + 13,
    s3: base + 14,
    stats: base + 15,
    etcd: base + 16,
    etcdPeer: base + 17,
    /** HAProxy to whichever node Patroni names leader (GET /primary answers 200 there). */
    write: base + 18,
    /** HAProxy to a streaming replica (GET /replica), the leader when there is none. */
    read: base + 19,
    /** Patroni's REST API of node 1 and node 2. */
    patroni: [base + 20, base + 21],
    redisReplica: base + 22,
    sentinels: [base + 23, base + 24, base + 25],
  };
  return {
    dir,
    ports,
    nodeDir: (n: number) => path.join(dir, `pg-${n}`),
    etcdDir: path.join(dir, 'etcd'),
    pgbouncerDir: path.join(dir, 'pgbouncer'),
    redisDir: path.join(dir, 'redis'),
    s3Dir: path.join(dir, 's3'),
    logsDir: path.join(dir, 'logs'),
    haproxyConfig: path.join(dir, 'haproxy.cfg'),
    stateFile: path.join(dir, 'state.json'),
    secretFile: path.join(dir, 'secret'),
    appDir: (n: number) => path.join(dir, `app-${n}`),
    url: `http://127.0.0.1:${base}`,
    statsUrl: `http://127.0.0.1:${ports.stats}/stats;csv`,
    /** The leader, whichever node it is (through HAProxy). */
    primaryUrl: `postgres://postgres@127.0.0.1:${ports.write}/${DATABASE}`,
    /** A replica, whichever node it is (through HAProxy). */
    standbyUrl: `postgres://postgres@127.0.0.1:${ports.read}/${DATABASE}`,
    pooledUrl: `postgres://postgres@127.0.0.1:${ports.pgbouncer}/${DATABASE}`,
    redisUrl: `redis://127.0.0.1:${ports.redis}`,
    sentinels: ports.sentinels.map((port) => `127.0.0.1:${port}`).join(','),
    s3Url: `http://127.0.0.1:${ports.s3}`,
  };
};

/** What `start` launched, by process id, for `stop` and the drill. */
export type State = {
  started: string;
  pids: Record<string, number>;
};

export const readState = (layout: Layout): State | null =>
  existsSync(layout.stateFile) ? (JSON.parse(readFileSync(layout.stateFile, 'utf8')) as State) : null;

export const writeState = (layout: Layout, state: State) =>
  writeFileSync(layout.stateFile, `${JSON.stringify(state, null, 2)}\n`);

export const logFile = (layout: Layout, name: string) => path.join(layout.logsDir, `${name}.log`);
