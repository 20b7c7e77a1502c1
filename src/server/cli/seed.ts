// `npm run seed`: migrate DATA_DIR / DATABASE_URL and seed demo content if empty.
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { createDeps } from '../deps.ts';
import { seedIfEmpty } from '../seed/index.ts';

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL });
const deps = await createDeps(config, logger);
await deps.database.migrate();
const result = await seedIfEmpty(deps, logger);
logger.info(
  result ? { ms: Math.round(result.ms), listings: result.listings } : {},
  result ? 'seeded' : 'already seeded',
);
await deps.database.close();
await deps.redis?.quit();
