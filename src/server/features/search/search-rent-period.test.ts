import { describe, expect, it } from 'vitest';
import { insertListings } from '../../../test/listing-rows.ts';
import { idsOf, search, searchTestApp } from './search-test-kit.ts';

const app = searchTestApp();

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** A 2BHK flat at ₹25,000 a month, one at ₹35,000, and a 2BHK weekend home at ₹13,000 a day. */
const insertThree = () =>
  insertListings(app.current, [
    { rent: 25_000 },
    { rent: 35_000 },
    {
      propertyType: 'WEEKEND_HOME',
      rent: 13_000,
      brokerage: null,
      tenantType: 'FAMILY',
      locality: 'Madh Island',
    },
  ]);

describe('searchProperties budgets by the month and by the day', () => {
  it('reads "2bhk under 30k" as a monthly rent: a weekend home at ₹13,000 a day is not within it', async () => {
    const [flat] = await insertThree();
    const typed = await search(app.current, { location: 'Mumbai', search: '2bhk under 30k' });
    expect(idsOf(typed)).toEqual([flat]);
    expect(typed.body.total).toBe(1);
    const chosen = await search(app.current, { location: 'Mumbai', filters: { max_rent: 30_000 } });
    expect(idsOf(chosen)).toEqual([flat]);
    const above = await search(app.current, { location: 'Mumbai', filters: { min_rent: 10_000 } });
    expect(above.body.total).toBe(2);
  });

  it('compares rents by the day when the type is Weekend Home or the text says per day or per night', async () => {
    const [, , weekend] = await insertThree();
    const typedType = await search(app.current, { location: 'Mumbai', search: 'weekend home under 15000' });
    expect(idsOf(typedType)).toEqual([weekend]);
    const chosenType = await search(app.current, {
      location: 'Mumbai',
      filters: { property_type: 'WEEKEND_HOME', max_rent: 15_000 },
    });
    expect(idsOf(chosenType)).toEqual([weekend]);
    const perNight = await search(app.current, { location: 'Mumbai', search: '2bhk under 15000 per night' });
    expect(idsOf(perNight)).toEqual([weekend]);
    expect(perNight.body.understood).toEqual({
      filters: { configuration: '_2BHK', max_rent: 15_000, property_type: 'WEEKEND_HOME' },
      text: '',
    });
  });

  it('keeps weekend homes in a search without a budget, and says "per month" changes nothing', async () => {
    const [flat, dearer, weekend] = await insertThree();
    const all = await search(app.current, { location: 'Mumbai', search: '2bhk' });
    expect(sorted(idsOf(all))).toEqual(sorted([flat!, dearer!, weekend!]));
    const perMonth = await search(app.current, { location: 'Mumbai', search: '2bhk under 30k per month' });
    expect(idsOf(perMonth)).toEqual([flat]);
  });
});
