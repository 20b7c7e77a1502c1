// The SQL of saved searches and their alerts.
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listings, savedSearches, users } from '../../db/schema.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export const insertSavedSearch = async (db: DbOrTx, values: typeof savedSearches.$inferInsert) => {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
};

export const countUserSavedSearches = async (db: DbOrTx, userId: number) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
};

export const listUserSavedSearches = (db: DbOrTx, userId: number) =>
  db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));

export const findSavedSearch = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row ?? null;
};

export const deleteSavedSearch = async (db: DbOrTx, id: number) => {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
};

export const updateSavedSearch = async (
  db: DbOrTx,
  id: number,
  values: Partial<Pick<SavedSearchRow, 'lastSeenAt' | 'alertChannels'>>,
) => {
  const [row] = await db.update(savedSearches).set(values).where(eq(savedSearches.id, id)).returning();
  return row ?? null;
};

/**
 * The newest live listing of each city with one listed after the earliest point any
 * alerting search has looked to: a search in a city with nothing newer is skipped.
 */
export const newestListingPerCity = async (db: DbOrTx) => {
  const rows = await db
    .select({ city: listings.city, newest: sql<string>`max(${listings.createdAt})` })
    .from(listings)
    .where(
      and(
        isNull(listings.deletedAt),
        sql`${listings.createdAt} > (select min(${savedSearches.matchedUntil}) from ${savedSearches}
          where cardinality(${savedSearches.alertChannels}) > 0)`,
      ),
    )
    .groupBy(listings.city);
  return new Map(rows.map((r) => [r.city, new Date(r.newest)]));
};

/** One batch of searches with alerts on that have not sent one on `today`, with their owner's proven contacts. */
export const selectAlertBatch = (db: DbOrTx, input: { afterId: number; today: string; limit: number }) =>
  db
    .select({
      search: savedSearches,
      email: sql<string | null>`case when ${users.emailVerifiedAt} is not null then ${users.email} end`,
      mobileNo: sql<
        string | null
      >`case when ${users.mobileVerifiedAt} is not null then ${users.mobileNo} end`,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        gt(savedSearches.id, input.afterId),
        sql`cardinality(${savedSearches.alertChannels}) > 0`,
        or(isNull(savedSearches.alertedOn), lt(savedSearches.alertedOn, input.today)),
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(input.limit);

/**
 * Takes the day's one alert of each search: the ids this call took (no other run did
 * today), whose window moves on to `until`.
 */
export const claimAlerts = async (db: DbOrTx, input: { ids: number[]; today: string; until: Date }) => {
  if (input.ids.length === 0) return new Set<number>();
  const rows = await db
    .update(savedSearches)
    .set({ alertedOn: input.today, matchedUntil: input.until })
    .where(
      and(
        inArray(savedSearches.id, input.ids),
        or(isNull(savedSearches.alertedOn), lt(savedSearches.alertedOn, input.today)),
      ),
    )
    .returning({ id: savedSearches.id });
  return new Set(rows.map((r) => r.id));
};

/** Nothing new matched up to `until`: the next look starts there. */
export const advanceMatchedUntil = async (db: DbOrTx, ids: number[], until: Date) => {
  if (ids.length === 0) return;
  await db.update(savedSearches).set({ matchedUntil: until }).where(inArray(savedSearches.id, ids));
};
