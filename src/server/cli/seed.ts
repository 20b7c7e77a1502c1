// `npm run seed`: migrate DATA_DIR / DATABASE_URL and seed demo content if empty.
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { withDeps } from './lifecycle.ts';

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL });
await withDeps(config, logger, async (deps) => {
  await deps.database.migrate();
  const result = await seedIfEmpty(deps, logger);
  logger.info(
    result ? { ms: Math.round(result.ms), listings: result.listings } : {},
    result ? 'seeded' : 'already seeded',
  );
});
