// The embedded database's planner statistics (docs/decisions/0111-statistics-on-the-embedded-database.md):
// made when the server starts with tables never analyzed, and from the job; afterwards the
// planner knows how many homes a city has. On PostgreSQL its own autovacuum does it: nothing runs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { findJob } from '../jobs/definitions.ts';
import { runJobOnce } from '../jobs/runner.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { queryRows } from './client.ts';
import { refreshStatistics } from './statistics.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedIfEmpty(t.deps, t.app.log);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const PUNE = sql`select 1 from listings where deleted_at is null and status = 'live' and city = 'Pune'`;

/** The planner's estimate of Pune's live homes. */
const estimate = async () => {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    t.deps.database.db,
    sql`explain (format json) ${PUNE}`,
  );
  return row!['QUERY PLAN'][0].Plan['Plan Rows'];
};

describe('planner statistics', () => {
  it('are made once for tables never analyzed, then the planner knows the size of a city', async () => {
    const [{ n }] = (await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from (${PUNE}) homes`,
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(10);
    if (t.deps.database.kind !== 'pglite') {
      expect(await refreshStatistics(t.deps.database, { always: true })).toEqual({ analyzed: false, ms: 0 });
      return;
    }
    expect((await refreshStatistics(t.deps.database, { always: false })).analyzed).toBe(true);
    expect(Math.abs((await estimate()) - n)).toBeLessThanOrEqual(Math.ceil(n * 0.25));
    // Every table is analyzed now: a start does nothing more.
    expect(await refreshStatistics(t.deps.database, { always: false })).toEqual({ analyzed: false, ms: 0 });
  });

  it('are refreshed by the hourly job', async () => {
    const result = await runJobOnce(
      findJob('database-statistics')!,
      { deps: t.deps, log: t.app.log },
      { trigger: 'manual', attempt: 1 },
    );
    expect(result).toMatchObject({ analyzed: t.deps.database.kind === 'pglite' ? 1 : 0 });
  });
});
