// `node --import tsx src/server/cli/generate.ts --listings 1000000 [--seed 42]`
// Adds a synthetic data set for benchmarks to DATA_DIR (PGlite) or DATABASE_URL:
// posters, then listings in batches of one INSERT ... SELECT FROM unnest(...) each
// (one parameter per column however many rows), with a progress bar on stderr.
// Images are not generated: cards simply show no photo.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { type Db, openDatabase, queryRows } from '../db/client.ts';
import { placeRows } from '../features/listings/index.ts';
import { seededRandom, syntheticListing } from './synthetic-listings.ts';

const FIRST_NAMES = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Sneha',
  'Arjun',
  'Kavya',
  'Rahul',
  'Meera',
];
const LAST_NAMES = ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Gupta', 'Nair', 'Singh', 'Das', 'Joshi', 'Khan'];
/** app_meta key recording how many synthetic listings a database holds. */
export const SYNTHETIC_MARKER = 'synthetic_listings';

export const progressBar = (label: string, total: number) => {
  const started = performance.now();
  const isTty = process.stderr.isTTY;
  let lastDecile = -1;
  return (done: number) => {
    const seconds = (performance.now() - started) / 1000;
    const rate = done / Math.max(seconds, 0.001);
    const share = done / total;
    const width = 30;
    const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '-');
    const eta = rate > 0 ? Math.round((total - done) / rate) : 0;
    const line = `${label} [${bar}] ${Math.floor(share * 100)}% ${done.toLocaleString('en-IN')}/${total.toLocaleString('en-IN')} ${Math.round(seconds)} s, about ${eta} s to go`;
    if (isTty) process.stderr.write(`\r${line}${done >= total ? '\n' : ''}`);
    else if (Math.floor(share * 10) !== lastDecile || done >= total) {
      lastDecile = Math.floor(share * 10);
      process.stderr.write(`${line}\n`);
    }
  };
};

/** A progress bar for the index builds that follow the load. */
export const indexProgress = () => {
  let bar: ((done: number) => void) | undefined;
  return (built: number, total: number) => {
    bar ??= progressBar('indexes', total);
    bar(built);
  };
};

const insertPosters = async (db: Db, count: number, seed: number) => {
  const names: string[] = [];
  const emails: string[] = [];
  const mobiles: string[] = [];
  // A run tag keeps emails unique when a data set is generated twice into one database.
  const run = `${seed}-${Date.now().toString(36)}`;
  for (let i = 0; i < count; i += 1) {
    names.push(`${FIRST_NAMES[i % 10]} ${LAST_NAMES[Math.floor(i / 10) % 10]}`);
    emails.push(`poster-${run}-${i}@synthetic.thikana.in`);
    mobiles.push(`6${String(i).padStart(9, '0')}`);
  }
  // Posters log in by email only, so their accounts carry no (unique) mobile number;
  // the number is on each listing's contact details.
  const rows = await queryRows<{ id: number; email: string }>(
    db,
    sql`insert into users (full_name, email, user_type)
        select n, e, 'owner' from unnest(${sql.param(names)}::text[], ${sql.param(emails)}::text[]) as p(n, e)
        returning id, email`,
  );
  const idByEmail = new Map(rows.map((r) => [r.email, r.id]));
  return emails.map((email, i) => ({
    id: idByEmail.get(email)!,
    name: names[i]!,
    email,
    mobile: mobiles[i]!,
  }));
};

