// The SQL of viewings: the posters' hours and blocked days, the viewings, and the places taken.
import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TitleWords } from '../../../shared/schemas/title-words.ts';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.ts';
import { users, viewingBlockedDays, viewingHours, viewingPlaces, viewings } from '../../db/schema.ts';

/** The values the listing's title is composed from, null once it is gone (listings as `l`). */
const TITLE_WORDS = sql`case when l.id is null then null else json_build_object('configuration', l.configuration,
  'property_type', l.property_type, 'city', l.city, 'locality', l.locality) end`;

export type HoursRow = typeof viewingHours.$inferSelect;
export type ViewingRow = typeof viewings.$inferSelect;

/** A viewing as one of its sides reads it. */
export type ReadRow = ViewingRow & {
  otherName: string | null;
  photoKey: string | null;
  titleWords: TitleWords | null;
};

/** The hours of one listing (`listingId`), or the poster's hours for all (`listingId` null). */
export const findHours = async (db: DbOrTx, input: { posterId: number; listingId: number | null }) => {
  const [row] = await db
    .select()
    .from(viewingHours)
    .where(
      input.listingId === null
        ? and(eq(viewingHours.posterId, input.posterId), isNull(viewingHours.listingId))
        : eq(viewingHours.listingId, input.listingId),
    );
  return row ?? null;
};

/** The listing's own hours when it has them, else the poster's hours for all. */
export const findEffectiveHours = async (db: DbOrTx, input: { posterId: number; listingId: number }) =>
  (await findHours(db, input)) ?? (await findHours(db, { posterId: input.posterId, listingId: null }));

/**
 * Replaces the hours of one listing, or the poster's hours for all: those replace every
 * listing's own hours too, so all the poster's listings follow them.
 */
export const replaceHours = async (tx: Tx, values: Omit<HoursRow, 'id' | 'updatedAt'> & { now: Date }) => {
  const { now, ...row } = values;
  await tx
    .delete(viewingHours)
    .where(
      row.listingId === null
        ? eq(viewingHours.posterId, row.posterId)
        : eq(viewingHours.listingId, row.listingId),
    );
  const [made] = await tx
    .insert(viewingHours)
    .values({ ...row, updatedAt: now })
    .returning();
  return made!;
};

/** Blocked days from `from` on: of the listing and of all the poster's listings, or only the latter. */
export const listBlockedDays = async (
  db: DbOrTx,
  input: { posterId: number; listingId: number | null; from: string },
) => {
  const rows = await db
    .selectDistinct({ day: viewingBlockedDays.day })
    .from(viewingBlockedDays)
    .where(
      and(
        gte(viewingBlockedDays.day, input.from),
        or(
          and(eq(viewingBlockedDays.posterId, input.posterId), isNull(viewingBlockedDays.listingId)),
          input.listingId === null ? undefined : eq(viewingBlockedDays.listingId, input.listingId),
        ),
      ),
    )
    .orderBy(viewingBlockedDays.day);
  return rows.map((row) => row.day);
};

export const setBlockedDay = async (
  db: DbOrTx,
  input: { posterId: number; listingId: number | null; day: string; blocked: boolean },
) => {
  if (input.blocked) {
    await db
      .insert(viewingBlockedDays)
      .values({ posterId: input.posterId, listingId: input.listingId, day: input.day })
      .onConflictDoNothing();
    return;
  }
  await db
    .delete(viewingBlockedDays)
    .where(
      and(
        eq(viewingBlockedDays.posterId, input.posterId),
        eq(viewingBlockedDays.day, input.day),
        input.listingId === null
          ? isNull(viewingBlockedDays.listingId)
          : eq(viewingBlockedDays.listingId, input.listingId),
      ),
    );
};

/** Places taken at each start time of a listing in [from, to). */
export const countTakenPlaces = async (db: DbOrTx, input: { listingId: number; from: Date; to: Date }) => {
  const rows = await db
    .select({ startsAt: viewingPlaces.startsAt, taken: sql<number>`count(*)::int` })
    .from(viewingPlaces)
    .where(
      and(
        eq(viewingPlaces.listingId, input.listingId),
        gte(viewingPlaces.startsAt, input.from),
        lt(viewingPlaces.startsAt, input.to),
      ),
    )
    .groupBy(viewingPlaces.startsAt);
  return new Map(rows.map((row) => [new Date(row.startsAt).getTime(), row.taken]));
};

