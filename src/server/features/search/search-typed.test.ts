import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { insertListings } from '../../../test/listing-rows.ts';
import { listings } from '../../db/schema.ts';
import { idsOf, search } from './search-test-kit.ts';

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

const sorted = (ids: (number | undefined)[]) => [...ids].sort((a, b) => a! - b!);

const bengaluru = {
  city: 'Bengaluru',
  locality: 'Koramangala',
  configuration: '_1BHK',
  rent: 20_000,
} as const;
const pg = {
  city: 'Bengaluru',
  locality: 'Koramangala',
  propertyType: 'PG_HOSTEL',
  configuration: 'DOUBLE_SHARING',
  occupancy: 'ANY',
  tenantType: 'FEMALE',
  rent: 9_000,
} as const;

describe('searchProperties typed text', () => {
  it('reads "1bhk koramangala under 25000" as filters and returns only the homes that match them', async () => {
    const [match, cheaper] = await insertListings(t, [
      bengaluru,
      { ...bengaluru, rent: 12_000 },
      { ...bengaluru, rent: 30_000 },
      { ...bengaluru, configuration: '_2BHK' },
      { ...bengaluru, locality: 'Indiranagar' },
      { ...bengaluru, city: 'Mumbai', locality: 'Powai', description: 'Not Koramangala' },
    ]);
    const res = await search(t, { location: 'Bengaluru', search: '1bhk koramangala under 25000' });
    expect(res.status).toBe(200);
    expect(sorted(idsOf(res))).toEqual(sorted([match, cheaper]));
    expect(res.body.total).toBe(2);
    expect(res.body.understood).toEqual({
      filters: { configuration: '_1BHK', locality: 'Koramangala', max_rent: 25_000 },
      text: '',
    });
  });

  it('forgives a typo in a typed locality and reads it as the listings spell it', async () => {
    const [match] = await insertListings(t, [bengaluru, { ...bengaluru, locality: 'HSR Layout' }]);
    const res = await search(t, { location: 'Bengaluru', search: 'koramangla 1 bhk' });
    expect(idsOf(res)).toEqual([match]);
    expect(res.body.understood.filters.locality).toBe('Koramangala');
  });

  it('lets a typed "pg" override a chosen Apartment type and the rooms only apartments have', async () => {
    const [hostel] = await insertListings(t, [pg, bengaluru, { ...pg, locality: 'HSR Layout' }]);
    const res = await search(t, {
      location: 'Bengaluru',
      search: 'pg koramangala',
      filters: { property_type: 'APARTMENT', configuration: '_2BHK' },
    });
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([hostel]);
  });

  it('reads tenants, food and the city from the text when no city is chosen', async () => {
    const [girls] = await insertListings(t, [
      { ...pg, foodAllowed: 'VEG' },
      { ...pg, tenantType: 'MALE' },
      { ...pg, foodAllowed: 'NONVEG' },
      { ...pg, city: 'Pune', locality: 'Kothrud' },
    ]);
    const res = await search(t, { search: 'veg pg for girls in bangalore' });
    expect(idsOf(res)).toEqual([girls]);
  });

  it('lets a typed budget replace the chosen rent range instead of refusing the pair', async () => {
    const [cheap] = await insertListings(t, [
      { ...bengaluru, rent: 15_000 },
      { ...bengaluru, rent: 40_000 },
    ]);
    const res = await search(t, {
      location: 'Bengaluru',
      search: 'below 25k',
      filters: { min_rent: 30_000, max_rent: 60_000 },
    });
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([cheap]);
  });

  it('keeps the words it does not understand as free text that must match', async () => {
    const [metro] = await insertListings(t, [
      { ...bengaluru, description: 'Two minutes to the metro' },
      bengaluru,
    ]);
    const res = await search(t, { location: 'Bengaluru', search: '1bhk near metro' });
    expect(idsOf(res)).toEqual([metro]);
    expect(res.body.understood).toEqual({ filters: { configuration: '_1BHK' }, text: 'metro' });
  });
});
