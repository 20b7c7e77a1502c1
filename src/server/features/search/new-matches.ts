// New homes for a saved search: the same criteria a search would use (typed text read
// as filters, typo alternatives), over the listings posted in one window of time.
import type { SearchRequest } from '../../../shared/schemas/search.ts';
import type { DbOrTx } from '../../db/client.ts';
import { criteriaOf } from './criteria.ts';
import { selectNewMatches } from './store.ts';

export const findNewMatches = async (input: {
  db: DbOrTx;
  request: SearchRequest;
  after: Date;
  until: Date;
  limit: number;
}) => {
  const { criteria } = await criteriaOf(input.db, input.request);
  const rows = await selectNewMatches(input.db, criteria, input);
  return { total: rows[0]?.total ?? 0, listings: rows.map(({ total, ...listing }) => listing) };
};