/**
 * Takes the lowest free place of the time for the viewing, or answers null when all `perSlot`
 * are taken. The primary key on (listing, time, place) decides between two people at once:
 * the second insert of a place waits for the first and then does nothing
 * (docs/decisions/0109-a-booked-place-is-a-unique-row.md).
 */
export const takePlace = async (
  tx: Tx,
  input: { listingId: number; startsAt: Date; perSlot: number; viewingId: number },
) => {
  for (let placeNo = 1; placeNo <= input.perSlot; placeNo += 1) {
    const [taken] = await tx
      .insert(viewingPlaces)
      .values({ listingId: input.listingId, startsAt: input.startsAt, placeNo, viewingId: input.viewingId })
      .onConflictDoNothing()
      .returning({ placeNo: viewingPlaces.placeNo });
    if (taken) return taken.placeNo;
  }
  return null;
};

export const freePlace = async (db: DbOrTx, viewingId: number) => {
  await db.delete(viewingPlaces).where(eq(viewingPlaces.viewingId, viewingId));
};

export const insertViewing = async (db: DbOrTx, values: typeof viewings.$inferInsert) => {
  const [row] = await db.insert(viewings).values(values).returning();
  return row!;
};

export const updateViewing = async (
  db: DbOrTx,
  id: number,
  values: Partial<typeof viewings.$inferInsert>,
) => {
  await db.update(viewings).set(values).where(eq(viewings.id, id));
};

/**
 * The reader's viewings, booked ones not yet over first (the one in progress, then the soonest),
 * then the rest (newest first); or the one `viewingId` names, when the reader is one of its sides.
 */
export const listReaderViewings = async (
  db: DbOrTx,
  input: { userId: number; now: Date; viewingId?: number; limit: number },
): Promise<ReadRow[]> => {
  const me = input.userId;
  const rows = await queryRows<ReadRow>(
    db,
    sql`select v.id, v.listing_id as "listingId", v.listing_title as "listingTitle", v.seeker_id as "seekerId",
               v.poster_id as "posterId", v.starts_at as "startsAt", v.ends_at as "endsAt", v.note,
               v.directions, v.status, v.cancelled_by as "cancelledBy", v.cancel_reason as "cancelReason",
               v.cancelled_at as "cancelledAt", v.seeker_came as "seekerCame", v.poster_came as "posterCame",
               v.seeker_came_at as "seekerCameAt", v.poster_came_at as "posterCameAt",
               v.time_set_at as "timeSetAt", v.evening_reminder_at as "eveningReminderAt",
               v.soon_reminder_at as "soonReminderAt", v.sequence, v.created_at as "createdAt",
               other.full_name as "otherName", photo.key as "photoKey", ${TITLE_WORDS} as "titleWords"
          from viewings v
          left join users other
            on other.id = (case when v.seeker_id = ${me} then v.poster_id else v.seeker_id end)
          left join lateral (select key from listing_images
                              where listing_id = v.listing_id order by position limit 1) photo on true
          left join listings l on l.id = v.listing_id
         where (v.seeker_id = ${me} or v.poster_id = ${me})
           ${input.viewingId ? sql`and v.id = ${input.viewingId}` : sql``}
         order by (v.status = 'booked' and v.ends_at > ${input.now}) desc,
                  case when v.status = 'booked' and v.ends_at > ${input.now} then v.starts_at end asc,
                  v.starts_at desc, v.id desc
         limit ${input.limit}`,
  );
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    ...row,
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
    cancelledAt: date(row.cancelledAt),
    seekerCameAt: date(row.seekerCameAt),
    posterCameAt: date(row.posterCameAt),
    timeSetAt: new Date(row.timeSetAt),
    eveningReminderAt: date(row.eveningReminderAt),
    soonReminderAt: date(row.soonReminderAt),
    createdAt: new Date(row.createdAt),
  }));
};

/** Viewings the poster said the seeker did not come to, of times since `since`. */
export const countSeekerNoShows = async (db: DbOrTx, seekerId: number, since: Date) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(viewings)
    .where(
      and(eq(viewings.seekerId, seekerId), eq(viewings.seekerCame, false), gte(viewings.startsAt, since)),
    )
    .limit(1);
  return row?.n ?? 0;
};

/** Advisory lock namespace of lockSeekerViewings. */
const SEEKER_LOCK = 7_303;

