// New homes for saved searches: the same criteria a search would use (typed text read
// as filters, typo alternatives), over the listings posted in one window of time.
import type { SearchRequest } from '../../../shared/schemas/search.ts';
import type { DbOrTx } from '../../db/client.ts';
import { criteriaOf } from './criteria.ts';
import { countNewMatches, type NewMatch, selectNewMatches } from './store.ts';

/** Criteria sets checked in one statement. */
const CHUNK = 50;

export type NewMatches = { total: number; listings: Omit<NewMatch, 'total'>[] };

/** For each request, in order: how many listings of the window match it, and the newest `limit` of them. */
export const findNewMatches = async (input: {
  db: DbOrTx;
  requests: SearchRequest[];
  after: Date;
  until: Date;
  limit: number;
}): Promise<NewMatches[]> => {
  const criteria = [];
  for (const request of input.requests) criteria.push((await criteriaOf(input.db, request)).criteria);
  const found: NewMatches[] = input.requests.map(() => ({ total: 0, listings: [] }));
  for (let start = 0; start < criteria.length; start += CHUNK) {
    const rows = await selectNewMatches(input.db, criteria.slice(start, start + CHUNK), input);
    for (const { k, total, ...listing } of rows) {
      const entry = found[start + k]!;
      entry.total = total;
      entry.listings.push(listing);
    }
  }
  return found;
};

/** How many listings matching the request were listed in the window, up to `cap` (a saved search's "new" count). */
export const countNewListings = async (input: {
  db: DbOrTx;
  request: SearchRequest;
  after: Date;
  until: Date;
  cap: number;
}) => countNewMatches(input.db, (await criteriaOf(input.db, input.request)).criteria, input);
