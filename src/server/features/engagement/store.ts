// SQL for wishlist, visits and contact unlocks. Times come from the service (the
// injected clock), never from the database's now().
import { and, desc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.ts';
import { contactUnlocks, visits, wishlist } from '../../db/schema.ts';

/** Advisory-lock namespace for one user's contact unlocks (the daily cap count). */
const UNLOCK_LOCK = 6101;

/** True when the row was added, false when it was already there. */
export const insertWishlist = async (db: DbOrTx, input: { userId: number; listingId: number; now: Date }) => {
  const rows = await db
    .insert(wishlist)
    .values({ userId: input.userId, listingId: input.listingId, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ listingId: wishlist.listingId });
  return rows.length > 0;
};

export const deleteWishlist = async (db: DbOrTx, input: { userId: number; listingId: number }) => {
  await db
    .delete(wishlist)
    .where(and(eq(wishlist.userId, input.userId), eq(wishlist.listingId, input.listingId)));
};

/** Newest first. */
export const findWishlistIds = async (db: DbOrTx, userId: number) =>
  (
    await db
      .select({ id: wishlist.listingId })
      .from(wishlist)
      .where(eq(wishlist.userId, userId))
      .orderBy(desc(wishlist.createdAt), desc(wishlist.listingId))
  ).map((r) => r.id);

/** True when this was the user's first visit to the listing. */
export const insertVisit = async (db: DbOrTx, input: { userId: number; listingId: number; now: Date }) => {
  const rows = await db
    .insert(visits)
    .values({ userId: input.userId, listingId: input.listingId, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ listingId: visits.listingId });
  return rows.length > 0;
};

/** Newest first. */
export const findVisitIds = async (db: DbOrTx, userId: number) =>
  (
    await db
      .select({ id: visits.listingId })
      .from(visits)
      .where(eq(visits.userId, userId))
      .orderBy(desc(visits.createdAt), desc(visits.listingId))
  ).map((r) => r.id);

/** Serialises one user's unlocks until the transaction ends, so the cap cannot be raced. */
export const lockUserUnlocks = async (tx: Tx, userId: number) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${UNLOCK_LOCK}::int, ${userId}::int)`);
};

export const hasUnlocked = async (db: DbOrTx, input: { userId: number; listingId: number }) => {
  const [row] = await db
    .select({ id: contactUnlocks.id })
    .from(contactUnlocks)
    .where(and(eq(contactUnlocks.userId, input.userId), eq(contactUnlocks.listingId, input.listingId)))
    .limit(1);
  return Boolean(row);
};

/**
 * Other posters' listings whose contacts the user opened for the first time at or
 * after `since` (the start of the day in India). Their own listings never count, nor
 * do dead leads given back (docs/product/pass.md#dead-leads).
 */
export const countNewUnlocksSince = async (db: DbOrTx, input: { userId: number; since: Date }) => {
  const rows = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*) as count from (
          select cu.listing_id
          from contact_unlocks cu join listings l on l.id = cu.listing_id
          where cu.user_id = ${input.userId} and l.user_id <> ${input.userId} and cu.credited_at is null
          group by cu.listing_id
          having min(cu.created_at) >= ${input.since.toISOString()}
        ) firsts`,
  );
  return Number(rows[0]?.count ?? 0);
};

export const insertUnlock = async (db: DbOrTx, input: { userId: number; listingId: number; now: Date }) => {
  await db
    .insert(contactUnlocks)
    .values({ userId: input.userId, listingId: input.listingId, createdAt: input.now });
};
