// When a count of a search with text (or a locality box) is exact and when it is an estimate
// (docs/decisions/0151-exact-counts-from-the-narrower-side.md): counted from the column filters
// when they let few listings through, estimated otherwise. No more than FEW_TO_COUNT listings
// are read.
import type { DbOrTx } from '../../db/client.ts';
import type { SearchCriteria } from './shapes.ts';
import { countFromColumns } from './store.ts';

/** The most listings a count (or a page read whole) reads before it settles for an estimate. */
export const FEW_TO_COUNT = 2_000;

/**
 * `matched` is exact when `exact`; otherwise it is the share matched among the listings read,
 * times the planner's estimate of what the column filters let through, and never below the
 * matches seen (`atLeast`, a floor that holds).
 */
type Counted = { matched: number; exact: boolean; atLeast: number };

/** The criteria without their text and locality box: what the column filters alone let through. */
export const columnsOnly = (criteria: SearchCriteria): SearchCriteria => ({
  ...criteria,
  words: [],
  filters: { ...criteria.filters, locality: undefined },
});

export const countTextual = async (
  db: DbOrTx,
  criteria: SearchCriteria,
  estimateColumns: () => Promise<number>,
): Promise<Counted> => {
  const { matched, read } = await countFromColumns(db, criteria, FEW_TO_COUNT);
  if (read < FEW_TO_COUNT) return { matched, exact: true, atLeast: matched };
  const estimate = Math.round((matched / read) * (await estimateColumns()));
  return { matched: Math.max(estimate, matched), exact: false, atLeast: matched };
};
