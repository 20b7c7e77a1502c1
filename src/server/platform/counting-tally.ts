// What this process has counted (written by features/counting) since its last flush (docs/product/rents.md#counting): listing
// impressions and views and searches, each by India day, held in maps and never written per
// request. `take` hands over the whole batch and starts an empty one in the same step, so a
// count made while a batch is being written goes to the next batch, never to both.
import { todayInIndia } from '../../shared/format.ts';

export type ListingCount = { listingId: number; day: string; impressions: number; views: number };
export type SearchCount = { day: string; city: string; locality: string; rentBand: string; searches: number };
export type Batch = { listings: ListingCount[]; searches: SearchCount[] };

export type Tally = {
  impressions: (ids: readonly number[], now: Date) => void;
  view: (id: number, now: Date) => void;
  search: (search: { city: string; locality: string; rentBand: string }, now: Date) => void;
  /** The counts so far, leaving the tally empty. */
  take: () => Batch;
  /** Adds a batch back, for one whose write failed and was rolled back. */
  restore: (batch: Batch) => void;
  size: () => number;
  /** One listing's counts not yet written, on the days asked (a poster's numbers add them). */
  countsOf: (listingId: number, days: readonly string[]) => ListingCount[];
};

export const createTally = (): Tally => {
  let listings = new Map<string, ListingCount>();
  let searches = new Map<string, SearchCount>();
  const listing = (listingId: number, day: string) => {
    const key = `${listingId}|${day}`;
    const row = listings.get(key) ?? { listingId, day, impressions: 0, views: 0 };
    listings.set(key, row);
    return row;
  };
  const addSearch = (row: SearchCount) => {
    const key = `${row.day}|${row.city}|${row.locality}|${row.rentBand}`;
    const kept = searches.get(key);
    if (kept) kept.searches += row.searches;
    else searches.set(key, { ...row });
  };
  return {
    impressions: (ids, now) => {
      const day = todayInIndia(now);
      for (const id of ids) listing(id, day).impressions += 1;
    },
    view: (id, now) => {
      listing(id, todayInIndia(now)).views += 1;
    },
    search: (search, now) => addSearch({ ...search, day: todayInIndia(now), searches: 1 }),
    take: () => {
      const batch = { listings: [...listings.values()], searches: [...searches.values()] };
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
      for (const row of batch.searches) addSearch(row);
    },
    size: () => listings.size + searches.size,
    countsOf: (listingId, days) =>
      days.flatMap((day) => {
        const row = listings.get(`${listingId}|${day}`);
        return row ? [{ ...row }] : [];
      }),
  };
};
