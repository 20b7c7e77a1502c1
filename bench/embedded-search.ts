// `npm run bench:embedded-search -- [--searches 200] [--rounds 3] [--connections 100] [--duration 20]`
//
// Uncached searches on the embedded database (PGlite), the way `npm start` serves them.
// 1. In this process, two embedded databases seeded with the same demo content and analyzed:
//    one opened as the server opens it, keeping the plans of statements sent again
//    (docs/decisions/0126-embedded-statements-keep-their-plans.md), and one through PGlite's
//    plain driver, every statement planned afresh as before. The same varied first pages
//    (cities, types, budgets, typed text; bench/search-mix.ts) go through the real
//    searchListings to each in turn, round after round, so a machine that slows down weighs on
//    both alike. Prints the time per search (mean, p50, p95, p99), then the same for the city
//    search of the demo's biggest city alone. No HTTP and no kept answers: nothing is cached.
// 2. The real server on a fresh embedded database with the demo content, its kept-answer cache
//    off (PUBLIC_CACHE_SECONDS=0): `--connections` clients sending varied searches over HTTP
//    for `--duration` seconds, first from callers that send again at once (autocannon), then
//    from callers that wait out a shed 503's Retry-After as browsers do (bench/mix-runner.ts).
//    Prints searches a second, p50/p95/p99 of the answered ones and every answer that was not
//    a 200 (503s shed under load among them).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pino from 'pino';
import { loadConfig } from '../src/server/config.ts';
import { type DbOrTx, queryRows } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import { refreshStatistics } from '../src/server/db/statistics.ts';
import { createDeps } from '../src/server/deps.ts';
import { searchListings } from '../src/server/features/search/service.ts';
import { seedIfEmpty } from '../src/server/seed/index.ts';
import { type SearchRequest, SearchRequestSchema } from '../src/shared/schemas/search.ts';
import { loadAverageLine, withLoadAverage } from './load-average.ts';
import { type MixRequest, runMix } from './mix-runner.ts';
import { writeResults } from './results.ts';
import { mixedFirstPages } from './search-mix.ts';
import { loadApi } from './search-runners.ts';
import { startServer } from './server.ts';

const { values: args } = parseArgs({
  options: {
    searches: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '20' },
  },
});
const SEARCHES = Number(args.searches);
const ROUNDS = Number(args.rounds);

const log = pino({ level: 'warn' });
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'thikana-embedded-'));
  dirs.push(dir);
  return dir;
};

/** An embedded database in a fresh directory with the demo content, analyzed as the server does at its start. */
const seeded = async () => {
  const dir = freshDir();
  const config = loadConfig({ ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'production' });
  const deps = await createDeps(config, log);
  await deps.database.migrate();
  await seedIfEmpty(deps, log);
  await refreshStatistics(deps.database, { always: true });
  return { dir, deps };
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return { mean, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99) };
};
const ms = (n: number) => n.toFixed(2);

type Side = { name: string; db: DbOrTx; times: number[]; city: number[] };

