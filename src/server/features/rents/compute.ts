// The `rent-index` job's use case (docs/decisions/0115-rent-index.md): the windows of the
// index as of now, the index replaced in one transaction, when it was computed, then every
// listing's Good price in batches (docs/decisions/0146-ready-first-figures-after.md).
import { todayInIndia } from '../../../shared/format.ts';
import { DEMAND_DAYS, RENT_MONTHS } from '../../../shared/schemas/rents.ts';
import type { Database } from '../../db/client.ts';
import { type IndexWindow, refreshAllGoodPrices, replaceRentIndex } from './compute-store.ts';
import { readComputedAt, writeComputedAt } from './store.ts';

const DAY_MS = 86_400_000;
/** Homes rented out within this many days still count (12 months). */
const RENTED_DAYS = 365;
/**
 * A home counts once it has been posted this long: a burst of throwaway posts is not in the
 * next hour's figures, and a home taken down within a day never is
 * (docs/decisions/0133-figures-come-from-people.md).
 */
const COUNTED_AFTER_HOURS = 24;

/** "2026-11" months back from the India month of `now`, the current month last. */
export const monthsUpTo = (now: Date, count = RENT_MONTHS) => {
  const [year, month] = todayInIndia(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
};

export const indexWindow = (now: Date): IndexWindow => ({
  rentedSince: new Date(now.getTime() - RENTED_DAYS * DAY_MS),
  postedBefore: new Date(now.getTime() - COUNTED_AFTER_HOURS * 3_600_000),
  monthsFrom: new Date(`${monthsUpTo(now)[0]}-01T00:00:00+05:30`),
  demandFrom: todayInIndia(new Date(now.getTime() - (DEMAND_DAYS - 1) * DAY_MS)),
});

export const computeRentIndex = async ({ database, now }: { database: Database; now: Date }) => {
  const started = performance.now();
  const rows = await replaceRentIndex(database.db, indexWindow(now));
  await writeComputedAt(database.db, now);
  const goodPricesChanged = await refreshAllGoodPrices(database.db);
  return { ...rows, goodPricesChanged, ms: Math.round(performance.now() - started) };
};

/** Whether the index was ever computed on this database: until then answers say "computing". */
export const hasRentIndex = async (database: Database) => (await readComputedAt(database.db)) !== null;

/**
 * The index computed once when the database never had one (a new database, or one made before
 * the index existed). Run after the server listens, never before it
 * (docs/decisions/0146-ready-first-figures-after.md).
 */
export const computeRentIndexIfMissing = async ({ database, now }: { database: Database; now: Date }) =>
  (await hasRentIndex(database)) ? null : computeRentIndex({ database, now });
