import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { insertListings } from '../../../test/listing-rows.ts';
import { listings } from '../../db/schema.ts';
import { search } from './search-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.deps.database.db.delete(listings);
});

const flat = { city: 'Bengaluru', locality: 'Koramangala', configuration: '_1BHK', rent: 26_000 } as const;

describe('searchProperties ways out of an empty result', () => {
  it('counts a way out up to 1,000 and says when it finds more', async () => {
    await insertListings(t, [
      ...Array.from({ length: 1_001 }, () => ({ ...flat, configuration: '_2BHK' as const })),
      ...Array.from({ length: 3 }, () => ({ ...flat, rent: 40_000 })),
    ]);
    const res = await search(t, {
      location: 'Bengaluru',
      filters: { configuration: '_1BHK', max_rent: 30_000 },
    });
    expect(res.body.total).toBe(0);
    // Without the budget, 3 homes; without 1BHK, more than 1,000; a 10% wider budget, none.
    expect(res.body.ways_out).toEqual([
      expect.objectContaining({ label: 'Without 1BHK', count: 1_000, count_at_least: true }),
    ]);
  });

  it('offers to drop the filter that excludes most, a 10% wider budget and the neighbouring localities, with counts', async () => {
    await insertListings(t, [
      flat,
      { ...flat, configuration: '_2BHK', rent: 20_000 },
      { ...flat, configuration: '_2BHK', rent: 21_000 },
      { ...flat, locality: 'HSR Layout', rent: 20_000 },
      { ...flat, locality: 'Indiranagar', rent: 24_000 },
      { ...flat, locality: 'Indiranagar', rent: 23_000 },
      { ...flat, city: 'Mumbai', locality: 'Powai', rent: 20_000 },
    ]);
    const res = await search(t, { location: 'Bengaluru', search: '1bhk koramangala under 25000' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
    expect(res.body.ways_out).toEqual([
      {
        kind: 'drop_filter',
        label: 'Without Near Koramangala',
        say: { kind: 'near', place: 'Koramangala' },
        count: 3,
        search: '1bhk under 25000',
        filters: {},
      },
      {
        kind: 'widen_budget',
        label: 'Rent up to ₹27,500',
        say: { kind: 'rentUpTo', max: 27_500 },
        count: 1,
        search: '1bhk koramangala',
        filters: { max_rent: 27_500 },
      },
      {
        kind: 'nearby_locality',
        label: 'Near HSR Layout',
        say: { kind: 'near', place: 'HSR Layout' },
        count: 1,
        search: '1bhk under 25000',
        filters: { locality: 'HSR Layout' },
      },
      {
        kind: 'nearby_locality',
        label: 'Near Indiranagar',
        say: { kind: 'near', place: 'Indiranagar' },
        count: 2,
        search: '1bhk under 25000',
        filters: { locality: 'Indiranagar' },
      },
    ]);
    // Each way out, sent as the search, finds what it promised.
    for (const way of res.body.ways_out) {
      const taken = await search(t, { location: 'Bengaluru', search: way.search, filters: way.filters });
      expect(taken.body.total, way.label).toBe(way.count);
    }
  });

  it('widens and drops chosen filters as well as typed ones', async () => {
    await insertListings(t, [
      { ...flat, furnishingStatus: 'UNFURNISHED', rent: 28_000 },
      { ...flat, furnishingStatus: 'FULLY_FURNISHED', rent: 25_000 },
    ]);
    const res = await search(t, {
      location: 'Bengaluru',
      filters: { furnishing_status: 'FULLY_FURNISHED', min_rent: 27_000, max_rent: 40_000 },
    });
    expect(res.body.ways_out.map((w) => [w.label, w.count, w.search, w.filters])).toEqual([
      ['Without Fully Furnished', 1, '', { min_rent: 27_000, max_rent: 40_000 }],
      [
        'Rent ₹24,300 to ₹44,000',
        1,
        '',
        { furnishing_status: 'FULLY_FURNISHED', min_rent: 24_300, max_rent: 44_000 },
      ],
    ]);
    expect(res.body.ways_out.map((w) => w.say)).toEqual([
      { kind: 'furnishing', value: 'FULLY_FURNISHED' },
      { kind: 'rentRange', min: 24_300, max: 44_000 },
    ]);
  });

  it('offers the nearest localities with homes, not those with the most', async () => {
    await insertListings(t, [
      { ...flat, locality: 'BTM Layout' },
      { ...flat, locality: 'Bellandur' },
      ...Array.from({ length: 3 }, () => ({ ...flat, locality: 'Yelahanka' })),
      ...Array.from({ length: 2 }, () => ({ ...flat, locality: 'Whitefield' })),
      { ...flat, locality: 'Indiranagar' },
    ]);
    const res = await search(t, { location: 'Bengaluru', filters: { locality: 'Koramangala' } });
    expect(res.body.total).toBe(0);
    const near = res.body.ways_out.filter((w) => w.kind === 'nearby_locality').map((w) => w.filters.locality);
    // BTM Layout 2.5 km, Indiranagar 5 km, Bellandur 5.7 km; Whitefield 14 km and Yelahanka 19 km.
    expect(near).toEqual(['BTM Layout', 'Indiranagar', 'Bellandur']);
  });

  it('offers nothing when the search finds homes', async () => {
    await insertListings(t, [flat]);
    const res = await search(t, { location: 'Bengaluru', search: 'koramangala' });
    expect(res.body.total).toBe(1);
    expect(res.body.ways_out).toEqual([]);
  });
});
