import { describe, expect, it } from 'vitest';
import { insertListings } from '../../../test/listing-rows.ts';
import { idsOf, search, searchTestApp } from './search-test-kit.ts';

const app = searchTestApp();

const home = { city: 'Pune', locality: 'Baner', configuration: '_2BHK' } as const;

describe('searchProperties with assured', () => {
  it('finds only Thikana Assured homes when asked with any yes, in filters or at the top level', async () => {
    const [assured, , alsoAssured] = await insertListings(app.current, [
      { ...home, assured: true },
      home,
      { ...home, assured: true },
    ]);
    for (const yes of [true, 'true', '1', 'yes']) {
      const inFilters = await search(app.current, { location: 'Pune', filters: { assured: yes } });
      expect(inFilters.status).toBe(200);
      expect(idsOf(inFilters), String(yes)).toEqual([alsoAssured, assured]);
      expect(inFilters.body.total).toBe(2);
      const topLevel = await search(app.current, { location: 'Pune', search: '', assured: yes });
      expect(idsOf(topLevel), String(yes)).toEqual([alsoAssured, assured]);
    }
  });

  it('reads false, an absent value and any other value as no filter, never a 400', async () => {
    await insertListings(app.current, [{ ...home, assured: true }, home]);
    for (const no of [false, 'false', 0, 'no', '', null, 'undefined', 'maybe', { yes: true }]) {
      const res = await search(app.current, { location: 'Pune', search: '', filters: { assured: no } });
      expect(res.status, JSON.stringify(no)).toBe(200);
      expect(res.body.total).toBe(2);
    }
  });

  it('reads "assured" and "verified" typed in the text as the filter', async () => {
    const [assured] = await insertListings(app.current, [{ ...home, assured: true }, home]);
    for (const text of ['verified 2bhk', 'thikana assured flat', 'assured']) {
      const res = await search(app.current, { location: 'Pune', search: text });
      expect(idsOf(res), text).toEqual([assured]);
      expect(res.body.understood.filters.assured).toBe(true);
      expect(res.body.understood.text).toBe('');
    }
  });

  it('names the filter as a way out of an empty result: Without Thikana Assured', async () => {
    await insertListings(app.current, [home, home, { ...home, configuration: '_1BHK', assured: true }]);
    const res = await search(app.current, { location: 'Pune', search: 'assured 2bhk' });
    expect(res.body.total).toBe(0);
    expect(res.body.ways_out).toContainEqual({
      kind: 'drop_filter',
      label: 'Without Thikana Assured',
      say: { kind: 'assured' },
      count: 2,
      search: '2bhk',
      filters: {},
    });
    const chosen = await search(app.current, {
      location: 'Pune',
      search: '',
      filters: { configuration: '_2BHK', assured: true },
    });
    expect(chosen.body.ways_out[0]).toMatchObject({
      label: 'Without Thikana Assured',
      say: { kind: 'assured' },
      search: '',
      filters: { configuration: '_2BHK' },
    });
  });
});
