// Demo content for an empty database. Filled in by the seed module.
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app.ts';

export const seedIfEmpty = async (deps: AppDeps, log: FastifyBaseLogger) => {
  void deps;
  void log;
  return null as null | { ms: number; listings: number };
};
