// `node --import tsx bench/search-cpu.ts --database-url postgres://... [--root <checkout>] [--port 3521] [--duration 15] [--connections 20]`
//
// The cheap filtered first page (a city, a type and rooms, nothing typed) on an existing
// database: the server's own CPU and statements per search, counted by the server itself
// (/metrics) over one pass of 200 distinct searches sent one at a time, then the search API
// against the same SQL replayed through the driver at --connections (bench/search-replay.ts).
// The server keeps no answers (PUBLIC_CACHE_SECONDS=0) and sheds nothing, so every answer is
// read from the database. --root runs the server from another checkout of the code (before/after).
import { parseArgs } from 'node:util';
import type { CityName } from '../src/shared/cities.ts';
import type { SearchRequest } from '../src/shared/schemas/search.ts';
import { loadAverageLine, withLoadAverage } from './load-average.ts';
import { replayTable, searchesAgainstSql } from './search-replay.ts';
import { fetchServed, startServer } from './server.ts';
import { countsBetween, readCounts } from './server-metrics.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    root: { type: 'string' },
    port: { type: 'string' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
  },
});
const url = args['database-url'];
if (!url) throw new Error('--database-url is required: a database holding the listings to search');

const CITIES: CityName[] = [
  'Mumbai',
  'Bengaluru',
  'Delhi',
  'Pune',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Ahmedabad',
];
const ROOMS = ['_1BHK', '_2BHK', '_3BHK'] as const;
const SORTS = ['newest', 'rent_asc', 'rent_desc'] as const;
/** 200 distinct cheap filtered first pages: a city, apartments of some rooms, a sort, a budget. */
const bodies: Partial<SearchRequest>[] = Array.from({ length: 200 }, (_, i) => ({
  location: CITIES[i % CITIES.length],
  filters: {
    property_type: 'APARTMENT',
    configuration: ROOMS[i % ROOMS.length],
    max_rent: 30_000 + 1_000 * Math.floor(i / 24),
  },
  sort: SORTS[Math.floor(i / 8) % SORTS.length],
}));

const token = 'bench-search-cpu';
const server = await startServer(
  {
    DATABASE_URL: url,
    METRICS_TOKEN: token,
    PUBLIC_CACHE_SECONDS: '0',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    DB_POOL_SIZE: '10',
  },
  { ...(args.root ? { root: args.root } : {}), ...(args.port ? { port: Number(args.port) } : {}) },
);
try {
  const send = async (body: unknown) => {
    const res = await fetchServed(`${server.base}/api/listing/searchProperties`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`search answered ${res.status}`);
    await res.arrayBuffer();
  };
  // Warm: each statement's text built and prepared once.
  for (const body of bodies) await send(body);
  const { result, load } = await withLoadAverage(async () => {
    const before = await readCounts(server.base, token);
    for (const body of bodies) await send(body);
    return countsBetween(before, await readCounts(server.base, token));
  });
  const n = result.apiRequests;
  console.info(
    `${n} searches one at a time: server CPU ${((1000 * result.cpuSeconds) / n).toFixed(2)} ms a search, ` +
      `${(result.statements / n).toFixed(2)} statements a search, ${result.kept} answers from the cache; ` +
      loadAverageLine(load),
  );
  const figures = await searchesAgainstSql({
    label: 'cheap filtered first page',
    base: server.base,
    url,
    dataDir: 'memory://',
    bodies,
    connections: Number(args.connections),
    poolSize: 10,
    seconds: Number(args.duration),
  });
  console.info(replayTable([figures]));
} finally {
  await server.stop();
}
