// The reads behind a poster's numbers (docs/product/rents.md#the-posters-numbers): one
// listing's counts by India day from every table that records them, and the comparisons its
// suggestions are made of, over the homes of its group only.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { listings, viewingHours } from '../../db/schema.ts';
import { localityKeySql } from './compute-store.ts';

/** What a poster's numbers need of a listing: null for a deleted or unknown one. */
export const findListingForStats = async (db: Db, id: number) =>
  (
    await db
      .select({
        id: listings.id,
        userId: listings.userId,
        title: listings.title,
        status: listings.status,
        rent: listings.rent,
        city: listings.city,
        locality: listings.locality,
        propertyType: listings.propertyType,
        configuration: listings.configuration,
        hasPhotos: sql<boolean>`exists (select 1 from listing_images i where i.listing_id = ${listings}.id)`,
      })
      .from(listings)
      .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
      .limit(1)
  )[0] ?? null;

export type DayCounts = {
  day: string;
  impressions: number;
  views: number;
  saves: number;
  contacts: number;
  conversations: number;
  viewings: number;
};

/** India day of a timestamp column, as YYYY-MM-DD. */
const dayOf = (column: string) => sql.raw(`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`);

/**
 * One listing's counts from `fromDay` (India) on, a row per day that has any: impressions and
 * views as flushed, saves still in wishlists, contacts opened, conversations begun and viewings
 * booked (cancelled ones included: they were booked).
 */
export const listDayCounts = async (db: Db, listingId: number, fromDay: string): Promise<DayCounts[]> => {
  const since = new Date(`${fromDay}T00:00:00+05:30`);
  const event = (table: string, measure: string) => sql`
    select ${dayOf('created_at')} as day, ${sql.raw(measure)}
    from ${sql.raw(table)} where listing_id = ${listingId} and created_at >= ${since}`;
  return queryRows<DayCounts>(
    db,
    sql`
    select day, sum(impressions)::int as impressions, sum(views)::int as views,
      sum(saves)::int as saves, sum(contacts)::int as contacts,
      sum(conversations)::int as conversations, sum(viewings)::int as viewings
    from (
      select to_char(day, 'YYYY-MM-DD') as day, impressions, views, 0 as saves, 0 as contacts,
        0 as conversations, 0 as viewings
      from listing_day_counts where listing_id = ${listingId} and day >= ${fromDay}
      union all ${event('wishlist', '0, 0, 1, 0, 0, 0')}
      union all ${event('contact_unlocks', '0, 0, 0, 1, 0, 0')}
      union all ${event('conversations', '0, 0, 0, 0, 1, 0')}
      union all ${event('viewings', '0, 0, 0, 0, 0, 1')}
    ) as counted
    group by day order by day`,
  );
};

/** The homes a listing is compared with: live ones of its type and configuration in its place. */
export type StatsGroup = {
  city: string;
  /** '' for the whole city. */
  localityKey: string;
  propertyType: string;
  configuration: string;
};

const inGroup = (group: StatsGroup) => sql`
  l.deleted_at is null and l.status = 'live' and l.city = ${group.city}
  and l.property_type = ${group.propertyType} and l.configuration = ${group.configuration}
  and (${group.localityKey} = '' or ${localityKeySql('l.locality')} = ${group.localityKey})`;

type Pair = { homes: number; count: number };
const pair = (row: Record<string, unknown>, side: string): Pair => ({
  homes: Number(row[`${side}_homes`] ?? 0),
  count: Number(row[`${side}_count`] ?? 0),
});

/** Contacts opened since `since` at homes of the group inside the middle half and above it. */
export const compareContacts = async (
  db: Db,
  group: StatsGroup,
  band: { p25: number; p75: number },
  since: Date,
) => {
  const [row = {}] = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select count(*) filter (where l.rent between ${band.p25} and ${band.p75})::int as typical_homes,
      coalesce(sum(c.n) filter (where l.rent between ${band.p25} and ${band.p75}), 0)::int as typical_count,
      count(*) filter (where l.rent > ${band.p75})::int as above_homes,
      coalesce(sum(c.n) filter (where l.rent > ${band.p75}), 0)::int as above_count
    from listings l
    cross join lateral (
      select count(*) as n from contact_unlocks u where u.listing_id = l.id and u.created_at >= ${since}
    ) as c
    where ${inGroup(group)}`,
  );
  return { typical: pair(row, 'typical'), above: pair(row, 'above') };
};

/** Page views since `fromDay` at homes of the group with photos and without. */
export const compareViewsByPhotos = async (db: Db, group: StatsGroup, fromDay: string) => {
  const [row = {}] = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select count(*) filter (where p.has)::int as with_homes,
      coalesce(sum(v.n) filter (where p.has), 0)::int as with_count,
      count(*) filter (where not p.has)::int as without_homes,
      coalesce(sum(v.n) filter (where not p.has), 0)::int as without_count
    from listings l
    cross join lateral (
      select exists (select 1 from listing_images i where i.listing_id = l.id) as has
    ) as p
    cross join lateral (
      select coalesce(sum(d.views), 0) as n from listing_day_counts d
      where d.listing_id = l.id and d.day >= ${fromDay}
    ) as v
    where ${inGroup(group)}`,
  );
  return { with: pair(row, 'with'), without: pair(row, 'without') };
};

/** Whether people can book a visit: hours of the listing's own, or the poster's for all. */
export const hasVisitingHours = async (db: Db, listingId: number, posterId: number) =>
  (
    await db
      .select({ id: viewingHours.id })
      .from(viewingHours)
      .where(
        or(
          eq(viewingHours.listingId, listingId),
          and(eq(viewingHours.posterId, posterId), isNull(viewingHours.listingId)),
        ),
      )
      .limit(1)
  ).length > 0;