/** Every index of listings but its primary key, dropped so they can be built after the load. */
const dropListingIndexes = async (db: Db) => {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'listings' and schemaname = current_schema() and indexname <> 'listings_pkey'`,
  );
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  return indexes.map((i) => i.definition);
};

const rebuildIndexes = async (
  db: Db,
  definitions: string[],
  parallel: number,
  onProgress?: (built: number, total: number) => void,
) => {
  const queue = [...definitions];
  let built = 0;
  const worker = async () => {
    for (let definition = queue.shift(); definition; definition = queue.shift()) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
        await tx.execute(sql.raw(definition));
      });
      built += 1;
      onProgress?.(built, definitions.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
};

export const generateListings = async (input: {
  db: Db;
  count: number;
  seed?: number;
  batchSize?: number;
  /** Index builds to run at once (PostgreSQL builds one per connection). */
  parallelIndexBuilds?: number;
  onProgress?: (done: number) => void;
  onIndexProgress?: (built: number, total: number) => void;
}) => {
  const { db, count } = input;
  const seed = input.seed ?? 42;
  const batchSize = input.batchSize ?? 5_000;
  const random = seededRandom(seed);
  // Into an empty table, building the indexes once afterwards is several times faster
  // than updating 30 of them (most of them trigram indexes) row by row.
  const [existing] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from listings) as any`,
  );
  const deferred = existing?.any ? [] : await dropListingIndexes(db);
  const posters = await insertPosters(db, Math.max(10, Math.ceil(count / 25)), seed);
  const to = new Date();
  const from = new Date(to.getTime() - 365 * 86_400_000);
  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    const columns = Array.from({ length: 25 }, () => [] as unknown[]);
    for (let i = 0; i < size; i += 1) {
      const l = syntheticListing(random, { index: start + i, total: count, users: posters.length, from, to });
      const poster = posters[l.userIndex]!;
      const values = [
        poster.id,
        l.listedBy,
        l.propertyType,
        poster.name,
        poster.mobile,
        poster.email,
        l.city,
        l.locality,
        l.rent,
        l.deposit,
        l.brokerage,
        l.configuration,
        l.occupancy,
        l.tenantType,
        l.foodAllowed,
        l.furnishingStatus,
        l.availableFrom,
        l.amenities.join('|'),
        l.buildinCategory.join('|'),
        l.description,
        l.title,
        l.assured,
        l.createdAt.toISOString(),
        l.createdAt.toISOString(),
        l.deleted ? l.createdAt.toISOString() : null,
      ];
      values.forEach((value, c) => {
        columns[c]!.push(value);
      });
    }
    const [
      c0,
      c1,
      c2,
      c3,
      c4,
      c5,
      c6,
      c7,
      c8,
      c9,
      c10,
      c11,
      c12,
      c13,
      c14,
      c15,
      c16,
      c17,
      c18,
      c19,
      c20,
      c21,
      c22,
      c23,
      c24,
    ] = columns.map((values) => sql.param(values));
    const inserted = await queryRows<{ id: number; city: string; locality: string }>(
      db,
      sql`
      insert into listings (user_id, listed_by, property_type, full_name, mobile_no, email, city, locality,
        rent, deposit, brokerage, configuration, occupancy, tenant_type, food_allowed, furnishing_status,
        available_from, amenities, buildin_category, description, title, assured, created_at, updated_at, deleted_at,
        last_confirmed_at)
      select user_id, listed_by, property_type, full_name, mobile_no, email, city, locality,
        rent, deposit, brokerage, configuration, occupancy, tenant_type, food_allowed, furnishing_status,
        available_from, string_to_array(amenities, '|'), string_to_array(buildin, '|'), description, title,
        assured, created_at, updated_at, deleted_at, updated_at
      from unnest(${c0}::int[], ${c1}::text[], ${c2}::text[], ${c3}::text[], ${c4}::text[], ${c5}::text[],
        ${c6}::text[], ${c7}::text[], ${c8}::int[], ${c9}::int[], ${c10}::text[], ${c11}::text[], ${c12}::text[],
        ${c13}::text[], ${c14}::text[], ${c15}::text[], ${c16}::date[], ${c17}::text[], ${c18}::text[],
        ${c19}::text[], ${c20}::text[], ${c21}::boolean[], ${c22}::timestamptz[], ${c23}::timestamptz[],
        ${c24}::timestamptz[])
        as r(user_id, listed_by, property_type, full_name, mobile_no, email, city, locality, rent, deposit,
          brokerage, configuration, occupancy, tenant_type, food_allowed, furnishing_status, available_from,
          amenities, buildin, description, title, assured, created_at, updated_at, deleted_at)
      returning id, city, locality`,
    );
    await placeRows(db, inserted);
    input.onProgress?.(start + size);
  }
  await rebuildIndexes(db, deferred, input.parallelIndexBuilds ?? 1, input.onIndexProgress);
  // Fresh statistics for the planner, and a visibility map so index-only scans can skip the heap.
  await db.execute(sql`vacuum analyze listings`);
  await db.execute(sql`
    insert into app_meta (key, value) values (${SYNTHETIC_MARKER}, ${String(count)})
    on conflict (key) do update set value = (app_meta.value::int + ${count})::text, updated_at = now()`);
};

const main = async () => {
  const { values } = parseArgs({
    options: { listings: { type: 'string', default: '100000' }, seed: { type: 'string', default: '42' } },
  });
  const count = Number(values.listings);
  if (!Number.isInteger(count) || count < 1) throw new Error('--listings must be a positive whole number');
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const started = performance.now();
  await generateListings({
    db: database.db,
    count,
    seed: Number(values.seed),
    batchSize: database.kind === 'postgres' ? 10_000 : 5_000,
    parallelIndexBuilds: database.kind === 'postgres' ? 2 : 1,
    onProgress: progressBar('listings', count),
    onIndexProgress: indexProgress(),
  });
  console.info(
    `Generated ${count.toLocaleString('en-IN')} listings on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await database.close();
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
