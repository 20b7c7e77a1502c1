// SQL for listing status, freshness, reports and dead-lead credits. This store writes
// the status columns of `listings` and, for a dead lead, `contact_unlocks` and the
// holder's pass in `users`, each inside the one transaction that decides it
// (docs/architecture.md "Exceptions").
import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { ListingEventAction, PausedReason } from '../../../shared/enums.ts';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.ts';
import {
  LISTED_SQL,
  type ListingRow,
  listingEvents,
  listings,
  passCredits,
  payments,
  users,
} from '../../db/schema.ts';

const listed = sql.raw(LISTED_SQL);

/** A listing that is not deleted, locked until the transaction ends. */
export const lockListing = async (tx: Tx, id: number): Promise<ListingRow | null> => {
  const [row] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
    .for('update')
    .limit(1);
  return row ?? null;
};

/** Whether an admin suspended this poster (docs/product/listings.md#moderation). */
export const isSuspended = async (db: DbOrTx, userId: number) => {
  const [row] = await db.select({ at: users.suspendedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row?.at);
};

export const findListing = async (db: DbOrTx, id: number): Promise<ListingRow | null> => {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
    .limit(1);
  return row ?? null;
};

export const setListingState = async (
  db: DbOrTx,
  id: number,
  state: {
    status: ListingRow['status'];
    pausedReason: PausedReason | null;
    now: Date;
    confirmed?: boolean;
  },
) => {
  const [row] = await db
    .update(listings)
    .set({
      status: state.status,
      pausedReason: state.pausedReason,
      statusChangedAt: state.now,
      ...(state.confirmed ? { lastConfirmedAt: state.now } : {}),
    })
    .where(eq(listings.id, id))
    .returning();
  return row!;
};

export const setConfirmed = async (db: DbOrTx, id: number, now: Date) => {
  const [row] = await db
    .update(listings)
    .set({ lastConfirmedAt: now })
    .where(eq(listings.id, id))
    .returning();
  return row!;
};

type ListingEvent = { actorId: number | null; action: ListingEventAction; note?: string; now: Date };

/** The same history row for each of `listingIds`, in one statement. */
export const recordEvents = async (db: DbOrTx, listingIds: number[], event: ListingEvent) => {
  if (listingIds.length === 0) return;
  await db.insert(listingEvents).values(
    listingIds.map((listingId) => ({
      listingId,
      actorId: event.actorId,
      action: event.action,
      note: event.note ?? '',
      createdAt: event.now,
    })),
  );
};

export const recordEvent = (db: DbOrTx, event: ListingEvent & { listingId: number }) =>
  recordEvents(db, [event.listingId], event);

/**
 * Claims the listed listings unconfirmed since `confirmedBefore` whose poster was not
 * asked since `askedBefore`: marks them asked now and returns them. A second run in
 * the same slot claims nothing, so nobody is asked twice.
 */
export const claimListingsToAsk = async (
  db: DbOrTx,
  input: { confirmedBefore: Date; askedBefore: Date; now: Date; limit: number },
) =>
  db
    .update(listings)
    .set({ freshnessAskedAt: input.now })
    .where(
      sql`${listings.id} in (select id from listings where ${listed}
            and last_confirmed_at <= ${input.confirmedBefore.toISOString()}::timestamptz
            and (freshness_asked_at is null or freshness_asked_at <= ${input.askedBefore.toISOString()}::timestamptz)
            order by last_confirmed_at limit ${input.limit})`,
    )
    .returning();

/** A question the poster's message budget held back: the listing is asked again at a later run. */
export const forgetAsked = async (db: DbOrTx, id: number) => {
  await db.update(listings).set({ freshnessAskedAt: null }).where(sql`${listings.id} = ${id}`);
};

/**
 * Claims one listing, live or paused, to ask its poster now, unless they were asked
 * since `askedBefore`.
 */
export const claimListingToAsk = async (db: DbOrTx, input: { id: number; askedBefore: Date; now: Date }) => {
  const [row] = await db
    .update(listings)
    .set({ freshnessAskedAt: input.now })
    .where(
      and(
        eq(listings.id, input.id),
        isNull(listings.deletedAt),
        sql`status <> 'rented'`,
        sql`(freshness_asked_at is null or freshness_asked_at <= ${input.askedBefore.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  return row ?? null;
};

/** Pauses the listed listings unconfirmed since `confirmedBefore`; returns their ids. */
export const pauseUnconfirmed = async (db: DbOrTx, input: { confirmedBefore: Date; now: Date }) =>
  (
    await db
      .update(listings)
      .set({ status: 'paused', pausedReason: 'unconfirmed', statusChangedAt: input.now })
      .where(and(listed, lte(listings.lastConfirmedAt, input.confirmedBefore)))
      .returning({ id: listings.id })
  ).map((r) => r.id);

/**
 * Holders who reported the listing as already rented within `windowMs` after first
 * opening its contacts, not yet credited for it (docs/product/pass.md#dead-leads).
 */
export const findDeadLeadCandidates = async (tx: Tx, input: { listingId: number; windowMs: number }) =>
  queryRows<{ user_id: number; unlocked_at: string }>(
    tx,
    sql`select r.user_id, min(cu.created_at) as unlocked_at
        from listing_reports r
        join listings l on l.id = r.listing_id
        join contact_unlocks cu on cu.user_id = r.user_id and cu.listing_id = r.listing_id
        where r.listing_id = ${input.listingId} and r.reason = 'ALREADY_RENTED'
          and r.user_id <> l.user_id
          and not exists (select 1 from pass_credits pc where pc.user_id = r.user_id and pc.listing_id = r.listing_id)
        group by r.user_id, r.created_at
        having min(cu.created_at) <= r.created_at
          and r.created_at - min(cu.created_at) <= ${input.windowMs} * interval '1 millisecond'`,
  );

/** The payment whose pass was in force at `at`: the latest one that started by then and covered it. */
export const findPassAt = async (tx: Tx, input: { userId: number; at: Date }) => {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, input.userId),
        lte(payments.subscriptionFrom, input.at),
        gte(payments.subscriptionUpto, input.at),
      ),
    )
    .orderBy(desc(payments.subscriptionUpto))
    .limit(1);
  return row ?? null;
};

export const daysCreditedTo = async (db: DbOrTx, paymentId: number) => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${passCredits.days}), 0)::int` })
    .from(passCredits)
    .where(eq(passCredits.paymentId, paymentId));
  return Number(row?.n ?? 0);
};

/** Gives the unlock back and adds `days` to the holder's pass, from its end or from now if it has ended. */
export const creditDeadLead = async (
  tx: Tx,
  input: { userId: number; listingId: number; paymentId: number; days: number; now: Date },
) => {
  await tx
    .insert(passCredits)
    .values({
      userId: input.userId,
      listingId: input.listingId,
      paymentId: input.paymentId,
      days: input.days,
      createdAt: input.now,
    })
    .onConflictDoNothing();
  await tx.execute(
    sql`update contact_unlocks set credited_at = ${input.now.toISOString()}::timestamptz
        where user_id = ${input.userId} and listing_id = ${input.listingId} and credited_at is null`,
  );
  if (input.days > 0) {
    await tx.execute(
      sql`update users set subscription_upto =
            greatest(coalesce(subscription_upto, ${input.now.toISOString()}::timestamptz), ${input.now.toISOString()}::timestamptz)
            + ${input.days} * interval '1 day'
          where id = ${input.userId}`,
    );
  }
};

/** The caller's dead-lead credits, newest first, with the listing's title. */
export const listPassCredits = (db: DbOrTx, userId: number) =>
  db
    .select({
      listingId: passCredits.listingId,
      title: listings.title,
      days: passCredits.days,
      paymentId: passCredits.paymentId,
      createdAt: passCredits.createdAt,
    })
    .from(passCredits)
    .innerJoin(listings, eq(listings.id, passCredits.listingId))
    .where(eq(passCredits.userId, userId))
    .orderBy(desc(passCredits.createdAt), desc(passCredits.id));

/** The user's latest payment (the pass the card shows). */
export const findLatestPayment = async (db: DbOrTx, userId: number) => {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.subscriptionUpto), desc(payments.id))
    .limit(1);
  return row ?? null;
};
