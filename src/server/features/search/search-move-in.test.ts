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

/** Move-in costs: 1,20,000; 90,000; 87,500; 13,000. */
const insertFour = () =>
  insertListings(t, [
    { rent: 20_000, deposit: 100_000, brokerage: 'ZERO' },
    { rent: 30_000, deposit: 30_000, brokerage: '_30_DAYS_RENT' },
    { rent: 25_000, deposit: 50_000, brokerage: '_15_DAYS_RENT' },
    {
      propertyType: 'WEEKEND_HOME',
      rent: 8_000,
      deposit: 5_000,
      brokerage: null,
      tenantType: 'FAMILY',
      locality: 'Madh Island',
    },
  ]);

describe('searchProperties by move-in cost', () => {
  it('keeps the homes one can move into for at most max_move_in: first rent, deposit and brokerage', async () => {
    const [, thirtyDays, fifteenDays, weekend] = await insertFour();
    const res = await search(t, { location: 'Mumbai', filters: { max_move_in: 90_000 }, sort: 'rent_asc' });
    expect(idsOf(res)).toEqual([weekend, fifteenDays, thirtyDays]);
    const tighter = await search(t, { location: 'Mumbai', max_move_in: 87_499 });
    expect(idsOf(tighter)).toEqual([weekend]);
  });

  it('sorts by move-in cost, cheapest first, page after page', async () => {
    const [zero, thirtyDays, fifteenDays, weekend] = await insertFour();
    const first = await search(t, { location: 'Mumbai', sort: 'Move-in cost: low to high', limit: 2 });
    expect(first.status).toBe(200);
    expect(idsOf(first)).toEqual([weekend, fifteenDays]);
    const second = await search(t, {
      location: 'Mumbai',
      sort: 'move_in_asc',
      limit: 2,
      cursor: first.body.next_cursor,
    });
    expect(idsOf(second)).toEqual([thirtyDays, zero]);
    expect(second.body.next_cursor).toBeNull();
  });

  it('sorts text matches by move-in cost too', async () => {
    const [zero, thirtyDays, fifteenDays] = await insertFour();
    const res = await search(t, { location: 'Mumbai', search: 'apartment andheri', sort: 'move_in_asc' });
    expect(idsOf(res)).toEqual([fifteenDays, thirtyDays, zero]);
  });

  it('reads "move in under 1 lakh" typed as the move-in limit', async () => {
    const [, thirtyDays, fifteenDays, weekend] = await insertFour();
    const res = await search(t, {
      location: 'Mumbai',
      search: 'can move in under 1 lakh',
      sort: 'move_in_asc',
    });
    expect(idsOf(res)).toEqual([weekend, fifteenDays, thirtyDays]);
    expect(res.body.understood.filters).toEqual({ max_move_in: 100_000 });
  });
});
