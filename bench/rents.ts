// `DATABASE_URL=postgres://.../<db> npm run bench:rents -- [--runs 2 (0: the calls only)] [--concurrency 20] [--duration 15]`
//
// The rent index (docs/decisions/0115-rent-index.md) over the listings of a PostgreSQL
// database of its own, filled by src/server/cli/generate.ts (`--listings 1000000`); it adds
// the index's tables to that database if missing, so never point it at a shared one.
// 1. Times the `rent-index` job's work (computeRentIndex) --runs times.
// 2. Measures the three rents calls of a real server process under autocannon, each call in
//    turn at --concurrency clients: the index of a locality and configuration drawn from the
//    index, the gauge of a listing drawn from the whole table, a city's table. Prints requests
//    a second and p50/p95/p99, and the share of answers that came from the kept-answer cache
//    (src/server/http/public-cache.ts): the statements the database committed during the run
//    (pg_stat_database) against what one answer that was not kept commits, measured first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/server/db/client.ts';
import { computeRentIndex } from '../src/server/features/rents/index.ts';
import { RENT_API } from '../src/shared/api-rents.ts';
import { CITIES } from '../src/shared/cities.ts';
import { loadPaths } from './rents-load.ts';
import { startServer } from './server.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '20' },
    duration: { type: 'string', default: '15' },
  },
});
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('Give DATABASE_URL=postgres://... a database of its own');
const dataDir = mkdtempSync(path.join(tmpdir(), 'thikana-bench-rents-'));
const database = await openDatabase({ url, dataDir, poolSize: 4 });
await database.migrate();
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

const [counted] = await rows<{ live: number; rented: number; all: number }>(sql`
  select count(*) filter (where deleted_at is null and status = 'live')::int as live,
    count(*) filter (where deleted_at is null and status = 'rented')::int as rented, count(*)::int as all
  from listings`);
console.info(`listings: ${JSON.stringify(counted)}`);
for (let run = 1; run <= Number(args.runs); run += 1) {
  const result = await computeRentIndex({ database, now: new Date() });
  console.info(`rent-index job, run ${run}: ${result.ms} ms; rows ${JSON.stringify(result)}`);
}

const groups = await rows<{ city: string; locality: string; configuration: string }>(sql`
  select city, locality, configuration from rent_figures
  where homes >= 5 and property_type = '' and rent_period = 'month' and locality <> '' and configuration <> ''
  order by random() limit 2000`);
const ids = await rows<{ id: number }>(sql`
  select id from listings tablesample system (2) where deleted_at is null limit 5000`);
const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
const scenarios = {
  'GET /api/rents (locality, configuration)': groups.map(
    (g) =>
      `${RENT_API.figures}?${query({ city: g.city, locality: g.locality, configuration: g.configuration })}`,
  ),
  'GET /api/rents/listing/:id': ids.map(({ id }) => RENT_API.listing.replace(':id', String(id))),
  'GET /api/rents/city': CITIES.map((city) => `${RENT_API.city}?${query({ city: city.name })}`),
};

const dbName = new URL(url).pathname.slice(1);
const committed = async () =>
  (
    await rows<{ n: string }>(
      sql`select xact_commit::text as n from pg_stat_database where datname = ${dbName}`,
    )
  )[0]?.n;

const server = await startServer({ DATABASE_URL: url, DB_POOL_SIZE: args.concurrency });
try {
  for (const [name, paths] of Object.entries(scenarios)) {
    const figures = await loadPaths({
      base: server.base,
      paths,
      concurrency: Number(args.concurrency),
      duration: Number(args.duration),
      committed,
    });
    console.info(
      `${name}: ${figures.perSecond.toFixed(0)} req/s, p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, ` +
        `p99 ${figures.p99.toFixed(1)} ms, errors ${figures.errors}, ${figures.requests} answers, ` +
        `${(figures.keptShare * 100).toFixed(1)}% from the kept-answer cache ` +
        `(${figures.perMiss.toFixed(1)} statements an answer not kept)`,
    );
  }
} finally {
  await server.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
