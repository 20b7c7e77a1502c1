// Runs the jobs of definitions.ts. On PostgreSQL, pg-boss schedules each job once per
// cluster (its cron monitor lets one process per slot enqueue, and one worker takes
// each job), retries failures with backoff and survives restarts; every process works
// the queues. On the embedded database one process holds the data directory (see
// db/data-dir-lock.ts), so an in-process runner with the same definitions, cron
// schedules, retries and run log does the same. Why: docs/decisions/0041-background-jobs.md.
import { performance } from 'node:perf_hooks';
import cronParser from 'cron-parser';
import PgBoss from 'pg-boss';
import { finishRun, lastRuns, startRun } from '../db/job-runs.ts';
import { jobFailures, jobRuns, jobSeconds } from '../metrics.ts';
import { JOBS } from './definitions.ts';
import {
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  type JobContext,
  type JobDefinition,
  type JobResult,
  retryDelayMs,
} from './job.ts';

export type Trigger = 'schedule' | 'manual';

export type JobRunner = {
  kind: 'pg-boss' | 'in-process';
  stop: () => Promise<void>;
};

/** One attempt of a job: recorded in job_runs, logged, counted; a failure is rethrown after that. */
export const runJobOnce = async (
  job: JobDefinition,
  context: JobContext,
  meta: { trigger: Trigger; attempt: number },
): Promise<JobResult> => {
  const { database, clock } = context.deps;
  const id = await startRun(database.db, { job: job.name, ...meta, startedAt: clock.now() });
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const result = await job.run(context);
    await finishRun(database.db, id, { outcome: 'ok', finishedAt: clock.now(), detail: result });
    jobRuns.inc({ job: job.name, outcome: 'ok' });
    jobSeconds.observe({ job: job.name }, seconds());
    context.log.info({ job: job.name, ...meta, ms: Math.round(seconds() * 1000), result }, 'job done');
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finishRun(database.db, id, {
      outcome: 'failed',
      finishedAt: clock.now(),
      detail: { error: message },
    }).catch(() => undefined);
    jobRuns.inc({ job: job.name, outcome: 'failed' });
    jobFailures.inc({ job: job.name });
    context.log.error({ err: error, job: job.name, ...meta }, 'job failed');
    throw error;
  }
};

/**
 * Each job's cron, after `JOB_SCHEDULES` ("name=cron;name=off"). Throws one clear
 * configuration error for an unknown job or an unreadable cron.
 */
export const resolveSchedules = (overrides: string | undefined, jobs: JobDefinition[] = JOBS) => {
  const schedules = new Map<string, string | null>(jobs.map((job) => [job.name, job.schedule]));
  for (const part of (overrides ?? '')
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, cron] = part.split('=').map((s) => s.trim());
    if (!name || !cron || !schedules.has(name)) {
      throw new Error(
        `Invalid configuration:\n  JOB_SCHEDULES: "${part}" names no job (jobs: ${jobs.map((j) => j.name).join(', ')})`,
      );
    }
    if (cron !== 'off') {
      try {
        cronParser.parseExpression(cron, { tz: 'UTC' });
      } catch {
        throw new Error(
          `Invalid configuration:\n  JOB_SCHEDULES: "${cron}" for ${name} is not a five-field cron`,
        );
      }
    }
    schedules.set(name, cron === 'off' ? null : cron);
  }
  return schedules;
};

/** The slot a cron last fell on at or before `now`, and the next one after it. */
export const cronSlots = (cron: string, now: Date) => {
  const after = cronParser.parseExpression(cron, { currentDate: new Date(now.getTime() + 1), tz: 'UTC' });
  const previous = after.prev().toDate();
  const next = cronParser.parseExpression(cron, { currentDate: now, tz: 'UTC' }).next().toDate();
  return { previous, next };
};

/**
 * The embedded database's runner. `tick()` starts every job whose cron slot has come
 * since its last scheduled start (so a slot missed while the server was down runs
 * once at the next start); failed attempts are retried after 30 s, 60 s, 120 s.
 */