const inProcess = async () => {
  console.info('Seeding two embedded databases with the demo content...');
  const kept = await seeded();
  const plain = await seeded();
  // The second side's database through PGlite's own driver, as every statement was sent before.
  await plain.deps.database.close();
  const client = await PGlite.create({ dataDir: path.join(plain.dir, 'pg'), extensions: { pg_trgm } });
  const sides: Side[] = [
    { name: 'plans kept (now)', db: kept.deps.database.db, times: [], city: [] },
    {
      name: 'planned each time (before)',
      db: drizzle(client, { schema }) as unknown as DbOrTx,
      times: [],
      city: [],
    },
  ];
  const [{ city }] = (await queryRows<{ city: string }>(
    kept.deps.database.db,
    sql`select city from listings where status = 'live' and deleted_at is null group by city order by count(*) desc limit 1`,
  )) as [{ city: string }];
  const requests: SearchRequest[] = mixedFirstPages(SEARCHES).map((body) => SearchRequestSchema.parse(body));
  const cityRequest = SearchRequestSchema.parse({ location: city });
  const search = (db: DbOrTx, request: SearchRequest) =>
    searchListings({ db, storage: kept.deps.storage, viewerId: null, request });
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      for (const request of requests) {
        const started = performance.now();
        await search(side.db, request);
        side.times.push(performance.now() - started);
      }
      for (let i = 0; i < 100; i += 1) {
        const started = performance.now();
        await search(side.db, cityRequest);
        side.city.push(performance.now() - started);
      }
    }
  }
  const lines = [
    `| side | varied first pages: mean | p50 | p95 | p99 | ${city} alone: mean | p50 | p95 | p99 |`,
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...sides.map((side) => {
      const all = summary(side.times);
      const one = summary(side.city);
      return `| ${side.name} | ${ms(all.mean)} | ${ms(all.p50)} | ${ms(all.p95)} | ${ms(all.p99)} | ${ms(one.mean)} | ${ms(one.p50)} | ${ms(one.p95)} | ${ms(one.p99)} |`;
    }),
  ];
  const [now, before] = sides.map((side) => summary(side.times).mean) as [number, number];
  await kept.deps.database.close();
  await client.close();
  return [
    `${SEARCHES} varied first pages x ${ROUNDS} rounds and 100 searches of ${city} per round, per search (ms), through searchListings, nothing cached:`,
    '',
    ...lines,
    '',
    `Mean time per varied search, before / now: ${(before / now).toFixed(2)}.`,
  ].join('\n');
};

const overHttp = async () => {
  const connections = Number(args.connections);
  const duration = Number(args.duration);
  console.info(`Starting the server on a fresh embedded database with the demo content...`);
  const server = await startServer({
    DATA_DIR: freshDir(),
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    PUBLIC_CACHE_SECONDS: '0',
  });
  try {
    const bodies = mixedFirstPages(2_000, 23);
    // A short warm-up, as a server that has run a while.
    await loadApi({
      url: server.base,
      path: '/api/listing/searchProperties',
      bodies,
      concurrency: 10,
      duration: 3,
    });
    const { result: f, load } = await withLoadAverage(() =>
      loadApi({
        url: server.base,
        path: '/api/listing/searchProperties',
        bodies,
        concurrency: connections,
        duration,
      }),
    );
    // The same searches from callers that wait out a shed 503's Retry-After, as browsers do.
    let next = 0;
    const search = (): MixRequest => ({
      method: 'POST',
      path: '/api/listing/searchProperties',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bodies[next++ % bodies.length]),
    });
    const { result: polite, load: politeLoad } = await withLoadAverage(() =>
      runMix({
        url: server.base,
        kinds: [{ name: 'search', weight: 1, next: search }],
        connections,
        duration,
        callers: 'polite',
      }),
    );
    const served = polite.served!;
    const ms = (n: number) => `${Math.round(n)} ms`;
    return [
      `The server over HTTP, ${connections} connections for ${duration} s of varied searches (2,000 distinct bodies), kept-answer cache off (0% of answers from it). Times are of the searches answered 200; a shed 503 is quick and would flatter them.`,
      '',
      '| callers | searches answered | per second | p50 | p95 | p99 | not answered 200 | load average |',
      '| --- | --: | --: | --: | --: | --: | --: | --- |',
      `| sending again at once | ${f.requests} | ${f.perSecond.toFixed(1)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${f.errors} | ${loadAverageLine(load)} |`,
      `| waiting out Retry-After | ${served.requests} | ${served.perSecond.toFixed(1)} | ${ms(served.p50)} | ${ms(served.p95)} | ${ms(served.p99)} | ${(polite.shedSends ?? 0) + served.failed} | ${loadAverageLine(politeLoad)} |`,
      '',
      `Waiting out Retry-After, from a search's first send to its answer, waits included: p50/p95/p99 ${ms(polite.untilServed!.p50)} / ${ms(polite.untilServed!.p95)} / ${ms(polite.untilServed!.p99)}; ${polite.gaveUp} searches given up after three 503s.`,
    ].join('\n');
  } finally {
    await server.stop();
  }
};

const main = async () => {
  const sections = [await inProcess(), await overHttp()];
  const markdown = [
    `## bench:embedded-search (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n');
  console.info(`\n${markdown}`);
  writeResults('embedded-search', markdown);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};

void main();
