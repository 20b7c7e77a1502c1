// `DATABASE_URL=postgres://... npm run bench:home -- [--connections 10] [--duration 15]`
//
// The home page's API on a database holding a synthetic data set (generate it first with
// `node --import tsx src/server/cli/generate.ts --listings 1000000`): a real server
// process in production mode, then the home sections of every city (GET getListings) and
// the figures (GET getStats), as many views of the home page ask, under autocannon.
// Prints the time of the very first getStats (it waits for the counts) and p50/p95/p99
// of each call under load, with the process cache of public answers off, so each answer
// is read from the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SYNTHETIC_MARKER } from '../src/server/cli/generate.ts';
import { openDatabase, queryRows } from '../src/server/db/client.ts';
import { API } from '../src/shared/api.ts';
import { CITIES } from '../src/shared/cities.ts';
import { mixTable, runMix } from './mix-runner.ts';
import { startServer } from './server.ts';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '15' },
  },
});
const connections = Number(args.connections);
const duration = Number(args.duration);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database holding a synthetic data set.');

const main = async () => {
  const database = await openDatabase({ url, dataDir: 'memory://', poolSize: 1 });
  const [state] = await queryRows<{ marker: string | null }>(
    database.db,
    sql`select (select value from app_meta where key = ${SYNTHETIC_MARKER}) as marker`,
  );
  await database.close();
  const listings = Number(state?.marker ?? 0);
  console.info(
    `bench:home, ${listings.toLocaleString('en-IN')} synthetic listings, ${connections} connections, ${duration} s, ${cpus().length} CPUs`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'thikana-bench-home-'));
  // Every answer read from the database: the process cache of public answers
  // (docs/decisions/0070-load-benchmark.md) would otherwise answer nearly all of them.
  const server = await startServer({
    DATA_DIR: dataDir,
    DB_POOL_SIZE: String(connections),
    PUBLIC_CACHE_SECONDS: '0',
  });
  try {
    const started = performance.now();
    const first = await fetch(`${server.base}${API.listing.getStats}`);
    const firstMs = performance.now() - started;
    console.info(`First getStats: ${firstMs.toFixed(1)} ms (${first.status}) ${await first.text()}`);
    let city = 0;
    const kinds = [
      {
        name: 'home sections (getListings)',
        weight: 3,
        next: () => ({
          method: 'GET' as const,
          path: `${API.listing.getListings}?location=${encodeURIComponent(CITIES[city++ % CITIES.length]!.name)}`,
        }),
      },
      {
        name: 'figures (getStats)',
        weight: 1,
        next: () => ({ method: 'GET' as const, path: API.listing.getStats }),
      },
    ];
    await runMix({ url: server.base, kinds, connections, duration: 3 });
    const figures = await runMix({ url: server.base, kinds, connections, duration });
    console.info(`\n${mixTable(figures)}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
