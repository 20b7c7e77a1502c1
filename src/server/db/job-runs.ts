// The record of every job attempt (table job_runs): written by the runner (jobs/runner.ts),
// shown by `npm run jobs -- list` and on the payments page (the reconciler's runs). It sits
// below both, beside the schema, so a feature reads it without importing the jobs.
import { desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from './client.ts';
import { jobRuns } from './schema.ts';

export const startRun = async (
  db: Db,
  values: { job: string; trigger: 'schedule' | 'manual'; attempt: number; startedAt: Date },
) => {
  const [row] = await db.insert(jobRuns).values(values).returning({ id: jobRuns.id });
  return row!.id;
};

export const finishRun = async (
  db: Db,
  id: number,
  values: { outcome: 'ok' | 'failed'; finishedAt: Date; detail: unknown },
) => {
  await db.update(jobRuns).set(values).where(eq(jobRuns.id, id));
};

/** The newest attempt of each job, and how many of its last 24 hours failed. */
export const lastRuns = async (db: Db, now: Date) =>
  queryRows<{
    job: string;
    started_at: string | Date;
    finished_at: string | Date | null;
    outcome: string;
    detail: unknown;
    failures_24h: number;
  }>(
    db,
    sql`select distinct on (job) job, started_at, finished_at, outcome, detail,
          (select count(*)::int from job_runs f where f.job = r.job and f.outcome = 'failed'
             and f.started_at > ${new Date(now.getTime() - 86_400_000).toISOString()}) as failures_24h
        from job_runs r order by job, started_at desc, id desc`,
  );

export const runsOf = async (db: Db, job: string, limit = 10) =>
  db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.job, job))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(limit);
