// The Thikana processes: the same server, one per port, sharing the database's leader
// through PgBouncer and HAProxy, a replica for reads through HAProxy, Redis through its
// Sentinels, and the S3 bucket. No process is ever given a node's own port: whichever node
// leads, a process started now or later finds it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUCKET, type Layout, logFile, REDIS_MASTER, readState, S3_KEY, writeState } from './layout.ts';
import { answers, isAlive, launch, stopProcess, waitFor } from './processes.ts';

/** One secret for all processes (sessions and signed values must read the same everywhere). */
const secretOf = (layout: Layout) => {
  if (!existsSync(layout.secretFile))
    writeFileSync(layout.secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(layout.secretFile, 'utf8').trim();
};

const previousFile = (layout: Layout) => `${layout.secretFile}.previous.json`;

/** The secret rotated out and until when it is still accepted, while that is in the future. */
const previousOf = (layout: Layout): NodeJS.ProcessEnv => {
  if (!existsSync(previousFile(layout))) return {};
  const { secret, until } = JSON.parse(readFileSync(previousFile(layout), 'utf8')) as {
    secret: string;
    until: string;
  };
  return new Date(until) > new Date() ? { APP_SECRET_PREVIOUS: secret, SECRETS_PREVIOUS_UNTIL: until } : {};
};

/**
 * A new APP_SECRET for every process, the old one still accepted for `hours` (what it signed:
 * codes and links already sent, remembered devices, sealed authenticator keys), in two rolling
 * restarts so that no process ever meets a signature it cannot check: first every process
 * learns the new secret while still signing with the old, then every process signs with the
 * new one and keeps accepting the old. Nobody is logged out and the site stays up.
 */
export const rotateSecret = async (layout: Layout, hours = 24) => {
  const until = new Date(Date.now() + hours * 3_600_000).toISOString();
  const old = secretOf(layout);
  const next = randomBytes(32).toString('hex');
  const restartAll = async () => {
    for (const n of layout.ports.apps.keys()) await restartProcess(layout, n + 1);
  };
  writeFileSync(previousFile(layout), JSON.stringify({ secret: next, until }), { mode: 0o600 });
  await restartAll();
  writeFileSync(layout.secretFile, next, { mode: 0o600 });
  writeFileSync(previousFile(layout), JSON.stringify({ secret: old, until }), { mode: 0o600 });
  await restartAll();
  return until;
};

export const processEnv = (layout: Layout, n: number): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(layout.ports.apps[n - 1]),
  PUBLIC_URL: layout.url,
  TRUST_PROXY: '127.0.0.1',
  APP_SECRET: secretOf(layout),
  ...previousOf(layout),
  DATA_DIR: layout.appDir(n),
  WEB_DIST_DIR: path.resolve('dist/web'),
  DATABASE_URL: layout.pooledUrl,
  DATABASE_POOLING: 'transaction',
  DIRECT_DATABASE_URL: layout.primaryUrl,
  READ_DATABASE_URL: layout.standbyUrl,
  REDIS_URL: layout.redisUrl,
  // The master is whichever Redis the Sentinels name (REDIS_URL's host is then not used).
  REDIS_SENTINELS: layout.sentinels,
  REDIS_SENTINEL_NAME: REDIS_MASTER,
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: layout.s3Url,
  S3_ACCESS_KEY_ID: S3_KEY,
  S3_SECRET_ACCESS_KEY: S3_KEY,
  PAYMENT_GATEWAY: process.env.PAYMENT_GATEWAY ?? 'test',
  MESSAGE_OUTBOX: process.env.MESSAGE_OUTBOX ?? 'true',
  METRICS_TOKEN: process.env.METRICS_TOKEN ?? 'cluster',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // HAProxy takes a process out after two failed checks a second apart, each given up to 3 s
  // on a busy machine; what reaches it meanwhile is answered 503 and sent to another process.
  DRAIN_SECONDS: process.env.DRAIN_SECONDS ?? '5',
  // Only the first process seeds an empty database; the others find it seeded.
  SEED_DEMO: n === 1 ? 'true' : 'false',
});

/** Starts process n and waits for it to answer /api/ready; returns its pid. */
export const startProcess = async (layout: Layout, n: number) => {
  mkdirSync(layout.appDir(n), { recursive: true });
  const pid = launch(process.execPath, ['--import', 'tsx', 'src/server/cli/serve.ts'], {
    log: logFile(layout, `app-${n}`),
    env: processEnv(layout, n),
  });
  const ready = answers(`http://127.0.0.1:${layout.ports.apps[n - 1]}/api/ready`);
  await waitFor(
    `Thikana process ${n}`,
    async () => {
      if (!isAlive(pid)) throw new Error(`Thikana process ${n} exited: see ${logFile(layout, `app-${n}`)}`);
      return ready();
    },
    180_000,
  );
  return pid;
};

/** Records a part's new process id after it was started again. */
export const remember = (layout: Layout, name: string, pid: number) => {
  const state = readState(layout);
  if (state) writeState(layout, { ...state, pids: { ...state.pids, [name]: pid } });
};

/**
 * Process n stopped with SIGTERM (it answers 503 to new requests, HAProxy takes it out, the
 * requests in flight finish) and started again with the same settings: a new release, or
 * changed settings read from this environment.
 */
export const restartProcess = async (layout: Layout, n: number) => {
  const pid = readState(layout)?.pids[`app-${n}`];
  if (pid) await stopProcess(pid, 'SIGTERM');
  const started = await startProcess(layout, n);
  remember(layout, `app-${n}`, started);
  return started;
};
