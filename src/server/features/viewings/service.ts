// Booked viewings (docs/product/viewings.md): a seeker books a free time of a live listing,
// either side cancels or moves it with the other told, and after the time each says whether
// the other came. Nobody reads or changes a viewing they are not a side of (404).
import { VIEWING_API } from '../../../shared/api-conversations.ts';
import type { BookViewing, Viewing, ViewingOutcome, ViewingRole } from '../../../shared/schemas/viewing.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { imageObjectKey } from '../media/index.ts';
import { noticeContext } from '../outgoing/index.ts';
import { directionsFor } from './directions.ts';
import { findListingSlots } from './hours-service.ts';
import { calendarOf, tellViewingSides, type ViewingEvent } from './notices.ts';
import { indianTimeLabel } from './slots.ts';
import {
  countPosterNoShows,
  countSeekerNoShows,
  countUpcoming,
  freePlace,
  insertViewing,
  listReaderViewings,
  lockSeekerViewings,
  type ReadRow,
  takePlace,
  updateViewing,
  type ViewingRow,
} from './store.ts';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'clock' | 'config' | 'mailer' | 'whatsapp'>;
type Log = { warn: (details: object, message: string) => void };

const DAY_MS = 86_400_000;
/** A seeker the posters said did not come this many times ... */
export const NO_SHOWS_LIMIT = 2;
/** ... within this many days may hold one upcoming viewing at a time (docs/product/viewings.md#no-shows). */
const NO_SHOWS_DAYS = 30;
const LIST_LIMIT = 200;
const DELETED_NAME = 'Deleted account';

const notFound = () => new AppError('NOT_FOUND', 'Visit not found');

const roleOf = (row: Pick<ViewingRow, 'seekerId'>, viewer: Viewer): ViewingRole =>
  row.seekerId === viewer.id ? 'seeker' : 'poster';
const otherSide = (role: ViewingRole): ViewingRole => (role === 'seeker' ? 'poster' : 'seeker');

const toViewing = (row: ReadRow, viewer: Viewer, storage: Storage, now: Date): Viewing => ({
  id: row.id,
  role: roleOf(row, viewer),
  status: row.status,
  listing: {
    id: row.listingId,
    title: row.listingTitle,
    title_words: row.titleWords,
    photo: row.photoKey ? storage.publicUrl(imageObjectKey(row.photoKey, 'sm')) : null,
  },
  other: { name: row.otherName || DELETED_NAME },
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  note: row.note,
  directions: directionsFor(row, viewer, now),
  cancelled:
    row.status === 'cancelled' && row.cancelledBy && row.cancelledAt
      ? { by: row.cancelledBy, reason: row.cancelReason ?? '', at: row.cancelledAt.toISOString() }
      : null,
  seeker_came: row.seekerCame,
  poster_came: row.posterCame,
  calendar_url: VIEWING_API.calendar.replace(':id', String(row.id)),
  created_at: row.createdAt.toISOString(),
});

/** The viewing as its reader sees it; 404 for anyone who is not one of its sides. */
const requireViewing = async (db: DbOrTx, viewer: Viewer, id: number, now: Date) => {
  const [row] = await listReaderViewings(db, { userId: viewer.id, viewingId: id, now, limit: 1 });
  if (!row) throw notFound();
  return row;
};

const answer = async (deps: Deps, viewer: Viewer, id: number) => {
  const now = deps.clock.now();
  const row = await requireViewing(deps.database.db, viewer, id, now);
  return { viewing: toViewing(row, viewer, deps.storage, now) };
};

const tell = (
  deps: Deps,
  log: Log | undefined,
  viewing: ViewingRow,
  event: ViewingEvent,
  to: ViewingRole[],
) => tellViewingSides(noticeContext(deps, log), { viewing, event, to });

/**
 * Takes a place at the listing's time for the viewing, or refuses with 409 naming the next free
 * times; the transaction it runs in is undone with it (docs/product/viewings.md#booking).
 */
const takePlaceOrRefuse = async (
  tx: Tx,
  input: { listingId: number; startsAt: Date; perSlot: number; viewingId: number; now: Date },
) => {
  if ((await takePlace(tx, input)) !== null) return;
  const { slots } = await findListingSlots(tx, { listingId: input.listingId, now: input.now });
  const next = slots.filter((slot) => slot.free > 0 && slot.startsAt.getTime() !== input.startsAt.getTime());
  const message =
    next.length > 0
      ? `Someone just took the last place at that time. The next free time is ${indianTimeLabel(next[0]!.startsAt)}.`
      : 'Someone just took the last place at that time, and no other time is free in the next 14 days.';
  throw new AppError('CONFLICT', message, { errors: [{ field: 'starts_at', message }] });
};

/**
 * The time must be one of the listing's free times (400 naming starts_at), and the listing
 * someone else's when `bookerId` books it (400 naming listing_id).
 */
