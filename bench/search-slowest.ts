// `npm run bench:search-slowest -- --database-url postgres://... [--searches 2000]`
//
// The realistic mix's first pages (bench/realistic-mix.ts), each one's SQL recorded through the
// real searchListings and replayed alone, one search at a time, on an existing database (a
// million synthetic listings from src/server/cli/generate.ts, say): the spread of a search's
// database time with nothing else running, the share of that time the slowest searches take,
// and the slowest 15 with each statement's time. Where a mix's p99 comes from when it is not
// the queue (docs/benchmarks.md).
import { parseArgs } from 'node:util';
import { realisticSearches } from './realistic-mix.ts';
import { openSqlLink, recordSearches } from './search-sql.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    searches: { type: 'string', default: '2000' },
  },
});
const url = args['database-url'];
if (!url) throw new Error('--database-url is required: a database holding the listings to search');

const link = await openSqlLink({ url, dataDir: 'memory://', poolSize: 1 });
try {
  const searches = await recordSearches(link, realisticSearches(4_000).slice(0, Number(args.searches)));
  const timed: { ms: number; statements: number[]; body: unknown }[] = [];
  for (const search of searches) {
    // The better of two runs: the first may read pages the second finds cached.
    let ms = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 2; run += 1) {
      const started = performance.now();
      await link.replay(search.statements);
      ms = Math.min(ms, performance.now() - started);
    }
    const statements: number[] = [];
    for (const statement of search.statements) {
      const started = performance.now();
      await link.replay([statement]);
      statements.push(Math.round(performance.now() - started));
    }
    timed.push({ ms, statements, body: search.body });
  }
  timed.sort((a, b) => a.ms - b.ms);
  const at = (p: number) =>
    `${timed[Math.min(timed.length - 1, Math.floor(p * timed.length))]!.ms.toFixed(1)} ms`;
  const total = timed.reduce((sum, t) => sum + t.ms, 0);
  const slow = timed.filter((t) => t.ms > 20);
  console.info(
    `${timed.length} first pages, database time alone: p50 ${at(0.5)}, p90 ${at(0.9)}, p95 ${at(0.95)}, ` +
      `p99 ${at(0.99)}, slowest ${timed.at(-1)!.ms.toFixed(1)} ms.`,
  );
  console.info(
    `${slow.length} over 20 ms (${((100 * slow.length) / timed.length).toFixed(1)}%) take ` +
      `${((100 * slow.reduce((sum, t) => sum + t.ms, 0)) / total).toFixed(0)}% of the database time.`,
  );
  console.info('\nThe slowest 15 (ms; each statement alone, in order; the search):');
  for (const t of timed.slice(-15).reverse())
    console.info(`${t.ms.toFixed(1)} [${t.statements.join(', ')}] ${JSON.stringify(t.body)}`);
} finally {
  await link.close();
}
