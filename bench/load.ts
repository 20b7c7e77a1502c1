// `npm run bench:load -- [--connections 200] [--duration 60] [--pool N] [--read-pool]`
//
// The whole product under a realistic mix (docs/decisions/0070-load-benchmark.md): a
// fresh PostgreSQL database of its own (created on the server of DATABASE_URL, by
// default postgres://postgres@127.0.0.1:5432/postgres, and dropped afterwards), the
// production server seeding its demo data, then autocannon with `--connections`
// clients for `--duration` seconds over home sections, counts and figures, searches
// with filters and text, listing pages, card photos, and wishlist toggles of a user
// logged in with a real session cookie and the site's Origin. Every request says it
// takes brotli and gzip, as a phone's browser does. Prints req/s and p50/p95/p99 and
// non-2xx answers per kind and over all, and writes them to bench/RESULTS.md.
// `--pool` sets the server's DB_POOL_SIZE (its default otherwise); `--read-pool` points
// READ_DATABASE_URL at the same database, so reads get a pool apart from sessions and writes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { createSession } from '../src/server/http/session.ts';
import { API } from '../src/shared/api.ts';
import { CITIES } from '../src/shared/cities.ts';
import type { Listing } from '../src/shared/schemas/listing.ts';
import { type Kind, type MixRequest, mixTable, runMix } from './mix-runner.ts';
import { writeResults } from './results.ts';
import { filteredFirstPages, mixedFirstPages } from './search-mix.ts';
import { runAdminStatement, startServer } from './server.ts';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    pool: { type: 'string' },
    'read-pool': { type: 'boolean', default: false },
  },
});
const connections = Number(args.connections);
const duration = Number(args.duration);
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const admin = (statement: string) => runAdminStatement(adminUrl, statement);

const cycle = <T>(items: T[]) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};

/** What the mix asks for: ids and card photos seen on the home pages, a logged-in user. */
const prepare = async (base: string, databaseUrl: string) => {
  const listings: Listing[] = [];
  for (const city of CITIES) {
    const res = await fetch(`${base}${API.listing.getListings}?location=${encodeURIComponent(city.name)}`);
    const body = (await res.json()) as Record<string, Listing[]>;
    listings.push(...Object.values(body).flat());
  }
  const search = await fetch(`${base}${API.listing.searchProperties}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ location: 'Mumbai' }),
  });
  listings.push(...((await search.json()) as { properties: Listing[] }).properties);
  const ids = [...new Set(listings.map((l) => l.id))];
  const photos = [...new Set(listings.flatMap((l) => l.photos.map((p) => new URL(p.card, base).pathname)))];
  if (ids.length === 0 || photos.length === 0) throw new Error('The demo data holds no listings with photos');
  const database = await openDatabase({ url: databaseUrl, dataDir: 'memory://', poolSize: 1 });
  const [user] = await database.db
    .insert(users)
    .values({ fullName: 'Load Bench', email: `load-${randomBytes(4).toString('hex')}@example.in` })
    .returning();
  const session = await createSession(database.db, { userId: user!.id, now: new Date() });
  await database.close();
  return { ids, photos, cookie: `thikana_session=${session}` };
};

const main = async () => {
  const name = `thikana_load_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'thikana-bench-load-'));
  await admin(`create database "${name}"`);
  const pool: Record<string, string> = args.pool ? { DB_POOL_SIZE: args.pool } : {};
  // A second pool to the same database for reads, as READ_DATABASE_URL gives with a replica.
  if (args['read-pool']) pool.READ_DATABASE_URL = url.toString();
  console.info(
    `bench:load, ${connections} connections, ${duration} s, server pool ${args.pool ?? 'default'}${args['read-pool'] ? ' plus a read pool' : ''}, ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  const server = await startServer({
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ...pool,
  });
  try {
    const { ids, photos, cookie } = await prepare(server.base, url.toString());
    const get = (p: string): MixRequest => ({ method: 'GET', path: p });
    const city = cycle(CITIES.map((c) => encodeURIComponent(c.name)));
    const id = cycle(ids);
    const photo = cycle(photos);
    const search = cycle([...mixedFirstPages(150), ...filteredFirstPages(150)].map((b) => JSON.stringify(b)));
    const json = { 'content-type': 'application/json' };
    const kinds: Kind[] = [
      { name: 'home sections', weight: 18, next: () => get(`${API.listing.getListings}?location=${city()}`) },
      { name: 'figures (getStats)', weight: 6, next: () => get(API.listing.getStats) },
      {
        name: 'city count (getCount)',
        weight: 4,
        next: () => get(`${API.listing.getCount}?location=${city()}`),
      },
      {
        name: 'search',
        weight: 22,
        next: () => ({ method: 'POST', path: API.listing.searchProperties, headers: json, body: search() }),
      },
      { name: 'listing page', weight: 16, next: () => get(`${API.listing.getListingById}?id=${id()}`) },
      { name: 'card photo', weight: 30, next: () => get(photo()) },
      {
        name: 'wishlist toggle (logged in)',
        weight: 4,
        next: () => ({
          method: 'POST',
          path: API.listing.addToWishlist,
          headers: { ...json, cookie, origin: server.base },
          body: JSON.stringify({ listing_id: id() }),
        }),
      },
    ];
    const headers = { 'accept-encoding': 'br, gzip, deflate' };
    console.info('Warming up for 5 s...');
    await runMix({ url: server.base, kinds, connections, duration: 5, headers });
    console.info(`Measuring for ${duration} s...`);
    const figures = await runMix({ url: server.base, kinds, connections, duration, headers });
    const report = [
      '## A realistic mix on PostgreSQL',
      '',
      `Written by \`npm run bench:load\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}:`,
      `${connections} connections for ${duration} s, server pool ${args.pool ?? 'default'}${args['read-pool'] ? ' plus a read pool' : ''}, demo data, ${cpus().length} CPUs shared`,
      `with the load generator and PostgreSQL (load average ${loadavg()[0]!.toFixed(1)} at the end).`,
      '',
      mixTable(figures),
    ].join('\n');
    console.info(`\n${report}`);
    writeResults('bench:load', report);
  } finally {
    await server.stop();
    await admin(`drop database if exists "${name}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
