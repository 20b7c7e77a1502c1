// `npm run bench:search -- [--listings 1000000] [--concurrency 20] [--duration 15] [--regenerate]`
//
// 1. Makes sure the database holds a synthetic data set of --listings listings
//    (src/server/cli/generate.ts, with a progress bar), generating it when needed.
// 2. Records, through the real searchListings, the SQL of a mix of realistic searches:
//    first pages of filter and text searches, and page 100 reached through cursors.
// 3. Measures (a) the search API of a real server process under autocannon and (b) the
//    same SQL replayed straight through the driver, with the same concurrency, in turn,
//    scenario by scenario, for --rounds rounds (default 2), so a machine that slows down
//    or speeds up during the run weighs on both sides alike; prints the means of
//    throughput and p50/p95/p99 of both, their ratio, and the targets.
//
// PGlite (the default) serves one query at a time in one process, so concurrency
// only queues there. With DATABASE_URL=postgres://... it runs on PostgreSQL: give it
// a database of its own (createdb thikana_bench); it refuses one holding other listings.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createMemoryStorage } from '../src/server/adapters/storage.ts';
import {
  generateListings,
  indexProgress,
  progressBar,
  SYNTHETIC_MARKER,
} from '../src/server/cli/generate.ts';
import { openDatabase, queryRows } from '../src/server/db/client.ts';
import { searchListings } from '../src/server/features/search/service.ts';
import { API } from '../src/shared/api.ts';
import { type SearchRequest, SearchRequestSchema } from '../src/shared/schemas/search.ts';
import { deepSearches, filteredFirstPages, mixedFirstPages } from './search-mix.ts';
import { type Figures, loadApi, loadDirect } from './search-runners.ts';
import { openSqlLink, recordSearches as record, type Search, type SqlLink } from './search-sql.ts';
import { startServer } from './server.ts';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000000' },
    concurrency: { type: 'string', default: '20' },
    duration: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '2' },
    'data-dir': { type: 'string' },
    regenerate: { type: 'boolean', default: false },
  },
});
const listings = Number(args.listings);
const concurrency = Number(args.concurrency);
const duration = Number(args.duration);
const rounds = Number(args.rounds);
const url = process.env.DATABASE_URL || undefined;
const dataDir = url
  ? mkdtempSync(path.join(tmpdir(), 'thikana-bench-'))
  : (args['data-dir'] ?? path.join(tmpdir(), `thikana-bench-pglite-${listings}`));
const engine = url ? 'PostgreSQL' : 'PGlite';

