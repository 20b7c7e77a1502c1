// config -> port free? -> db -> migrate -> seed (empty database only) -> app -> listen -> derived data.
// SIGTERM/SIGINT close the server (in-flight requests finish) and the database.
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { buildApp } from './app.ts';
import { startControlSocket } from './cli/control-socket.ts';
import { closeDeps } from './cli/lifecycle.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { createDeps } from './deps.ts';
import { connectionLimits } from './http/connection-budget.ts';
import { computeMissingDerivedData } from './jobs/after-start.ts';
import { type JobRunner, startJobs } from './jobs/runner.ts';
import { seedIfEmpty } from './seed/index.ts';

/** A start-up failure the operator can fix; printed as one line, without a stack. */
class StartError extends Error {}

/** host:port/database of a connection URL, never its password. */
const describeUrl = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
};

const portInUse = (port: number) =>
  new StartError(`Port ${port} is in use: another server is running there; set PORT to another.`);

/** Refuses a taken port before the database is opened and migrated, not after. */
const checkPortFree = (host: string, port: number) =>
  new Promise<void>((resolve, reject) => {
    if (port === 0) return resolve();
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? portInUse(port) : error),
    );
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });

/** Prints why the server could not start in one line and exits 1. */
export const exitOnStartError = (error: unknown) => {
  const known =
    error instanceof StartError ||
    error instanceof DataDirLockedError ||
    (error instanceof Error && error.message.startsWith('Invalid configuration'));
  if (!known) throw error;
  console.error((error as Error).message.replace(/:\n\s+/, ': ').replace(/\n\s+/g, '; '));
  process.exit(1);
};

export const main = async () => {
  const started = performance.now();
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  for (const warning of config.warnings) logger.warn(warning);
  await checkPortFree(config.HOST, config.PORT);
  const deps = await createDeps(config, logger);
  await deps.database.migrate().catch((error: unknown) => {
    throw new StartError(
      `Cannot use the database${config.DATABASE_URL ? ` at ${describeUrl(config.DATABASE_URL)}` : ''}: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  if (config.SEED_DEMO) {
    const seeded = await seedIfEmpty(deps, logger);
    if (seeded) logger.info({ ms: Math.round(seeded.ms), listings: seeded.listings }, 'demo content seeded');
  }
  const app = await buildApp(deps, { logger, webDistDir: config.WEB_DIST_DIR });
  // Connections past what the open-files limit affords are closed as they come, leaving files for
  // the database, Redis and photos (docs/decisions/0130-a-stream-lives-no-longer-than-its-session.md).
  const limits = connectionLimits(config);
  if (limits.connections > 0) app.server.maxConnections = limits.connections;
  // Taken between the check and now: the same one line.
  await app.listen({ host: config.HOST, port: config.PORT }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    await app.close();
    await closeDeps(deps);
    throw portInUse(config.PORT);
  });
  const jobs: JobRunner | null = config.JOBS
    ? await startJobs({ deps, log: logger.child({ jobs: true }) })
    : null;
  // Derived data a start finds missing (statistics, map positions, the rent index) is computed
  // after the server listens, whatever the database holds (docs/decisions/0146-ready-first-figures-after.md).
  const derived = computeMissingDerivedData({ deps, log: logger.child({ start: 'derived data' }) });
  // The embedded database is this process's alone: admin and jobs commands come in here.
  const closeControl = config.DATABASE_URL ? async () => {} : await startControlSocket(deps, logger);
  logger.info(
    {
      url: config.PUBLIC_URL,
      ms: Math.round(performance.now() - started),
      database: deps.database.kind,
      jobs: jobs?.kind ?? 'off',
      connections: limits.connections || 'no cap',
      liveChannels: limits.streams,
    },
    'Thikana is ready',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000 + config.DRAIN_SECONDS * 1000);
    force.unref();
    // Ctrl-C stops at once; a SIGTERM from a process manager first lets the load balancer see it go.
    if (signal === 'SIGTERM' && config.DRAIN_SECONDS > 0) {
      app.startDraining();
      await new Promise((resolve) => setTimeout(resolve, config.DRAIN_SECONDS * 1000));
    }
    await app.close();
    // A step in progress finishes its statement; what it did not reach, the hourly jobs do.
    await Promise.race([derived, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await closeControl();
    await closeDeps(deps, jobs);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return app;
};
