import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { insertListings, type ListingSeed } from '../../../test/listing-rows.ts';
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

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('searchProperties filters', () => {
  it('narrows by each filter on its own', async () => {
    const base = { foodAllowed: 'NONVEG' } as const;
    const [, pg, broker, threeBhk, furnished, thirtyDays, male, veg] = await insertListings(
      t,
      (
        [
          {},
          {
            propertyType: 'PG_HOSTEL',
            configuration: 'DOUBLE_SHARING',
            tenantType: 'MALE',
            occupancy: 'ANY',
          },
          { listedBy: 'Broker' },
          { configuration: '_3BHK' },
          { furnishingStatus: 'FULLY_FURNISHED' },
          { brokerage: '_30_DAYS_RENT' },
          { tenantType: 'MALE' },
          { foodAllowed: 'VEG' },
        ] satisfies ListingSeed[]
      ).map((seed) => ({ ...base, ...seed })),
    );
    const only = async (filters: Record<string, unknown>) =>
      sorted(idsOf(await search(t, { location: 'Mumbai', filters })));

    expect(await only({ property_type: 'PG_HOSTEL' })).toEqual([pg]);
    expect(await only({ listed_by: 'Broker' })).toEqual([broker]);
    expect(await only({ configuration: '_3BHK' })).toEqual([threeBhk]);
    expect(await only({ furnishing_status: 'FULLY_FURNISHED' })).toEqual([furnished]);
    expect(await only({ brokerage: '_30_DAYS_RENT' })).toEqual([thirtyDays]);
    expect(await only({ tenant_type: 'MALE' })).toEqual(sorted([pg!, male!]));
    expect(await only({ food_allowed: 'VEG' })).toEqual([veg]);
    expect(await only({})).toHaveLength(8);
  });

  it('combines filters, city and rent with AND', async () => {
    const [match] = await insertListings(t, [
      { listedBy: 'Owner', configuration: '_1BHK', rent: 15_000, furnishingStatus: 'UNFURNISHED' },
      { listedBy: 'Broker', configuration: '_1BHK', rent: 15_000, furnishingStatus: 'UNFURNISHED' },
      { listedBy: 'Owner', configuration: '_2BHK', rent: 15_000, furnishingStatus: 'UNFURNISHED' },
      { listedBy: 'Owner', configuration: '_1BHK', rent: 45_000, furnishingStatus: 'UNFURNISHED' },
      {
        listedBy: 'Owner',
        configuration: '_1BHK',
        rent: 15_000,
        furnishingStatus: 'UNFURNISHED',
        city: 'Pune',
      },
    ]);
    const res = await search(t, {
      location: 'Mumbai',
      filters: {
        listed_by: 'Owner',
        configuration: '_1BHK',
        furnishing_status: 'UNFURNISHED',
        min_rent: 10_000,
        max_rent: 20_000,
      },
    });
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([match]);
    expect(res.body.total).toBe(1);
    expect(res.body.total_is_estimate).toBe(false);
  });

  it('lets an Open for all listing match every tenant type and a No Preference one either food filter', async () => {
    const [open, family, female, anyFood, nonVeg] = await insertListings(t, [
      { tenantType: 'NO_PREFERENCE', foodAllowed: 'VEG' },
      { tenantType: 'FAMILY', foodAllowed: 'VEG' },
      { tenantType: 'FEMALE', foodAllowed: 'VEG' },
      { tenantType: 'BACHELOR', foodAllowed: 'NO_PREFERENCE' },
      { tenantType: 'BACHELOR', foodAllowed: 'NONVEG' },
    ]);
    const ids = async (filters: Record<string, unknown>) => sorted(idsOf(await search(t, { filters })));
    expect(await ids({ tenant_type: 'FAMILY' })).toEqual(sorted([open!, family!]));
    expect(await ids({ tenant_type: 'FEMALE' })).toEqual(sorted([open!, female!]));
    expect(await ids({ tenant_type: 'MALE' })).toEqual([open]);
    expect(await ids({ tenant_type: 'NO_PREFERENCE' })).toEqual([open]);
    expect(await ids({ food_allowed: 'NONVEG' })).toEqual(sorted([anyFood!, nonVeg!]));
    expect(await ids({ food_allowed: 'VEG' })).toEqual(sorted([open!, family!, female!, anyFood!]));
  });

  it('includes both rent bounds and treats the top of the slider as no upper limit', async () => {
    const [low, mid, high, huge] = await insertListings(t, [
      { rent: 9_999 },
      { rent: 10_000 },
      { rent: 20_000 },
      { rent: 5_000_000 },
    ]);
    expect(sorted(idsOf(await search(t, { filters: { min_rent: 10_000, max_rent: 20_000 } })))).toEqual([
      mid,
      high,
    ]);
    expect(sorted(idsOf(await search(t, { filters: { min_rent: 10_000, max_rent: 1_000_000 } })))).toEqual([
      mid,
      high,
      huge,
    ]);
    expect(sorted(idsOf(await search(t, { filters: { max_rent: 9_999 } })))).toEqual([low]);
  });

  it('matches the locality box against the locality or a landmark in the description, in any case', async () => {
    const [andheri, landmark] = await insertListings(t, [
      { locality: 'Andheri West' },
      { locality: 'Juhu', description: 'Five minutes from Andheri station.' },
      { locality: 'Powai' },
    ]);
    expect(sorted(idsOf(await search(t, { location: 'Mumbai', filters: { locality: 'ANDHERI' } })))).toEqual([
      andheri,
      landmark,
    ]);
  });

  it('never returns a deleted listing', async () => {
    const [kept, deleted] = await insertListings(t, [{}, { deletedAt: new Date('2026-01-02T00:00:00Z') }]);
    const res = await search(t, { location: 'Mumbai', search: 'andheri' });
    expect(idsOf(res)).toEqual([kept]);
    expect(idsOf(await search(t, {}))).not.toContain(deleted);
    expect((await search(t, {})).body.total).toBe(1);
  });

  it('accepts the filters object and the bare filter object alike', async () => {
    const [pg] = await insertListings(t, [
      { propertyType: 'PG_HOSTEL', configuration: 'SINGLE_SHARING', tenantType: 'FEMALE', occupancy: 'ANY' },
      {},
      { propertyType: 'PG_HOSTEL', configuration: 'SINGLE_SHARING', city: 'Pune', occupancy: 'ANY' },
    ]);
    const wrapped = await search(t, {
      user_id: 7,
      location: 'Mumbai',
      search: '',
      filters: { property_type: 'PG_HOSTEL', listed_by: '', min_rent: '', max_rent: null },
    });
    const bare = await search(t, {
      location: 'mumbai',
      search: '',
      property_type: 'PG_HOSTEL',
      listed_by: '',
    });
    const withCity = await search(t, { city: 'Mumbai', property_type: 'PG_HOSTEL', min_rent: '1000' });
    expect(idsOf(wrapped)).toEqual([pg]);
    expect(idsOf(bare)).toEqual([pg]);
    expect(idsOf(withCity)).toEqual([pg]);
  });

  it('refuses a bad filter value with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ filters: { property_type: 'CASTLE' } }, 'filters.property_type'],
      [{ property_type: 'CASTLE' }, 'property_type'],
      [{ filters: { tenant_type: 'ALIEN' } }, 'filters.tenant_type'],
      [{ filters: { min_rent: 'cheap' } }, 'filters.min_rent'],
      [{ filters: { max_rent: -5 } }, 'filters.max_rent'],
      [{ location: 'Atlantis' }, 'location'],
      [{ sort: 'random' }, 'sort'],
      [{ limit: 500 }, 'limit'],
      [{ cursor: 'not-a-cursor' }, 'cursor'],
      [{ filters: { min_rent: 30_000, max_rent: 20_000 } }, 'max_rent'],
      [{ search: 'x'.repeat(201) }, 'search'],
    ];
    for (const [body, field] of cases) {
      const res = await search(t, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body.errors)).toContain(`"field":"${field}"`);
    }
  });

  it('treats text that looks like SQL as text', async () => {
    await insertListings(t, [{}, { locality: 'Powai' }]);
    for (const text of ["'; drop table listings; --", "%' or '1'='1", '_%\\']) {
      const res = await search(t, { search: text, filters: { locality: text } });
      expect(res.status).toBe(200);
      expect(res.body.properties).toEqual([]);
    }
    expect((await search(t, {})).body.total).toBe(2);
  });
});