/** Generates the data set unless this database already holds exactly it. */
const ensureDataSet = async () => {
  const database = await openDatabase({ url, dataDir, poolSize: 4 });
  await database.migrate();
  const db = database.db;
  const [state] = await queryRows<{ marker: string | null; any: boolean }>(
    db,
    sql`select (select value from app_meta where key = ${SYNTHETIC_MARKER}) as marker,
               exists (select 1 from listings) as any`,
  );
  if (state?.marker === String(listings) && !args.regenerate) {
    console.info(`Using the ${listings.toLocaleString('en-IN')} synthetic listings already in the database.`);
  } else {
    if (state?.any && !state.marker) {
      throw new Error(
        'This database holds listings that are not synthetic: give the benchmark a database of its own.',
      );
    }
    if (state?.any) {
      await db.execute(sql`truncate listings cascade`);
      await db.execute(sql`delete from users where email like '%@synthetic.thikana.in'`);
      await db.execute(sql`delete from app_meta where key = ${SYNTHETIC_MARKER}`);
    }
    const started = performance.now();
    await generateListings({
      db,
      count: listings,
      batchSize: url ? 10_000 : 5_000,
      parallelIndexBuilds: url ? 2 : 1,
      onProgress: progressBar('listings', listings),
      onIndexProgress: indexProgress(),
    });
    console.info(`Generated in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  await database.close();
};

/** One side's load of one scenario's searches for `seconds`. */
type Run = (searches: Search[], seconds: number) => Promise<Figures>;

/** Page `page` of each deep search, reached by following next_cursor from page 1. */
const pageOf = async (link: SqlLink, page: number) => {
  const storage = createMemoryStorage();
  const bodies: Partial<SearchRequest>[] = [];
  for (const body of deepSearches) {
    let current: Partial<SearchRequest> = body;
    for (let n = 1; n < page; n += 1) {
      const result = await searchListings({
        db: link.db,
        storage,
        viewerId: null,
        request: SearchRequestSchema.parse(current),
      });
      if (!result.next_cursor) break;
      current = { ...body, cursor: result.next_cursor };
    }
    bodies.push(current);
  }
  link.takeRecorded();
  return bodies;
};

// Every search read from the database: the process cache of searches by visitors not logged in
// (docs/decisions/0078-searches-kept-like-public-answers.md) would otherwise answer nearly all
// of them, and the API would be compared with its own cache, not with its SQL.
const startSearchServer = () =>
  startServer({ DATA_DIR: dataDir, DB_POOL_SIZE: String(concurrency), PUBLIC_CACHE_SECONDS: '0' });

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
const row = (name: string, side: string, f: Figures) =>
  `${name.padEnd(24)} ${side.padEnd(4)} ${f.perSecond.toFixed(0).padStart(7)}/s ${ms(f.p50)} ${ms(f.p95)} ${ms(f.p99)} ${String(f.errors).padStart(6)}`;

const main = async () => {
  console.info(
    `bench:search on ${engine}, ${listings.toLocaleString('en-IN')} listings, ${concurrency} clients, ${duration} s a run, ${cpus().length} CPUs`,
  );
  await ensureDataSet();

  const link = await openSqlLink({ url, dataDir, poolSize: concurrency });
  console.info('Recording the SQL of each search...');
  const deepPages = await record(link, await pageOf(link, 100));
  // One search in five goes deep: people scroll.
  const mixSearches = [
    ...(await record(link, mixedFirstPages(300))),
    ...Array.from({ length: 12 }, () => deepPages).flat(),
  ];
  const scenarios: { name: string; searches: Search[] }[] = [
    { name: 'mix (first + deep pages)', searches: mixSearches },
    { name: 'filtered first page', searches: await record(link, filteredFirstPages(200)) },
    { name: 'deep search, page 1', searches: await record(link, deepSearches) },
    { name: 'deep search, page 100', searches: deepPages },
  ];
  await link.close();

  // On PostgreSQL the two sides take turns, scenario by scenario. PGlite holds its data
  // directory alone, so there the API's rounds come first, then the SQL's.
  console.info(
    url
      ? `Measuring the API and the same SQL in turn, ${rounds} rounds...`
      : `Measuring the API, then the same SQL, ${rounds} rounds each...`,
  );
  const runs: { api: Figures[]; sql: Figures[] }[] = scenarios.map(() => ({ api: [], sql: [] }));
  const measureApi = async () => {
    const server = await startSearchServer();
    const api = (searches: Search[], seconds: number) =>
      loadApi({
        url: server.base,
        path: API.listing.searchProperties,
        bodies: searches.map((s) => s.body),
        concurrency,
        duration: seconds,
      });
    await api(scenarios[0]!.searches, 3);
    return { run: api, close: server.stop };
  };
  const measureSql = async () => {
    const direct = await openSqlLink({ url, dataDir, poolSize: concurrency });
    const sql = (searches: Search[], seconds: number) =>
      loadDirect({
        run: (i) => direct.replay(searches[i]!.statements),
        count: searches.length,
        concurrency,
        duration: seconds,
      });
    await sql(scenarios[0]!.searches, 3);
    return { run: sql, close: direct.close };
  };
  const measureRounds = async (sides: { side: 'api' | 'sql'; run: Run }[]) => {
    for (let round = 0; round < rounds; round += 1) {
      for (const [i, scenario] of scenarios.entries()) {
        // On PostgreSQL each side goes first in every other round.
        const ordered = round % 2 === 0 ? sides : [...sides].reverse();
        for (const { side, run } of ordered) runs[i]![side].push(await run(scenario.searches, duration));
      }
    }
  };
  if (url) {
    const api = await measureApi();
    const sql = await measureSql();
    try {
      await measureRounds([
        { side: 'api', run: api.run },
        { side: 'sql', run: sql.run },
      ]);
    } finally {
      await api.close();
      await sql.close();
    }
  } else {
    for (const [side, open] of [
      ['api', measureApi],
      ['sql', measureSql],
    ] as const) {
      const measured = await open();
      try {
        await measureRounds([{ side, run: measured.run }]);
      } finally {
        await measured.close();
      }
    }
  }
  const meanOf = (figures: Figures[]): Figures => {
    const mean = (pick: (f: Figures) => number) =>
      figures.reduce((sum, f) => sum + pick(f), 0) / figures.length;
    return {
      requests: mean((f) => f.requests),
      perSecond: mean((f) => f.perSecond),
      p50: mean((f) => f.p50),
      p95: mean((f) => f.p95),
      p99: mean((f) => f.p99),
      errors: figures.reduce((sum, f) => sum + f.errors, 0),
    };
  };
  const apiFigures = runs.map((r) => meanOf(r.api));
  const sqlFigures = runs.map((r) => meanOf(r.sql));

  console.info(
    `\n${'scenario'.padEnd(24)} side  throughput       p50       p95       p99 errors   (means of ${rounds} rounds)`,
  );
  scenarios.forEach((scenario, i) => {
    console.info(row(scenario.name, 'API', apiFigures[i]!));
    console.info(row('', 'SQL', sqlFigures[i]!));
    console.info(
      `${''.padEnd(24)} API/SQL throughput ${(apiFigures[i]!.perSecond / sqlFigures[i]!.perSecond).toFixed(2)}`,
    );
  });
  const [mix, filtered, page1, page100] = apiFigures as [Figures, Figures, Figures, Figures];
  const [mixSql] = sqlFigures as [Figures];
  const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.info('\nTargets');
  console.info(
    `  API throughput >= 0.5 x SQL (mix): ${(mix.perSecond / mixSql.perSecond).toFixed(2)} ${check(mix.perSecond >= 0.5 * mixSql.perSecond)}`,
  );
  console.info(
    `  p95 of a filtered first page < 50 ms: ${filtered.p95.toFixed(1)} ms ${check(filtered.p95 < 50)}${engine === 'PostgreSQL' && listings >= 1_000_000 ? '' : ' (the target is set for PostgreSQL with 1,000,000 listings)'}`,
  );
  console.info(
    `  page 100 no slower than 2 x page 1 (p95): ${page100.p95.toFixed(1)} ms vs ${page1.p95.toFixed(1)} ms ${check(page100.p95 <= 2 * page1.p95)}`,
  );
  if (url) rmSync(dataDir, { recursive: true, force: true });
};

await main();
