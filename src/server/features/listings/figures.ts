// The home page's figures and the per-city counts, counted from the database but not on
// every view (docs/decisions/0069-home-figures-counted-once-a-minute.md): one count per
// process at a time, kept a minute, then recounted in the background while the last
// count is still answered. A count older than ten minutes is never answered: the
// request that finds one waits for a recount, as the first request does.
import type { DbOrTx } from '../../db/client.ts';
import { countUsers } from '../accounts/index.ts';
import { countListedByCity } from './store.ts';

/** A count younger than this is answered as it is. */
export const FIGURES_FRESH_MS = 60_000;
/** A count older than this is never answered. */
export const FIGURES_MAX_AGE_MS = 10 * 60_000;

type Figures = { countedAt: number; users: number; byCity: Map<string, number> };
type Entry = { figures?: Figures; recount?: Promise<Figures> };

// One entry per database handle (each app, and each test, has its own).
const entries = new WeakMap<object, Entry>();

const recount = (db: DbOrTx, entry: Entry, now: number): Promise<Figures> => {
  entry.recount ??= Promise.all([countUsers(db), countListedByCity(db)])
    .then(([users, byCity]) => {
      entry.figures = { countedAt: now, users, byCity };
      return entry.figures;
    })
    .finally(() => {
      entry.recount = undefined;
    });
  return entry.recount;
};

const readFigures = async (db: DbOrTx, now: Date): Promise<Figures> => {
  const at = now.getTime();
  let entry = entries.get(db);
  if (!entry) {
    entry = {};
    entries.set(db, entry);
  }
  const { figures } = entry;
  if (!figures || at - figures.countedAt > FIGURES_MAX_AGE_MS) return recount(db, entry, at);
  if (at - figures.countedAt > FIGURES_FRESH_MS) {
    // Answered from the last count; a failed recount is tried again by the next request.
    recount(db, entry, at).catch(() => {});
  }
  return figures;
};

/** Trusted By (registered users), Live Properties and Cities (with a live listing). */
export const homeFigures = async (db: DbOrTx, now: Date) => {
  const figures = await readFigures(db, now);
  let live = 0;
  for (const n of figures.byCity.values()) live += n;
  return { trusted_by: figures.users, live_properties: live, cities: figures.byCity.size };
};

/** Live listings of one city, from the same count. */
export const cityListingCount = async (db: DbOrTx, city: string, now: Date) =>
  (await readFigures(db, now)).byCity.get(city) ?? 0;