const requireSlot = async (
  db: DbOrTx,
  input: { listingId: number; startsAt: Date; now: Date; bookerId?: number },
) => {
  const found = await findListingSlots(db, input);
  if (found.listing.userId === input.bookerId) throw badInput('listing_id', 'This is your own listing');
  const slot = found.slots.find((s) => s.startsAt.getTime() === input.startsAt.getTime());
  if (!slot)
    throw badInput('starts_at', 'This home has no visits at that time. Please pick a time from the list.');
  return { ...found, slot };
};

/**
 * One upcoming visit per home; a seeker who did not come twice in 30 days holds one at a time.
 * Counted under the seeker's lock in the transaction that books, never before it
 * (docs/decisions/0134-visit-limits-locked-and-details-masked-as-typed.md).
 */
const checkSeekerLimits = async (tx: Tx, input: { seekerId: number; listingId: number; now: Date }) => {
  await lockSeekerViewings(tx, input.seekerId);
  if ((await countUpcoming(tx, input)) > 0) {
    throw new AppError(
      'CONFLICT',
      'You already have a visit booked to this home. Move it if another time suits you.',
    );
  }
  const since = new Date(input.now.getTime() - NO_SHOWS_DAYS * DAY_MS);
  if ((await countSeekerNoShows(tx, input.seekerId, since)) < NO_SHOWS_LIMIT) return;
  if ((await countUpcoming(tx, { seekerId: input.seekerId, now: input.now })) === 0) return;
  throw new AppError(
    'CONFLICT',
    `Posters said you did not come to ${NO_SHOWS_LIMIT} visits in the last ${NO_SHOWS_DAYS} days, ` +
      'so you may hold one upcoming visit at a time. Cancel or finish the one you have to book another.',
  );
};

/**
 * Books `startsAt` for the seeker inside `tx`: the seeker's limits under their lock, the viewing,
 * and a place at the time, or a refusal that undoes the transaction. Booking a free time and
 * accepting an asked one both come through here (docs/product/viewings.md#asking-for-a-visit).
 */
export const placeViewing = async (
  tx: Tx,
  input: {
    listing: { id: number; title: string; userId: number };
    seekerId: number;
    startsAt: Date;
    endsAt: Date;
    perSlot: number;
    note: string;
    directions: string;
    now: Date;
  },
) => {
  const { listing, now } = input;
  await checkSeekerLimits(tx, { seekerId: input.seekerId, listingId: listing.id, now });
  const row = await insertViewing(tx, {
    listingId: listing.id,
    listingTitle: listing.title,
    seekerId: input.seekerId,
    posterId: listing.userId,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    note: input.note,
    directions: input.directions,
    timeSetAt: now,
    createdAt: now,
  });
  await takePlaceOrRefuse(tx, {
    listingId: listing.id,
    startsAt: input.startsAt,
    perSlot: input.perSlot,
    viewingId: row.id,
    now,
  });
  return row;
};

/** Both sides told of a booked viewing, with the calendar file. */
export const tellBooked = (deps: Deps, log: Log | undefined, viewing: ViewingRow) =>
  tell(deps, log, viewing, { kind: 'booked' }, ['seeker', 'poster']);

/** The viewing as `viewer`, one of its sides, reads it. */
export const readViewing = answer;

export const bookViewing = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  body: BookViewing;
  log?: Log;
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const startsAt = new Date(input.body.starts_at);
  const listingId = input.body.listing_id;
  const { listing, hours, slot } = await requireSlot(db, { listingId, startsAt, now, bookerId: viewer.id });
  const viewing = await db.transaction((tx) =>
    placeViewing(tx, {
      listing,
      seekerId: viewer.id,
      startsAt,
      endsAt: slot.endsAt,
      perSlot: hours.perSlot,
      note: input.body.note,
      directions: hours.note,
      now,
    }),
  );
  await tellBooked(input.deps, input.log, viewing);
  return answer(input.deps, viewer, viewing.id);
};

export const listViewings = async (input: { deps: Deps; viewer: Viewer | null }) => {
  const viewer = requireUser(input.viewer);
  const now = input.deps.clock.now();
  const rows = await listReaderViewings(input.deps.database.db, {
    userId: viewer.id,
    now,
    limit: LIST_LIMIT,
  });
  return { viewings: rows.map((row) => toViewing(row, viewer, input.deps.storage, now)) };
};

