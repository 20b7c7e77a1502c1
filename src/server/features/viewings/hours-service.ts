// The poster's visiting hours and blocked days, and the free times they make
// (docs/product/viewings.md#hours). Hours are per listing, or the poster's for all their
// listings at once (`listing_id` "all" or left out); a listing without its own follows those.
import { todayInIndia } from '../../../shared/format.ts';
import type {
  BlockedDay,
  SetHours,
  Slot,
  SlotsResponse,
  ViewingHours,
} from '../../../shared/schemas/viewing.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { findLivePosterContact } from '../listings/index.ts';
import { type Hours, indianDays, slotEnd, slotStarts } from './slots.ts';
import {
  countTakenPlaces,
  findEffectiveHours,
  findHours,
  type HoursRow,
  listBlockedDays,
  replaceHours,
  setBlockedDay,
} from './store.ts';

type Deps = Pick<AppDeps, 'database' | 'clock'>;
type ListingChoice = 'all' | number | undefined;

const DEFAULT_HOURS: Hours = { hours: [], slotMinutes: 30, perSlot: 1, note: '' };

export const listingNotFound = () => new AppError('NOT_FOUND', 'Property not found');

const hoursOf = (row: HoursRow | null): Hours =>
  row
    ? { hours: row.hours, slotMinutes: row.slotMinutes, perSlot: row.perSlot, note: row.note }
    : DEFAULT_HOURS;

/** The caller's own live listing, or null for "all"; anyone else's listing is not found (404). */
const ownListing = async (db: DbOrTx, viewer: Viewer, choice: ListingChoice) => {
  if (choice === undefined || choice === 'all') return null;
  const listing = await findLivePosterContact({ db, id: choice });
  if (!listing || listing.userId !== viewer.id) throw listingNotFound();
  return listing.id;
};

const answerHours = async (db: DbOrTx, input: { posterId: number; listingId: number | null; now: Date }) => {
  const own = await findHours(db, input);
  const row =
    own ??
    (input.listingId === null
      ? null
      : await findEffectiveHours(db, { ...input, listingId: input.listingId }));
  const hours = hoursOf(row);
  const answer: ViewingHours = {
    listing_id: input.listingId,
    inherited: own === null && row !== null,
    hours: hours.hours,
    slot_minutes: hours.slotMinutes,
    per_slot: hours.perSlot,
    note: hours.note,
    blocked_days: await listBlockedDays(db, { ...input, from: todayInIndia(input.now) }),
  };
  return { hours: answer };
};

export const getViewingHours = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  listingId: ListingChoice;
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const listingId = await ownListing(db, viewer, input.listingId);
  return answerHours(db, { posterId: viewer.id, listingId, now: input.deps.clock.now() });
};

/** Sets when people may come; viewings already booked stay as they are. */
export const setViewingHours = async (input: { deps: Deps; viewer: Viewer | null; body: SetHours }) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const listingId = await ownListing(db, viewer, input.body.listing_id);
  await db.transaction((tx) =>
    replaceHours(tx, {
      posterId: viewer.id,
      listingId,
      hours: input.body.hours.map(({ weekday, from, to }) => ({ weekday, from, to })),
      slotMinutes: input.body.slot_minutes,
      perSlot: input.body.per_slot,
      note: input.body.note,
      now,
    }),
  );
  return answerHours(db, { posterId: viewer.id, listingId, now });
};

/** Blocks a day (no visits) or opens it again, for one listing or all the poster's listings. */
export const setViewingBlockedDay = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  body: BlockedDay;
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const listingId = await ownListing(db, viewer, input.body.listing_id);
  await setBlockedDay(db, {
    posterId: viewer.id,
    listingId,
    day: input.body.date,
    blocked: input.body.blocked,
  });
  return answerHours(db, { posterId: viewer.id, listingId, now });
};

/** A live listing's hours and its times of the next 14 days, each with the places left. */
export const findListingSlots = async (db: DbOrTx, input: { listingId: number; now: Date }) => {
  const listing = await findLivePosterContact({ db, id: input.listingId });
  if (!listing) throw listingNotFound();
  const hours = hoursOf(await findEffectiveHours(db, { posterId: listing.userId, listingId: listing.id }));
  const days = indianDays(input.now);
  const blockedDays = new Set(
    await listBlockedDays(db, { posterId: listing.userId, listingId: listing.id, from: days[0]! }),
  );
  const starts = slotStarts({ hours, blockedDays, now: input.now });
  const taken =
    starts.length === 0
      ? new Map<number, number>()
      : await countTakenPlaces(db, {
          listingId: listing.id,
          from: starts[0]!,
          to: new Date(starts.at(-1)!.getTime() + 1),
        });
  const slots = starts.map((startsAt) => ({
    startsAt,
    endsAt: slotEnd(startsAt, hours),
    free: Math.max(0, hours.perSlot - (taken.get(startsAt.getTime()) ?? 0)),
  }));
  return { listing, hours, slots };
};

export const toSlot = (slot: { startsAt: Date; endsAt: Date; free: number }): Slot => ({
  starts_at: slot.startsAt.toISOString(),
  ends_at: slot.endsAt.toISOString(),
  free: slot.free,
});

/** Anyone may see a live listing's times; booking needs a login. */
export const listViewingSlots = async (input: { deps: Deps; listingId: number }): Promise<SlotsResponse> => {
  const { slots } = await findListingSlots(input.deps.database.db, {
    listingId: input.listingId,
    now: input.deps.clock.now(),
  });
  return { slots: slots.map(toSlot) };
};