export const createInProcessRunner = async (
  context: JobContext,
  options: { schedules: Map<string, string | null>; jobs?: JobDefinition[]; tickMs?: number },
) => {
  const jobs = options.jobs ?? JOBS;
  const lastStart = new Map<string, number>();
  for (const row of await lastRuns(context.deps.database.db, context.deps.clock.now())) {
    lastStart.set(row.job, new Date(row.started_at).getTime());
  }
  const running = new Map<string, Promise<void>>();
  const retries = new Set<NodeJS.Timeout>();
  let stopped = false;

  const attempt = (job: JobDefinition, number: number): Promise<void> =>
    runJobOnce(job, context, { trigger: 'schedule', attempt: number }).then(
      () => undefined,
      () => {
        if (stopped || number > (job.retryLimit ?? DEFAULT_RETRY_LIMIT)) return;
        const timer = setTimeout(
          () => {
            retries.delete(timer);
            launch(job, number + 1);
          },
          retryDelayMs(job, number),
        );
        timer.unref();
        retries.add(timer);
      },
    );

  const launch = (job: JobDefinition, number: number) => {
    if (stopped || running.has(job.name)) return;
    const run = attempt(job, number).finally(() => running.delete(job.name));
    running.set(job.name, run);
  };

  const tick = async () => {
    const now = context.deps.clock.now();
    for (const job of jobs) {
      const cron = options.schedules.get(job.name);
      if (!cron) continue;
      const slot = cronSlots(cron, now).previous.getTime();
      if ((lastStart.get(job.name) ?? Number.NEGATIVE_INFINITY) < slot) {
        lastStart.set(job.name, now.getTime());
        launch(job, 1);
      }
    }
  };

  const timer = setInterval(() => void tick(), options.tickMs ?? 30_000);
  timer.unref();
  return {
    kind: 'in-process' as const,
    tick,
    /** Resolves once no attempt is running (retries waiting on their delay are not awaited). */
    idle: async () => {
      while (running.size > 0) await Promise.all(running.values());
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      for (const retry of retries) clearTimeout(retry);
      await Promise.all(running.values());
    },
  };
};

/**
 * Runs `step` again when PostgreSQL broke a deadlock by failing it: processes starting together
 * each create a queue a new job needs, and pg-boss's queue creation locks its table and a
 * partition in an order two of them can cross. Another try finds the queue made.
 */
const retryOnDeadlock = async (step: () => Promise<void>, tries = 5) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if ((code !== '40P01' && code !== '23505') || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
};

/** PostgreSQL's runner: pg-boss in its own schema, two connections per process. */
export const createPgBossRunner = async (
  context: JobContext,
  options: { url: string; schedules: Map<string, string | null>; jobs?: JobDefinition[] },
): Promise<JobRunner & { boss: PgBoss }> => {
  const jobs = options.jobs ?? JOBS;
  const boss = new PgBoss({
    connectionString: options.url,
    schema: 'pgboss',
    max: 2,
    application_name: 'thikana-jobs',
  });
  boss.on('error', (error) => context.log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    const queue = {
      name: job.name,
      retryLimit: job.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay: job.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
    };
    await retryOnDeadlock(async () => {
      if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queue);
      else await boss.createQueue(job.name, queue);
    });
    const cron = options.schedules.get(job.name);
    if (cron) await boss.schedule(job.name, cron, {}, { tz: 'UTC' });
    else await boss.unschedule(job.name);
    await boss.work<{ trigger?: Trigger }>(
      job.name,
      { includeMetadata: true, pollingIntervalSeconds: 5 },
      async ([queued]) => {
        await runJobOnce(job, context, {
          trigger: queued!.data?.trigger ?? 'schedule',
          attempt: queued!.retryCount + 1,
        });
      },
    );
  }
  return { kind: 'pg-boss', boss, stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
};

/** Starts the runner that fits the database; `JOBS=false` runs none in this process. */
export const startJobs = async (context: JobContext): Promise<JobRunner> => {
  const { config } = context.deps;
  const schedules = resolveSchedules(config.JOB_SCHEDULES);
  if (config.DATABASE_URL) return createPgBossRunner(context, { url: config.DATABASE_URL, schedules });
  return createInProcessRunner(context, { schedules });
};
