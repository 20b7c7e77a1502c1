// SQL for the moderation queue (docs/product/listings.md#moderation). It reads users
// for posters and reporters, and suspends a poster in `users` in the transaction that
// pauses their listings (docs/architecture.md "Exceptions").
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.ts';
import { listingEvents, listingReports, listings, type UserRow, users } from '../../db/schema.ts';

/** A poster with this many live listings in this many localities, while not a broker, is flagged. */
const BROKER_RISK_LISTINGS = 5;
const BROKER_RISK_LOCALITIES = 3;

/**
 * Listings with open reports, most reported then newest report first; and listings where a
 * seeker said the poster did not come to a visit since the listing was last moderated
 * (docs/product/viewings.md#no-shows), as listings with no open reports.
 */
export const findReportedListings = (db: DbOrTx, limit: number) =>
  queryRows<{ listing_id: number; open_reports: number; latest: string }>(
    db,
    sql`select listing_id, sum(open_reports)::int as open_reports, max(latest) as latest from (
          select r.listing_id, count(*)::int as open_reports, max(r.created_at) as latest
            from listing_reports r join listings l on l.id = r.listing_id
           where r.resolved_at is null and l.deleted_at is null
           group by r.listing_id
          union all
          select v.listing_id, 0, max(v.poster_came_at)
            from viewings v join listings l on l.id = v.listing_id
           where v.poster_came = false and l.deleted_at is null
             and v.poster_came_at > coalesce((select max(e.created_at) from listing_events e
                                               where e.listing_id = v.listing_id and e.actor_id is not null),
                                              '-infinity'::timestamptz)
           group by v.listing_id
        ) queue
        group by listing_id
        order by sum(open_reports) desc, max(latest) desc
        limit ${limit}`,
  );

export const findListingsByIds = (db: DbOrTx, ids: number[]) =>
  db.select().from(listings).where(inArray(listings.id, ids));

export const findUsersByIds = (db: DbOrTx, ids: number[]) =>
  db.select().from(users).where(inArray(users.id, ids));

export const findOpenReports = (db: DbOrTx, listingIds: number[]) =>
  db
    .select({
      id: listingReports.id,
      listingId: listingReports.listingId,
      reason: listingReports.reason,
      details: listingReports.details,
      reporterId: listingReports.userId,
      reporterName: users.fullName,
      createdAt: listingReports.createdAt,
      weight: listingReports.weight,
      weightReason: listingReports.weightReason,
      answeredAt: listingReports.answeredAt,
    })
    .from(listingReports)
    .innerJoin(users, eq(users.id, listingReports.userId))
    .where(and(inArray(listingReports.listingId, listingIds), isNull(listingReports.resolvedAt)))
    .orderBy(desc(listingReports.createdAt));

export const findPostersListings = (db: DbOrTx, posterIds: number[]) =>
  db
    .select({ id: listings.id, userId: listings.userId, title: listings.title, status: listings.status })
    .from(listings)
    .where(and(inArray(listings.userId, posterIds), isNull(listings.deletedAt)))
    .orderBy(desc(listings.createdAt));

export const findHistory = (db: DbOrTx, listingIds: number[]) =>
  db
    .select({
      listingId: listingEvents.listingId,
      action: listingEvents.action,
      actorName: users.fullName,
      note: listingEvents.note,
      createdAt: listingEvents.createdAt,
    })
    .from(listingEvents)
    .leftJoin(users, eq(users.id, listingEvents.actorId))
    .where(inArray(listingEvents.listingId, listingIds))
    .orderBy(desc(listingEvents.createdAt), desc(listingEvents.id));

/** The broker-risk signals of each poster who is not a broker (docs/product/listings.md#broker-risk). */
export const findBrokerRisk = (db: DbOrTx, posterIds: number[]) =>
  queryRows<{
    id: number;
    many_listings: boolean;
    shared_phone: boolean;
    reported_as_broker: boolean;
    repeated_messages: boolean;
  }>(
    db,
    sql`select u.id,
          (select count(*) >= ${BROKER_RISK_LISTINGS} and count(distinct l.city || '/' || l.locality) >= ${BROKER_RISK_LOCALITIES}
             from listings l where l.user_id = u.id and l.deleted_at is null and l.status = 'live') as many_listings,
          (exists (select 1 from users o where o.id <> u.id and u.mobile_no is not null and o.mobile_no = u.mobile_no)
           or exists (select 1 from listings mine join listings theirs on theirs.mobile_no = mine.mobile_no
                      where mine.user_id = u.id and theirs.user_id <> u.id and mine.mobile_no <> '')) as shared_phone,
          exists (select 1 from listing_reports r join listings l on l.id = r.listing_id
                  where l.user_id = u.id and r.reason = 'BROKER_POSING') as reported_as_broker,
          exists (select 1 from messages m where m.sender_id = u.id and m.flagged_at is not null) as repeated_messages
        from users u
        where u.id in (${sql.join(
          posterIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and u.user_type <> 'broker'`,
  );

export const resolveReports = async (db: DbOrTx, listingId: number, now: Date) => {
  await db
    .update(listingReports)
    .set({ resolvedAt: now })
    .where(and(eq(listingReports.listingId, listingId), isNull(listingReports.resolvedAt)));
};

export const removeListing = async (db: DbOrTx, id: number, now: Date) => {
  await db.update(listings).set({ deletedAt: now, updatedAt: now }).where(eq(listings.id, id));
};

export const lockPoster = async (tx: Tx, id: number): Promise<UserRow | null> => {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row ?? null;
};

/**
 * Suspends the poster and pauses their live listings with the reason `suspended`;
 * returns the ids paused (docs/decisions/0061-restore-revives-what-suspension-paused.md).
 */
export const suspendPoster = async (db: DbOrTx, userId: number, now: Date) => {
  await db.update(users).set({ suspendedAt: now }).where(eq(users.id, userId));
  return (
    await db
      .update(listings)
      .set({ status: 'paused', pausedReason: 'suspended', statusChangedAt: now })
      .where(and(eq(listings.userId, userId), isNull(listings.deletedAt), eq(listings.status, 'live')))
      .returning({ id: listings.id })
  ).map((r) => r.id);
};

/**
 * Lifts the suspension and brings back the listings still paused by it: not those
 * paused for another reason since, rented or removed. Returns the ids brought back.
 */
export const restorePoster = async (db: DbOrTx, userId: number, now: Date) => {
  await db.update(users).set({ suspendedAt: null }).where(eq(users.id, userId));
  return (
    await db
      .update(listings)
      .set({ status: 'live', pausedReason: null, statusChangedAt: now })
      .where(
        and(
          eq(listings.userId, userId),
          isNull(listings.deletedAt),
          eq(listings.status, 'paused'),
          eq(listings.pausedReason, 'suspended'),
        ),
      )
      .returning({ id: listings.id })
  ).map((r) => r.id);
};
