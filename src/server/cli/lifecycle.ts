// What every command line (admin, jobs, backup, seed, payments:reconcile) and the server
// itself close when their work is done: the job runner, the databases, the live channel and
// Redis. Redis is closed without waiting for it, reachable or not, so a command exits as
// soon as its work is done (docs/decisions/0131-redis-can-be-away.md).
import type { FastifyBaseLogger } from 'fastify';
import { closeRedis } from '../adapters/redis.ts';
import type { Config } from '../config.ts';
import { createDeps } from '../deps.ts';
import type { JobRunner } from '../jobs/runner.ts';
import type { AppDeps } from '../platform/app-deps.ts';

export const closeDeps = async (deps: AppDeps, jobs?: JobRunner | null) => {
  await jobs?.stop();
  await deps.readDatabase?.close();
  await deps.database.close();
  await deps.live.close();
  if (deps.redis) await closeRedis(deps.redis);
};

/** Runs `work` with the deployment's collaborators and closes them after, whatever happens. */
export const withDeps = async <T>(
  config: Config,
  log: FastifyBaseLogger,
  work: (deps: AppDeps) => Promise<T>,
): Promise<T> => {
  const deps = await createDeps(config, log);
  try {
    return await work(deps);
  } finally {
    await closeDeps(deps);
  }
};
