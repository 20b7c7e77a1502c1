import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOOSE_CHOICE_FILTERS, type LooseChoiceFilter } from '../../../shared/search-filters.ts';
import { insertListings } from '../../../test/listing-rows.ts';
import { idsOf, search, searchTestApp } from './search-test-kit.ts';

const app = searchTestApp();

const setColumn = (column: string, value: string | boolean, id: number) =>
  app.current.deps.database.db.execute(
    sql`update listings set ${sql.raw(column)} = ${value} where id = ${id}`,
  );

/**
 * What a row's column holds in three listings, and what the filter asks: the chosen value, another,
 * and NO_PREFERENCE (which suits every value) or another again; a yes/no row asks for `true`.
 */
const columnValues = (filter: LooseChoiceFilter) => {
  if (filter.kind === 'flag') return { asked: true, held: [true, false, false] };
  const [first, second] = filter.values.filter((v) => v !== 'NO_PREFERENCE');
  return { asked: first!, held: [first!, second!, filter.match === 'suits' ? 'NO_PREFERENCE' : second!] };
};

const suitsAll = (filter: LooseChoiceFilter) => filter.kind === 'enum' && filter.match === 'suits';

describe('the search filter table in SQL', () => {
  // With text, and fewer listings than a page, the search also reads the listings its text
  // index finds through the columns it collects (TEXT_COLUMNS in store.ts).
  it.each(
    LOOSE_CHOICE_FILTERS.flatMap((f) => [
      [f.key, '', f],
      [f.key, 'andheri', f],
    ]) as [string, string, LooseChoiceFilter][],
  )('narrows by %s on the column its row names (text "%s")', async (key, text, filter) => {
    const { asked, held } = columnValues(filter);
    const ids = await insertListings(app.current, [{}, {}, {}]);
    for (const [n, id] of ids.entries()) await setColumn(filter.column, held[n]!, id);
    const found = idsOf(
      await search(app.current, { location: 'Mumbai', search: text, filters: { [key]: asked } }),
    );
    const [chosen, , open] = ids;
    expect(found.sort()).toEqual(suitsAll(filter) ? [chosen, open].sort() : [chosen]);
  });
});
