// `npm run jobs -- list`: every background job with its schedule, next run and last
// outcome. `npm run jobs -- run NAME`: runs one now, by hand (recorded like a
// scheduled run). Works while the server runs (cli/command.ts).
import { pathToFileURL } from 'node:url';
import { lastRuns } from '../db/job-runs.ts';
import { findJob, JOBS } from '../jobs/definitions.ts';
import { cronSlots, resolveSchedules, runJobOnce } from '../jobs/runner.ts';
import type { CommandGroup } from './command.ts';
import { runCommandLine } from './run-command.ts';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString().slice(0, 19).replace('T', ' ') : '-');

export const JOB_COMMANDS: CommandGroup = {
  list: {
    usage: 'list',
    run: async (deps) => {
      const now = deps.clock.now();
      const schedules = resolveSchedules(deps.config.JOB_SCHEDULES);
      const last = new Map((await lastRuns(deps.database.db, now)).map((r) => [r.job, r]));
      const rows = JOBS.map((job) => {
        const cron = schedules.get(job.name) ?? null;
        const run = last.get(job.name);
        return [
          job.name,
          cron ?? 'off',
          cron ? iso(cronSlots(cron, now).next) : '-',
          iso(run?.started_at ?? null),
          run
            ? `${run.outcome}${run.outcome === 'failed' ? '' : ` ${JSON.stringify(run.detail ?? {})}`}`
            : 'never run',
          String(run?.failures_24h ?? 0),
        ];
      });
      const header = [
        'job',
        'schedule (UTC)',
        'next run (UTC)',
        'last run (UTC)',
        'last outcome',
        'failed 24h',
      ];
      const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
      const line = (cells: string[]) =>
        cells
          .map((c, i) => c.padEnd(widths[i]!))
          .join('  ')
          .trimEnd();
      const failures = [...last.values()]
        .filter((r) => r.outcome === 'failed')
        .map((r) => `  ${r.job}: ${(r.detail as { error?: string } | null)?.error ?? 'failed'}`);
      return [
        line(header),
        ...rows.map(line),
        ...(failures.length ? ['', 'Last failures:', ...failures] : []),
      ].join('\n');
    },
  },
  run: {
    usage: 'run NAME',
    run: async (deps, [name]) => {
      const job = name ? findJob(name) : undefined;
      if (!job) throw new Error(`No job named "${name ?? ''}". Jobs: ${JOBS.map((j) => j.name).join(', ')}`);
      const log = { info: () => {}, warn: () => {}, error: () => {} };
      const result = await runJobOnce(job, { deps, log }, { trigger: 'manual', attempt: 1 });
      return `${job.name}: ok ${JSON.stringify(result)}`;
    },
  },
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runCommandLine('jobs', JOB_COMMANDS, process.argv.slice(2));
}
