import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOSE_CHOICE_FILTERS } from '../../../shared/search-filters.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { idsOf, insertListings, search } from './search-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const setColumn = (column: string, value: string, id: number) =>
  t.deps.database.db.execute(sql`update listings set ${sql.raw(column)} = ${value} where id = ${id}`);

describe('the search filter table in SQL', () => {
  it.each(LOOSE_CHOICE_FILTERS.map((f) => [f.key, f] as const))(
    'narrows by %s on the column its row names',
    async (key, filter) => {
      const [first, second] = filter.values.filter((v) => v !== 'NO_PREFERENCE');
      const [chosen, other, suitsAll] = await insertListings(t, [{}, {}, {}]);
      await setColumn(filter.column, first!, chosen!);
      await setColumn(filter.column, second!, other!);
      await setColumn(filter.column, filter.match === 'suits' ? 'NO_PREFERENCE' : second!, suitsAll!);
      const found = idsOf(await search(t, { location: 'Mumbai', filters: { [key]: first } }));
      const ours = found.filter((id) => [chosen, other, suitsAll].includes(id));
      expect(ours.sort()).toEqual(filter.match === 'suits' ? [chosen, suitsAll].sort() : [chosen]);
    },
  );
});
