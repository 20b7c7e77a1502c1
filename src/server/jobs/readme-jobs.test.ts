// The README's jobs table is the list an operator reads: it names every job of
// jobs/definitions.ts, nothing else, each with its schedule in words
// (docs/decisions/0157-safe-by-default.md).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JOBS } from './definitions.ts';

/** A default schedule in the README's words: every minute, every N minutes, hourly at :MM, daily at HH:MM. */
const inWords = (cron: string) => {
  const [minute, hour, ...rest] = cron.split(' ');
  if (rest.join(' ') !== '* * *') return cron;
  if (minute === '*' && hour === '*') return 'every minute';
  const every = /^\*\/(\d+)$/.exec(minute ?? '');
  if (every && hour === '*') return `every ${every[1]} minutes`;
  const mm = (minute ?? '').padStart(2, '0');
  if (hour === '*') return `hourly at :${mm}`;
  return `daily at ${(hour ?? '').padStart(2, '0')}:${mm}`;
};

const readmeJobs = () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Background jobs'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| job')));
  return table
    .split('\n')
    .map((line) => /^\|\s*`([a-z-]+)`\s*\|\s*([^|]+?)\s*\|/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, name, schedule]) => ({ name, schedule }));
};

describe("the README's jobs table", () => {
  it('lists every job with its schedule, and nothing that is not a job', () => {
    expect(readmeJobs().sort((a, b) => a.name!.localeCompare(b.name!))).toEqual(
      JOBS.map((job) => ({ name: job.name, schedule: inWords(job.schedule) })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    );
  });
});
