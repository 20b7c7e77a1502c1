// What this process has counted (written by features/counting) since its last flush (docs/product/rents.md#counting): listing
// impressions and views and searches, each by India day, held in maps and never written per
// request. `take` hands over the whole batch and starts an empty one in the same step, so a
// count made while a batch is being written goes to the next batch, never to both.
import { startOfIndianDay, todayInIndia } from '../../shared/format.ts';

export type ListingCount = { listingId: number; day: string; impressions: number; views: number };
export type SearchCount = { day: string; city: string; locality: string; rentBand: string; searches: number };
export type Batch = { listings: ListingCount[]; searches: SearchCount[] };
type Search = { city: string; locality: string; rentBand: string };

/**
 * Who a view or a search comes from (docs/decisions/0133-figures-come-from-people.md): `device`
 * is counted once a day per listing or search; `address`, when given, is the network address of
 * a device that is not a logged-in account, and meets a ceiling of ADDRESS_CEILING devices.
 */
export type Counter = { device: string; address?: string };

/** Devices, past the first, an address may add to one listing's views or one search a day. */
export const ADDRESS_CEILING = 20;
/** Keys remembered for the day's deduplication; past it, the oldest are forgotten. */
export const REMEMBERED_MAX = 100_000;
/** Listings a batch holds views of, and searches a batch holds; past them a new one is dropped. */
export const BATCH_LISTINGS_MAX = 20_000;
export const BATCH_SEARCHES_MAX = 5_000;

export type Tally = {
  impressions: (ids: readonly number[], now: Date) => void;
  /** Counts a view; with `counter`, once per listing, device and day. */
  view: (id: number, now: Date, counter?: Counter) => void;
  /** Counts a search; with `counter`, once per search, device and day. */
  search: (search: Search, now: Date, counter?: Counter) => void;
  /** The counts so far, leaving the tally empty. */
  take: () => Batch;
  /** Adds a batch back, for one whose write failed and was rolled back. */
  restore: (batch: Batch) => void;
  size: () => number;
  /** One listing's counts not yet written, on the days asked (a poster's numbers add them). */
  countsOf: (listingId: number, days: readonly string[]) => ListingCount[];
};

const DAY_MS = 86_400_000;

/**
 * Whether a count is new today: the device's first for this thing, and its address under the
 * ceiling. Kept in one map in the order keys came, the oldest forgotten past REMEMBERED_MAX: a
 * flood of new keys makes the tally forget, never stop counting people, and forging one view
 * again costs REMEMBERED_MAX new keys first.
 */
const createMemory = () => {
  let day = '';
  let seen = new Map<string, number>();
  const remember = (key: string, value: number) => {
    seen.delete(key);
    if (seen.size >= REMEMBERED_MAX) seen.delete(seen.keys().next().value!);
    seen.set(key, value);
  };
  return (today: string, thing: string, { device, address }: Counter) => {
    if (today !== day) {
      day = today;
      seen = new Map();
    }
    const mine = `${thing}|${device}`;
    if (seen.has(mine)) return false;
    remember(mine, 1);
    if (address === undefined) return true;
    const theirs = `${thing}|@${address}`;
    const devices = (seen.get(theirs) ?? 0) + 1;
    remember(theirs, devices);
    return devices <= ADDRESS_CEILING;
  };
};

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
  // Views name any id a client sends and searches any locality it types: the batch holds at most
  // so many of them, so ids that name no listing (dropped when the batch is written) cannot grow
  // the process's memory (docs/decisions/0133-figures-come-from-people.md).
  let viewedRows = 0;
  const isNew = createMemory();
  const listing = (listingId: number, day: string, isCapped = false) => {
    let ofDay = listings.get(day);
    if (!ofDay) {
      ofDay = new Map();
      listings.set(day, ofDay);
    }
    let row = ofDay.get(listingId);
    if (!row) {
      if (isCapped && viewedRows >= BATCH_LISTINGS_MAX) return undefined;
      if (isCapped) viewedRows += 1;
      row = { listingId, day, impressions: 0, views: 0 };
      ofDay.set(listingId, row);
    }
    return row;
  };
  const addSearch = ({ city, locality, rentBand }: Search, day: string, count: number, isCapped = false) => {
    const key = `${day}|${city}|${locality}|${rentBand}`;
    const kept = searches.get(key);
    if (kept) kept.searches += count;
    else if (!isCapped || searches.size < BATCH_SEARCHES_MAX)
      searches.set(key, { day, city, locality, rentBand, searches: count });
  };
  return {
    impressions: (ids, now) => {
      const day = dayOf(now);
      for (const id of ids) (listing(id, day) as ListingCount).impressions += 1;
    },
    view: (id, now, counter) => {
      const day = dayOf(now);
      if (counter && !isNew(day, `v${id}`, counter)) return;
      const row = listing(id, day, true);
      if (row) row.views += 1;
    },
    search: (search, now, counter) => {
      const day = dayOf(now);
      if (counter && !isNew(day, `s${search.city}|${search.locality}|${search.rentBand}`, counter)) return;
      addSearch(search, day, 1, true);
    },
    take: () => {
      const batch = {
        listings: [...listings.values()].flatMap((ofDay) => [...ofDay.values()]),
        searches: [...searches.values()],
      };
      listings = new Map();
      searches = new Map();
      viewedRows = 0;
      return batch;
    },
    restore: (batch) => {
      for (const row of batch.listings) {
        const kept = listing(row.listingId, row.day) as ListingCount;
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
