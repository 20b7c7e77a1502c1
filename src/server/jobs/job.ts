// What a background job is: a name, a cron schedule (UTC) and an idempotent `run`.
// Every job may run twice for one slot (a retry after a crash mid-run, a run by hand
// next to a scheduled one), so each one only ever deletes or credits what is still due.
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../platform/app-deps.ts';

export type JobDeps = Pick<AppDeps, 'config' | 'database' | 'storage' | 'gateway' | 'clock' | 'mailer'> &
  Partial<Pick<AppDeps, 'whatsapp' | 'outbox' | 'webPush' | 'tally'>>;

export type JobContext = {
  deps: JobDeps;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

/** What a run did, in counts (rows deleted, orders checked, ...), kept with the run. */
export type JobResult = Record<string, number>;

export type JobDefinition = {
  /** kebab-case; also the pg-boss queue name. */
  name: string;
  description: string;
  /** Five-field cron in UTC. `JOB_SCHEDULES` may override it per deployment. */
  schedule: string;
  /** Attempts after the first, each after twice the delay of the one before. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  run: (context: JobContext) => Promise<JobResult>;
};

export const DEFAULT_RETRY_LIMIT = 3;
export const DEFAULT_RETRY_DELAY_SECONDS = 30;

/** The delay before retry number `attempt` (1-based), doubling each time. */
export const retryDelayMs = (job: JobDefinition, attempt: number) =>
  (job.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS) * 1000 * 2 ** (attempt - 1);
