// config -> db -> migrate -> seed (empty database only) -> app -> listen.
// SIGTERM/SIGINT close the server (in-flight requests finish) and the database.
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { buildApp } from './app.ts';
import { startControlSocket } from './cli/control-socket.ts';
import { closeDeps } from './cli/lifecycle.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { refreshStatistics } from './db/statistics.ts';
import { createDeps } from './deps.ts';
import { placeListings } from './features/listings/index.ts';
import { computeRentIndexIfMissing } from './features/rents/index.ts';
import { connectionLimits } from './http/connection-budget.ts';
import { type JobRunner, startJobs } from './jobs/runner.ts';
import { seedIfEmpty } from './seed/index.ts';

/** A start-up failure the operator can fix; printed as one line, without a stack. */
class StartError extends Error {}

/** host:port/database of a connection URL, never its password. */
const describeUrl = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
};

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
  // A new database gets its rent index now rather than at the job's next hour (docs/decisions/0115-rent-index.md).
  const rents = await computeRentIndexIfMissing({ database: deps.database, now: deps.clock.now() });
  if (rents) logger.info(rents, 'rent index computed');
  const statistics = await refreshStatistics(deps.database, { always: false });
  if (statistics.analyzed) logger.info({ ms: statistics.ms }, 'database statistics made');
  // Listings saved before positions existed get theirs (docs/decisions/0063-approximate-positions.md).
  const placed = await placeListings(deps.database.db);
  if (placed > 0) logger.info({ listings: placed }, 'listings placed on the map');
  const app = await buildApp(deps, { logger, webDistDir: config.WEB_DIST_DIR });
  // Connections past what the open-files limit affords are closed as they come, leaving files for
  // the database, Redis and photos (docs/decisions/0130-a-stream-lives-no-longer-than-its-session.md).
  const limits = connectionLimits(config);
  if (limits.connections > 0) app.server.maxConnections = limits.connections;
  await app.listen({ host: config.HOST, port: config.PORT });
  const jobs: JobRunner | null = config.JOBS
    ? await startJobs({ deps, log: logger.child({ jobs: true }) })
    : null;
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
    await closeControl();
    await closeDeps(deps, jobs);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return app;
};
