// When a text search's count is exact and when it is an estimate
// (docs/decisions/0151-exact-counts-from-the-narrower-side.md): counted from the column filters
// when they let fewer than 2,000 listings through, from the text's listings when those are fewer,
// estimated (and said to be) when neither is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { insertListings, type ListingSeed } from '../../../test/listing-rows.ts';
import { idsOf, search } from './search-test-kit.ts';

let t: TestApp;
let matching: number[];
const many = (count: number, seed: ListingSeed) => Array.from({ length: count }, () => seed);

beforeAll(async () => {
  t = await buildTestApp();
  const andheri = { city: 'Mumbai', locality: 'Andheri West' } as const;
  const powai = { city: 'Mumbai', locality: 'Powai' } as const;
  // The oldest: the 25 homes "2bhk andheri" finds under ₹10,000, then others near them.
  matching = await insertListings(t, many(25, { ...andheri, configuration: '_2BHK', rent: 9_000 }));
  await insertListings(t, [
    ...many(4, { ...andheri, configuration: '_1BHK', rent: 10_500 }),
    { ...powai, configuration: '_1BHK', rent: 9_000 },
    // Andheri's text matches 2,029 homes in all; the budget or the rooms leave out these 2,000.
    ...many(2_000, { ...andheri, configuration: '_3BHK', rent: 30_000 }),
    // Newer homes that pass the column filters but not the text.
    ...many(1_200, { ...powai, configuration: '_2BHK', rent: 9_000 }),
    ...many(800, { ...powai, configuration: '_2BHK', rent: 9_500 }),
  ]);
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('searchProperties counts text matches from the narrower side', () => {
  it('reads and counts exactly the homes the filters let through when they are few', async () => {
    // 2BHKs up to ₹9,200: 1,225 homes, the newest 1,000 of them not in Andheri.
    const res = await search(t, { location: 'Mumbai', search: '2bhk andheri under 9200' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(25);
    expect(res.body.total_is_estimate).toBe(false);
    expect(idsOf(res)).toEqual(matching.slice(5).reverse());
  });

  it('says the total is an estimate when both sides let thousands through', async () => {
    // 2BHKs up to ₹10,000: 2,025 homes; Andheri: 2,029.
    const res = await search(t, { location: 'Mumbai', search: '2bhk andheri under 10000' });
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual(matching.slice(5).reverse());
    expect(res.body.total_is_estimate).toBe(true);
    expect(res.body.total).toBeGreaterThanOrEqual(20);
    const rest = await search(t, {
      location: 'Mumbai',
      search: '2bhk andheri under 10000',
      cursor: res.body.next_cursor,
    });
    expect(idsOf(rest)).toEqual(matching.slice(0, 5).reverse());
  });

  it('counts the ways out from the column filters when they leave few, and estimates when neither side does', async () => {
    const res = await search(t, { location: 'Mumbai', search: '1bhk andheri under 10000' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
    const [drop, ...rest] = res.body.ways_out;
    // Without 1BHK: 2,026 homes under ₹10,000, so it is estimated.
    expect(drop).toMatchObject({ kind: 'drop_filter', label: 'Without 1BHK', count_is_estimate: true });
    expect(drop!.count).toBeGreaterThan(0);
    // A 10% wider budget: 1BHKs up to ₹11,000 are 5 homes, so Andheri's 4 are counted exactly.
    expect(rest).toEqual([
      expect.objectContaining({ kind: 'widen_budget', label: 'Rent up to ₹11,000', count: 4 }),
      expect.objectContaining({ kind: 'nearby_locality', label: 'Near Powai', count: 1 }),
    ]);
    expect(rest.every((way) => way.count_is_estimate === undefined)).toBe(true);
  });
});
