// A poster's numbers for one listing (docs/product/rents.md#the-posters-numbers): the last
// STATS_DAYS India days from the counting tables and the records of saves, contacts,
// conversations and viewings, what this process counted and has not yet written, and
// suggestions made from the homes the listing is compared with, never invented.
import { todayInIndia } from '../../../shared/format.ts';
import {
  type ListingStats,
  STATS_DAYS,
  STATS_MEASURES,
  type StatsDay,
  type StatsSuggestion,
} from '../../../shared/schemas/listing-stats.ts';
import { localityKeyOf, RENT_FLOOR } from '../../../shared/schemas/rents.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import type { Tally } from '../../platform/counting-tally.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { rentOfListing } from './service.ts';
import {
  compareContacts,
  compareViewsByPhotos,
  type DayCounts,
  findListingForStats,
  hasVisitingHours,
  listDayCounts,
  type StatsGroup,
} from './stats-store.ts';

/** A ratio under this is too small to be worth telling a poster. */
const RATIO_WORTH_SAYING = 1.2;

/** The India days from STATS_DAYS - 1 days ago to today, oldest first. */
const lastDays = (now: Date) => {
  const today = Date.parse(`${todayInIndia(now)}T00:00:00Z`);
  return Array.from({ length: STATS_DAYS }, (_, i) =>
    new Date(today - (STATS_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
};

const emptyDay = (day: string): StatsDay => ({
  day,
  impressions: 0,
  views: 0,
  saves: 0,
  contacts: 0,
  conversations: 0,
  viewings: 0,
});

/** Every day of the window, the written counts and the pending ones added together. */
const seriesOf = (days: string[], counted: DayCounts[], pending: Partial<DayCounts>[]) => {
  const byDay = new Map(days.map((day) => [day, emptyDay(day)]));
  for (const row of [...counted, ...pending]) {
    const kept = row.day ? byDay.get(row.day) : undefined;
    if (kept) for (const measure of STATS_MEASURES) kept[measure] += row[measure] ?? 0;
  }
  return [...byDay.values()];
};

/**
 * How many times as much one side got per home as the other, to one decimal; null when either
 * side has fewer than RENT_FLOOR homes, nothing to compare, or no real difference.
 */
const ratioOf = (better: { homes: number; count: number }, worse: { homes: number; count: number }) => {
  if (better.homes < RENT_FLOOR || worse.homes < RENT_FLOOR || worse.count === 0) return null;
  const ratio = better.count / better.homes / (worse.count / worse.homes);
  return ratio >= RATIO_WORTH_SAYING ? Math.round(ratio * 10) / 10 : null;
};

type Listing = NonNullable<Awaited<ReturnType<typeof findListingForStats>>>;

const suggestionsFor = async (db: Db, listing: Listing, days: string[]) => {
  const rent = await rentOfListing(db, listing);
  const group: StatsGroup = {
    city: rent.city,
    localityKey: rent.locality ? localityKeyOf(rent.locality) : '',
    propertyType: rent.property_type,
    configuration: rent.configuration,
  };
  const since = new Date(`${days[0]}T00:00:00+05:30`);
  const suggestions: StatsSuggestion[] = [];
  if (rent.verdict === 'above' && rent.median && rent.p25 !== null && rent.p75 !== null) {
    const contacts = await compareContacts(db, group, { p25: rent.p25, p75: rent.p75 }, since);
    suggestions.push({
      kind: 'rent_above',
      percent: Math.round(((listing.rent - rent.median) / rent.median) * 100),
      median: rent.median,
      contacts_ratio: ratioOf(contacts.typical, contacts.above),
    });
  }
  if (!listing.hasPhotos) {
    const views = await compareViewsByPhotos(db, group, days[0]!);
    suggestions.push({ kind: 'add_photos', views_ratio: ratioOf(views.with, views.without) });
  }
  if (listing.status === 'live' && !(await hasVisitingHours(db, listing.id, listing.userId))) {
    suggestions.push({ kind: 'set_hours' });
  }
  return suggestions;
};

/** One listing's numbers, for its poster or an admin. */
export const getListingStats = async (input: {
  db: Db;
  viewer: Viewer | null;
  id: number;
  now: Date;
  tally?: Tally | undefined;
}): Promise<ListingStats> => {
  const viewer = requireUser(input.viewer);
  const listing = await findListingForStats(input.db, input.id);
  if (!listing) throw new AppError('NOT_FOUND', 'Property not found');
  const isAdmin = viewer.isAdmin && !viewer.secondFactor;
  if (!isAdmin && viewer.id !== listing.userId) {
    throw new AppError('FORBIDDEN', 'You can only see your own listings');
  }
  const days = lastDays(input.now);
  const counted = await listDayCounts(input.db, listing.id, days[0]!);
  const series = seriesOf(days, counted, input.tally?.countsOf(listing.id, days) ?? []);
  const totals = Object.fromEntries(
    STATS_MEASURES.map((measure) => [measure, series.reduce((sum, day) => sum + day[measure], 0)]),
  ) as Record<(typeof STATS_MEASURES)[number], number>;
  return {
    listing_id: listing.id,
    title: listing.title,
    status: listing.status,
    days: series,
    totals,
    suggestions: await suggestionsFor(input.db, listing, days),
  };
};
