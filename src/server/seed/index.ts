// Demo content for an empty database, so a newcomer sees a working marketplace on the
// first `npm start`: the 12 cities, the 4 categories, demo posters, 22 live listings in
// every city with photos (and homes let over the past year, for the rent figures), a blog
// and local home services.
//
// Deterministic (one fixed PRNG seed: the same rows on every machine, apart from
// timestamps), written in one transaction and marked by the `seeded` row in app_meta,
// so a second start, or a second process starting at the same moment, never seeds again.
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { appMeta, listings, users } from '../db/schema.ts';
import { placeListings } from '../features/listings/index.ts';
import type { AppDeps } from '../platform/app-deps.ts';
import { buildBlogs } from './blogs.ts';
import { buildListings } from './listings.ts';
import { createPeople } from './people.ts';
import { drawPhotoPool } from './pictures/pool.ts';
import { createRandom } from './random.ts';
import { buildServices } from './services.ts';
import { writeDemoContent } from './write.ts';

const SEED = 20_241_001;
const MARKER = 'seeded';

/** Why a database is left alone: already seeded, or it holds someone's real data. */
const reasonToSkip = async (db: DbOrTx) => {
  const [marker] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, MARKER));
  if (marker) return 'already seeded';
  const [inUse] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from ${users}) or exists (select 1 from ${listings}) as used`,
  );
  return inUse?.used ? 'the database already has users or listings' : null;
};

export const seedIfEmpty = async (deps: AppDeps, log: FastifyBaseLogger) => {
  const started = performance.now();
  const { db } = deps.database;
  const skip = await reasonToSkip(db);
  if (skip) {
    log.debug({ reason: skip }, 'demo content not seeded');
    return null;
  }
  log.info('seeding demo content into an empty database');
  const now = deps.clock.now();
  const random = createRandom(SEED);
  const parallel = Math.max(2, availableParallelism());
  // Pictures first: storage is not transactional, and their keys are fixed, so a
  // failed seed leaves only objects the next attempt reuses.
  const pool = await drawPhotoPool(deps.storage, parallel);
  const blogs = await buildBlogs({ storage: deps.storage, now, parallel });
  const { posters, writers } = createPeople(random);
  const demoListings = buildListings({ random, posters, pool, now });
  const services = await buildServices({ random, storage: deps.storage });

  const seeded = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: MARKER, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    // Another process seeded between our check and now: leave it to them.
    if (claimed.length === 0) return false;
    await writeDemoContent(
      tx,
      {
        people: [...posters, ...writers],
        listings: demoListings,
        blogs,
        blogAuthors: writers,
        services,
      },
      now,
    );
    await placeListings(tx);
    return true;
  });
  if (!seeded) return null;
  return { ms: performance.now() - started, listings: demoListings.length };
};
