// What this process has counted (written by features/counting) since its last flush (docs/product/rents.md#counting): listing
// impressions and views and searches, each by India day, held in maps and never written per
// request. `take` hands over the whole batch and starts an empty one in the same step, so a
// count made while a batch is being written goes to the next batch, never to both.
import { startOfIndianDay, todayInIndia } from '../../shared/format.ts';

export type ListingCount = { listingId: number; day: string; impressions: number; views: number };
export type SearchCount = { day: string; city: string; locality: string; rentBand: string; searches: number };
export type Batch = { listings: ListingCount[]; searches: SearchCount[] };
type Search = { city: string; locality: string; rentBand: string };

export type Tally = {
  impressions: (ids: readonly number[], now: Date) => void;
  view: (id: number, now: Date) => void;
  search: (search: Search, now: Date) => void;
  /** The counts so far, leaving the tally empty. */
  take: () => Batch;
  /** Adds a batch back, for one whose write failed and was rolled back. */
  restore: (batch: Batch) => void;
  size: () => number;
  /** One listing's counts not yet written, on the days asked (a poster's numbers add them). */
  countsOf: (listingId: number, days: readonly string[]) => ListingCount[];
};

const DAY_MS = 86_400_000;

export const createTally = (): Tally => {
  // Counting runs inside the time of each answer it counts (docs/benchmarks.md#load-what-counting-costs):
  // listings are kept by day, then by id, so a card is counted without building a key, and the
  // India day is worked out once a day rather than once a count (India keeps no summer time).
  let listings = new Map<string, Map<number, ListingCount>>();
  let searches = new Map<string, SearchCount>();
  let today = { day: '', from: 0, until: 0 };
  const dayOf = (now: Date) => {
    const time = now.getTime();
    if (time < today.from || time >= today.until) {
      const from = startOfIndianDay(now).getTime();
      today = { day: todayInIndia(now), from, until: from + DAY_MS };
    }
    return today.day;
  };
  const listing = (listingId: number, day: string) => {
    let ofDay = listings.get(day);
    if (!ofDay) {
      ofDay = new Map();
      listings.set(day, ofDay);
    }
    let row = ofDay.get(listingId);
    if (!row) {
      row = { listingId, day, impressions: 0, views: 0 };
      ofDay.set(listingId, row);
    }
    return row;
  };
  const addSearch = ({ city, locality, rentBand }: Search, day: string, count: number) => {
    const key = `${day}|${city}|${locality}|${rentBand}`;
    const kept = searches.get(key);
    if (kept) kept.searches += count;
    else searches.set(key, { day, city, locality, rentBand, searches: count });
  };
  return {
    impressions: (ids, now) => {
      const day = dayOf(now);
      for (const id of ids) listing(id, day).impressions += 1;
    },
    view: (id, now) => {
      listing(id, dayOf(now)).views += 1;
    },
    search: (search, now) => addSearch(search, dayOf(now), 1),
    take: () => {
      const batch = {
        listings: [...listings.values()].flatMap((ofDay) => [...ofDay.values()]),
        searches: [...searches.values()],
      };
      listings = new Map();
      searches = new Map();
      return batch;
    },
    restore: (batch) => {
      for (const row of batch.listings) {
        const kept = listing(row.listingId, row.day);
        kept.impressions += row.impressions;
        kept.views += row.views;
      }
      for (const row of batch.searches) addSearch(row, row.day, row.searches);
    },
    size: () => [...listings.values()].reduce((n, ofDay) => n + ofDay.size, searches.size),
    countsOf: (listingId, days) =>
      days.flatMap((day) => {
        const row = listings.get(day)?.get(listingId);
        return row ? [{ ...row }] : [];
      }),
  };
};