/**
 * Held to the end of the transaction: a seeker's bookings are counted and changed one at a
 * time, so one upcoming visit per home and the no-show rule hold however many requests come at
 * once (docs/decisions/0134-visit-limits-locked-and-details-masked-as-typed.md).
 */
export const lockSeekerViewings = async (tx: Tx, seekerId: number) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEEKER_LOCK}::int, ${seekerId}::int)`);
};

/** The seeker's booked viewings still to come, of any listing or of one. */
export const countUpcoming = async (
  db: DbOrTx,
  input: { seekerId: number; now: Date; listingId?: number },
) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(viewings)
    .where(
      and(
        eq(viewings.seekerId, input.seekerId),
        eq(viewings.status, 'booked'),
        sql`${viewings.startsAt} > ${input.now}`,
        input.listingId === undefined ? undefined : eq(viewings.listingId, input.listingId),
      ),
    );
  return row?.n ?? 0;
};

/** Each side's name, contacts and pass, for notices. */
export const findSides = async (db: DbOrTx, viewing: Pick<ViewingRow, 'seekerId' | 'posterId'>) => {
  const ids = [viewing.seekerId, viewing.posterId].filter((id): id is number => id !== null);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            fullName: users.fullName,
            email: users.email,
            mobileNo: users.mobileNo,
            isAdmin: users.isAdmin,
            subscriptionUpto: users.subscriptionUpto,
            language: users.language,
          })
          .from(users)
          .where(inArray(users.id, ids));
  const side = (id: number | null) => rows.find((row) => row.id === id) ?? null;
  return { seeker: side(viewing.seekerId), poster: side(viewing.posterId) };
};

/** Booked viewings starting within (now, until]: the reminders look at these. */
export const listBookedStarting = (db: DbOrTx, input: { now: Date; until: Date }) =>
  db
    .select()
    .from(viewings)
    .where(
      and(
        eq(viewings.status, 'booked'),
        sql`${viewings.startsAt} > ${input.now}`,
        sql`${viewings.startsAt} <= ${input.until}`,
        or(isNull(viewings.eveningReminderAt), isNull(viewings.soonReminderAt)),
      ),
    );

/** Marks one reminder sent, answering false when another run already did: each goes once. */
export const claimReminder = async (
  db: DbOrTx,
  input: { id: number; kind: 'evening' | 'soon'; now: Date },
) => {
  const column = input.kind === 'evening' ? viewings.eveningReminderAt : viewings.soonReminderAt;
  const claimed = await db
    .update(viewings)
    .set(input.kind === 'evening' ? { eveningReminderAt: input.now } : { soonReminderAt: input.now })
    .where(and(eq(viewings.id, input.id), isNull(column), eq(viewings.status, 'booked')))
    .returning({ id: viewings.id });
  return claimed.length > 0;
};

/**
 * Booked viewings that ended between `since` and `now` and whose poster was not yet asked, nor
 * said, whether the seeker came.
 */
export const listEndedUnasked = (db: DbOrTx, input: { now: Date; since: Date }) =>
  db
    .select()
    .from(viewings)
    .where(
      and(
        eq(viewings.status, 'booked'),
        sql`${viewings.endsAt} <= ${input.now}`,
        sql`${viewings.endsAt} > ${input.since}`,
        isNull(viewings.outcomeAskedAt),
        isNull(viewings.seekerCame),
      ),
    );

/** Marks the poster asked, answering false when another run already did: they are asked once. */
export const claimOutcomeAsk = async (db: DbOrTx, input: { id: number; now: Date }) => {
  const claimed = await db
    .update(viewings)
    .set({ outcomeAskedAt: input.now })
    .where(and(eq(viewings.id, input.id), isNull(viewings.outcomeAskedAt)))
    .returning({ id: viewings.id });
  return claimed.length > 0;
};

/** Posters' viewings the seeker said they did not come to, of times since `since`: for moderation. */
export const countPosterNoShows = async (db: DbOrTx, posterIds: number[], since: Date) => {
  if (posterIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ posterId: viewings.posterId, n: sql<number>`count(*)::int` })
    .from(viewings)
    .where(
      and(
        inArray(viewings.posterId, posterIds),
        eq(viewings.posterCame, false),
        gte(viewings.startsAt, since),
      ),
    )
    .groupBy(viewings.posterId);
  return new Map(rows.map((row) => [row.posterId!, row.n]));
};
