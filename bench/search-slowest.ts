// `npm run bench:search-slowest -- --database-url postgres://... [--searches 2000] [--few-matches 60]`
//
// The realistic mix's first pages (bench/realistic-mix.ts), each one's SQL recorded through the
// real searchListings and replayed alone, one search at a time, on an existing database (a
// million synthetic listings from src/server/cli/generate.ts, say): the spread of a search's
// database time with nothing else running, the share of that time the slowest searches take,
// and the slowest 15 with each statement's time. Where a mix's p99 comes from when it is not
// the queue (docs/benchmarks.md). Then the same figures per shape, with the statements a page
// sends, including a locality typed with rooms and a low budget that finds few homes or none.
import { parseArgs } from 'node:util';
import { CITY_AREAS } from '../src/server/seed/localities.ts';
import type { CityName } from '../src/shared/cities.ts';
import type { SearchRequest } from '../src/shared/schemas/search.ts';
import { realisticSearches } from './realistic-mix.ts';
import { openSqlLink, recordSearches, type Search } from './search-sql.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    searches: { type: 'string', default: '2000' },
    'few-matches': { type: 'string', default: '60' },
  },
});
const url = args['database-url'];
if (!url) throw new Error('--database-url is required: a database holding the listings to search');

type Body = Partial<SearchRequest>;

/** "2bhk Andheri West under 8000": a locality typed with rooms and a low budget, in the big cities. */
const fewMatches = (count: number): Body[] => {
  const cities: CityName[] = ['Mumbai', 'Bengaluru', 'Delhi', 'Pune', 'Hyderabad', 'Chennai'];
  return Array.from({ length: count }, (_, i) => {
    const city = cities[i % cities.length]!;
    const localities = CITY_AREAS[city].localities;
    const locality = localities[(i * 7) % Math.min(localities.length, 12)]!;
    const bhk = ['1bhk', '2bhk', '3bhk'][i % 3]!;
    return { location: city, search: `${bhk} ${locality} under ${[6_000, 8_000, 10_000][i % 3]}` };
  });
};

/** The shapes a body is counted under in the per-shape table. */
const shapesOf = (search: Search) => {
  const body = search.body;
  const few = body.search !== undefined && / under \d+$/.test(body.search);
  const kind = few
    ? 'locality + rooms + low budget'
    : body.filters?.locality
      ? 'locality box + type'
      : body.search
        ? body.filters?.max_rent !== undefined
          ? 'text + budget'
          : 'text'
        : 'filters only';
  return [kind, ...(search.total === 0 ? [`${kind}: nothing found, with its ways out`] : []), 'all'];
};

const link = await openSqlLink({ url, dataDir: 'memory://', poolSize: 1 });
try {
  const searches = await recordSearches(link, [
    ...realisticSearches(4_000).slice(0, Number(args.searches)),
    ...fewMatches(Number(args['few-matches'])),
  ]);
  const timed: { ms: number; statements: number[]; body: unknown; shapes: string[] }[] = [];
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
    timed.push({ ms, statements, body: search.body, shapes: shapesOf(search) });
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
  console.info(
    '\n| shape | searches | SQL p50 | p95 | max | over 100 ms | statements a page (mean, min to max) |',
  );
  console.info('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  const shapes = [...new Set(timed.flatMap((t) => t.shapes))].sort((a, b) =>
    a === 'all' ? 1 : b === 'all' ? -1 : a.localeCompare(b),
  );
  for (const shape of shapes) {
    const of = timed.filter((t) => t.shapes.includes(shape));
    const pick = (p: number) => of[Math.min(of.length - 1, Math.floor(p * of.length))]!.ms.toFixed(1);
    const counts = of.map((t) => t.statements.length);
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
    console.info(
      `| ${shape} | ${of.length} | ${pick(0.5)} ms | ${pick(0.95)} ms | ${of.at(-1)!.ms.toFixed(1)} ms | ` +
        `${of.filter((t) => t.ms > 100).length} | ${mean.toFixed(2)} (${Math.min(...counts)} to ${Math.max(...counts)}) |`,
    );
  }
} finally {
  await link.close();
}
