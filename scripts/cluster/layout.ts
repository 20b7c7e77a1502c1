// Where everything of the cluster lives and which port each part listens on, so start,
// stop, status and the drill agree. One base port (CLUSTER_PORT, default 8080) and one
// folder (CLUSTER_DIR, default ./data/cluster): two clusters on one machine differ in both.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BUCKET = 'thikana-media';
/** s3rver's built-in credentials. */
export const S3_KEY = 'S3RVER';
export const DATABASE = 'thikana';
export const PROCESSES = 3;

export type Layout = ReturnType<typeof layoutOf>;

export const layoutOf = (env: NodeJS.ProcessEnv = process.env) => {
  const base = Number(env.CLUSTER_PORT ?? 8080);
  const dir = path.resolve(env.CLUSTER_DIR ?? 'data/cluster');
  const ports = {
    haproxy: base,
    apps: Array.from({ length: PROCESSES }, (_, i) => base + 1 + i),
    primary: base + 10,
    standby: base + 11,
    pgbouncer: base + 12,
    redis: base + 13,
    s3: base + 14,
    stats: base + 15,
  };
  return {
    dir,
    ports,
    primaryDir: path.join(dir, 'primary'),
    standbyDir: path.join(dir, 'standby'),
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
    primaryUrl: `postgres://postgres@127.0.0.1:${ports.primary}/${DATABASE}`,
    standbyUrl: `postgres://postgres@127.0.0.1:${ports.standby}/${DATABASE}`,
    pooledUrl: `postgres://postgres@127.0.0.1:${ports.pgbouncer}/${DATABASE}`,
    redisUrl: `redis://127.0.0.1:${ports.redis}`,
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
