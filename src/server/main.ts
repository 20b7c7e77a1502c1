// config -> db -> migrate -> seed (empty database only) -> app -> listen.
// SIGTERM/SIGINT close the server (in-flight requests finish) and the database.
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDeps } from './deps.ts';
import { seedIfEmpty } from './seed/index.ts';

export const main = async () => {
  const started = performance.now();
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const deps = await createDeps(config, logger);
  await deps.database.migrate();
  if (config.SEED_DEMO) {
    const seeded = await seedIfEmpty(deps, logger);
    if (seeded) logger.info({ ms: Math.round(seeded.ms), listings: seeded.listings }, 'demo content seeded');
  }
  const app = await buildApp(deps, { logger, webDistDir: config.WEB_DIST_DIR });
  await app.listen({ host: config.HOST, port: config.PORT });
  logger.info(
    { url: config.PUBLIC_URL, ms: Math.round(performance.now() - started), database: deps.database.kind },
    'Thikana is ready',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await deps.readDatabase?.close();
    await deps.database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return app;
};
