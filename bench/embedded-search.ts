// `npm run bench:embedded-search -- [--searches 200] [--rounds 3]`
//
// Uncached searches on the embedded database (PGlite), the way `npm start` serves them: two
// databases seeded with the same demo content in this process, one with the planner statistics
// the server now makes at its start (docs/decisions/0111-statistics-on-the-embedded-database.md)
// and one without, as every embedded database had before. The same varied first pages (cities,
// types, budgets, typed text; bench/search-mix.ts) go through the real searchListings to each in
// turn, round after round, so a machine that slows down weighs on both alike. Prints the time
// per search (p50, p95, p99) and the database's own time for the city search of the demo's
// biggest city (EXPLAIN ANALYZE), for both. No HTTP and no kept answers: nothing is cached.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/server/config.ts';
import { queryRows } from '../src/server/db/client.ts';
import { refreshStatistics } from '../src/server/db/statistics.ts';
import { createDeps } from '../src/server/deps.ts';
import { searchListings } from '../src/server/features/search/service.ts';
import { seedIfEmpty } from '../src/server/seed/index.ts';
import { type SearchRequest, SearchRequestSchema } from '../src/shared/schemas/search.ts';
import { mixedFirstPages } from './search-mix.ts';

const { values: args } = parseArgs({
  options: {
    searches: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '3' },
  },
});
const SEARCHES = Number(args.searches);
const ROUNDS = Number(args.rounds);

const log = pino({ level: 'warn' });
const dirs: string[] = [];

const seeded = async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'thikana-embedded-'));
  dirs.push(dir);
  const config = loadConfig({ ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'production' });
  const deps = await createDeps(config, log);
  await deps.database.migrate();
  await seedIfEmpty(deps, log);
  return deps;
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const main = async () => {
  console.info('Seeding two embedded databases with the demo content...');
  const without = await seeded();
  const withStats = await seeded();
  const made = await refreshStatistics(withStats.database, { always: true });
  console.info(`ANALYZE took ${made.ms} ms on the demo database.`);
  const requests: SearchRequest[] = mixedFirstPages(SEARCHES).map((body) => SearchRequestSchema.parse(body));
  const sides = [
    { name: 'without statistics (before)', deps: without, times: [] as number[] },
    { name: 'with statistics (now)', deps: withStats, times: [] as number[] },
  ];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      for (const request of requests) {
        const started = performance.now();
        await searchListings({
          db: side.deps.database.db,
          storage: side.deps.storage,
          viewerId: null,
          request,
        });
        side.times.push(performance.now() - started);
      }
    }
  }
  const [{ city }] = (await queryRows<{ city: string }>(
    without.database.db,
    sql`select city from listings where status = 'live' and deleted_at is null group by city order by count(*) desc limit 1`,
  )) as [{ city: string }];
  console.info(`\n${SEARCHES} varied first pages x ${ROUNDS} rounds, per search (ms):`);
  for (const side of sides) {
    const sorted = [...side.times].sort((a, b) => a - b);
    const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
    console.info(
      `  ${side.name.padEnd(30)} mean ${mean.toFixed(1)}  p50 ${quantile(sorted, 0.5).toFixed(1)}  p95 ${quantile(sorted, 0.95).toFixed(1)}  p99 ${quantile(sorted, 0.99).toFixed(1)}`,
    );
  }
  console.info(`\nThe database's own time for the live homes of ${city} (EXPLAIN ANALYZE, best of 5):`);
  for (const side of sides) {
    let best = { planning: Infinity, execution: Infinity };
    for (let i = 0; i < 5; i += 1) {
      const [row] = await queryRows<{
        'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }];
      }>(
        side.deps.database.db,
        sql`explain (analyze, format json) select id from listings where deleted_at is null and status = 'live' and city = ${city} order by created_at desc limit 21`,
      );
      const plan = row!['QUERY PLAN'][0];
      if (plan['Planning Time'] + plan['Execution Time'] < best.planning + best.execution)
        best = { planning: plan['Planning Time'], execution: plan['Execution Time'] };
    }
    console.info(
      `  ${side.name.padEnd(30)} planning ${best.planning.toFixed(2)} ms, execution ${best.execution.toFixed(2)} ms`,
    );
  }
  for (const side of sides) await side.deps.database.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};

void main();