/** A booked viewing whose time has not come: what may be cancelled or moved. */
const requireUpcoming = async (db: DbOrTx, viewer: Viewer, id: number, now: Date) => {
  const row = await requireViewing(db, viewer, id, now);
  if (row.status !== 'booked') throw new AppError('CONFLICT', 'This visit was cancelled');
  if (row.startsAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', 'This visit’s time has passed');
  return row;
};

/**
 * Takes the seeker's lock and reads the viewing again under it, so a cancel or a move that
 * waited for another acts on the viewing as that one left it: two moves at once never leave
 * it two places (docs/decisions/0134-visit-limits-locked-and-details-masked-as-typed.md).
 */
const lockUpcoming = async (tx: Tx, viewer: Viewer, row: ReadRow, now: Date) => {
  if (row.seekerId !== null) await lockSeekerViewings(tx, row.seekerId);
  return requireUpcoming(tx, viewer, row.id, now);
};

export const cancelViewing = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  reason: string;
  log?: Log;
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const found = await requireUpcoming(db, viewer, input.id, now);
  const role = roleOf(found, viewer);
  const row = await db.transaction(async (tx) => {
    const row = await lockUpcoming(tx, viewer, found, now);
    await freePlace(tx, row.id);
    await updateViewing(tx, row.id, {
      status: 'cancelled',
      cancelledBy: role,
      cancelReason: input.reason,
      cancelledAt: now,
      sequence: row.sequence + 1,
    });
    return row;
  });
  const cancelled = await requireViewing(db, viewer, row.id, now);
  await tell(input.deps, input.log, cancelled, { kind: 'cancelled', by: role, reason: input.reason }, [
    otherSide(role),
  ]);
  return { viewing: toViewing(cancelled, viewer, input.deps.storage, now) };
};

export const moveViewing = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  startsAt: string;
  reason?: string | undefined;
  log?: Log;
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const found = await requireUpcoming(db, viewer, input.id, now);
  const startsAt = new Date(input.startsAt);
  if (startsAt.getTime() === found.startsAt.getTime())
    throw badInput('starts_at', 'The visit is at that time already');
  if (found.listingId === null) throw new AppError('CONFLICT', 'This home is no longer listed');
  const listingId = found.listingId;
  const { hours, slot } = await requireSlot(db, { listingId, startsAt, now });
  const row = await db.transaction(async (tx) => {
    const row = await lockUpcoming(tx, viewer, found, now);
    await freePlace(tx, row.id);
    await takePlaceOrRefuse(tx, { listingId, startsAt, perSlot: hours.perSlot, viewingId: row.id, now });
    await updateViewing(tx, row.id, {
      startsAt,
      endsAt: slot.endsAt,
      directions: hours.note,
      timeSetAt: now,
      eveningReminderAt: null,
      soonReminderAt: null,
      sequence: row.sequence + 1,
    });
    return row;
  });
  const moved = await requireViewing(db, viewer, row.id, now);
  const role = roleOf(row, viewer);
  const event: ViewingEvent = { kind: 'moved', by: role, from: row.startsAt, reason: input.reason };
  await tell(input.deps, input.log, moved, event, [otherSide(role)]);
  return { viewing: toViewing(moved, viewer, input.deps.storage, now) };
};

/**
 * After the time, each side says whether the other came: the poster of the seeker, the seeker
 * of the poster (docs/product/viewings.md#no-shows). A later word replaces an earlier one.
 */
export const setViewingOutcome = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  outcome: ViewingOutcome;
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const row = await requireViewing(db, viewer, input.id, now);
  if (row.status !== 'booked') throw new AppError('CONFLICT', 'This visit was cancelled');
  if (row.startsAt.getTime() > now.getTime()) {
    throw new AppError('CONFLICT', 'You can say whether they came once the visit’s time has come');
  }
  const came = input.outcome === 'came';
  await updateViewing(
    db,
    row.id,
    roleOf(row, viewer) === 'poster'
      ? { seekerCame: came, seekerCameAt: now }
      : { posterCame: came, posterCameAt: now },
  );
  return answer(input.deps, viewer, row.id);
};

/** The viewing's calendar file, for its two sides only. */
export const viewingCalendar = async (input: { deps: Deps; viewer: Viewer | null; id: number }) => {
  const viewer = requireUser(input.viewer);
  const now = input.deps.clock.now();
  const row = await requireViewing(input.deps.database.db, viewer, input.id, now);
  return calendarOf(row, input.deps.config, now, viewer);
};

/** Every viewing of the person, as they read them: their data export. */
export const exportViewings = async (input: { db: Db; storage: Storage; viewer: Viewer; now: Date }) => {
  const rows = await listReaderViewings(input.db, {
    userId: input.viewer.id,
    now: input.now,
    limit: 100_000,
  });
  return rows.map((row) => toViewing(row, input.viewer, input.storage, input.now));
};

/**
 * How many viewings each poster did not come to, as seekers said, of times in the last 30 days:
 * a signal on the moderation queue (docs/product/viewings.md#no-shows).
 */
export const posterNoShows = (input: { db: DbOrTx; posterIds: number[]; now: Date }) =>
  countPosterNoShows(input.db, input.posterIds, new Date(input.now.getTime() - NO_SHOWS_DAYS * DAY_MS));
