// "Good price" on a card (docs/decisions/0118-good-price.md): the gauge's below, set by the
// rent index's job for every listing and by a save against the figures of that moment.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import type { ListingCard } from '../../../shared/schemas/listing.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { pngFiles, saveListing, validForm } from '../../../test/listing-kit.ts';
import { insertListings, type ListingSeed } from '../../../test/listing-rows.ts';
import { computeRentIndex, indexWindow } from './compute.ts';
import { refreshAllGoodPrices, replaceRentIndex } from './compute-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.database.db.execute(sql`delete from listings`);
});

const home = (locality: string, rent: number, seed: ListingSeed = {}): ListingSeed => ({
  city: 'Bengaluru',
  locality,
  propertyType: 'APARTMENT',
  configuration: '_1BHK',
  rent,
  ...seed,
});

const compute = () => computeRentIndex({ database: t.deps.database, now: t.clock.now() });

/** Good price by listing id, as the search's cards say it. */
const cardsSay = async (city = 'Bengaluru') => {
  const res = await t.app.inject({
    method: 'POST',
    url: API.listing.searchProperties,
    payload: { location: city, view: 'card' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cards = res.json<{ properties: ListingCard[] }>().properties;
  return new Map(cards.map((card) => [card.id, card.good_price]));
};

const fullListingSays = async (id: number) => {
  const res = await t.app.inject({ url: `${API.listing.getListingById}?id=${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ propertyListing: { good_price: boolean } }>().propertyListing.good_price;
};

describe('Good price', () => {
  it('is on the card and the full listing of a rent under the 25th percentile of 5 homes like it, not inside the band or above', async () => {
    // p25 15,750, p75 23,250 (docs/product/rents.md)
    const [cheap, edge, middle, , , dear] = await insertListings(
      t,
      [12_000, 15_000, 18_000, 21_000, 24_000, 40_000].map((rent) => home('Koramangala', rent)),
    );
    await compute();
    const cards = await cardsSay();
    expect(cards.get(cheap!)).toBe(true);
    expect(cards.get(edge!)).toBe(true);
    expect(cards.get(middle!)).toBe(false);
    expect(cards.get(dear!)).toBe(false);
    expect(await fullListingSays(cheap!)).toBe(true);
    expect(await fullListingSays(middle!)).toBe(false);
  });

  it('is on no card among fewer than 5 homes like it', async () => {
    const ids = await insertListings(
      t,
      [5_000, 20_000, 30_000, 40_000].map((rent) => home('Koramangala', rent)),
    );
    await compute();
    const cards = await cardsSay();
    expect(ids.map((id) => cards.get(id))).toEqual([false, false, false, false]);
  });

  it('compares a listing with its locality when it has 5 homes like it, else with its city', async () => {
    // Indiranagar's five: p25 42,000. Koramangala's two: no figures. The city's seven: p25 26,000.
    const [byLocality, inBand, , , , byCity] = await insertListings(t, [
      ...[40_000, 42_000, 44_000, 46_000, 48_000].map((rent) => home('Indiranagar', rent)),
      ...[12_000, 10_000].map((rent) => home('Koramangala', rent)),
    ]);
    await compute();
    const cards = await cardsSay();
    expect(cards.get(byLocality!)).toBe(true);
    expect(cards.get(inBand!)).toBe(false);
    expect(cards.get(byCity!)).toBe(true);
  });

  it('compares a weekend home by the day with weekend homes', async () => {
    const [cheapDay, dearDay] = await insertListings(t, [
      ...[3_000, 5_000, 4_000, 6_000, 7_000].map((rent) =>
        home('Whitefield', rent, { propertyType: 'WEEKEND_HOME' }),
      ),
      ...[20_000, 25_000, 30_000, 35_000, 40_000].map((rent) => home('Whitefield', rent)),
    ]);
    await compute();
    const cards = await cardsSay();
    expect(cards.get(cheapDay!)).toBe(true);
    expect(cards.get(dearDay!)).toBe(false);
  });

  it('is written by the job only for the listings whose Good price changes', async () => {
    const [cheap] = await insertListings(
      t,
      [12_000, 15_000, 18_000, 21_000, 24_000].map((rent) => home('Koramangala', rent)),
    );
    // p25 15,000: only 12,000 is under it.
    expect((await compute()).goodPricesChanged).toBe(1);
    expect((await compute()).goodPricesChanged).toBe(0);
    // Cheaper homes come: p25 8,250, so 12,000 loses it and 6,000 to 8,000 gain it.
    await insertListings(
      t,
      [6_000, 7_000, 8_000, 9_000, 10_000].map((rent) => home('Koramangala', rent)),
    );
    expect((await compute()).goodPricesChanged).toBe(4);
    expect((await cardsSay()).get(cheap!)).toBe(false);
  });
});

describe('Good price as a listing is saved', () => {
  it('is set when a listing is posted, and an edit raising the rent above the band takes it away at once', async () => {
    // Andheri West 2BHKs: p25 32,000, p75 36,000.
    await insertListings(
      t,
      [30_000, 32_000, 34_000, 36_000, 38_000].map((rent) =>
        home('Andheri West', rent, { city: 'Mumbai', configuration: '_2BHK' }),
      ),
    );
    await compute();
    const poster = await createTestUser(t, { fullName: 'Priya Poster' });
    const posted = await saveListing(t, poster.cookie, {
      body: validForm({ rent: 20_000 }),
      files: await pngFiles(1),
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const id = posted.json<{ listed_id: number }>().listed_id;
    expect((await cardsSay('Mumbai')).get(id)).toBe(true);

    const edit = (rent: number) => saveListing(t, poster.cookie, { body: validForm({ id, rent }) }, 'update');
    expect((await edit(50_000)).statusCode).toBe(200);
    expect((await cardsSay('Mumbai')).get(id)).toBe(false);
    expect(await fullListingSays(id)).toBe(false);
    expect((await edit(21_000)).statusCode).toBe(200);
    expect(await fullListingSays(id)).toBe(true);
  });

  it('is set against the locality of the edit, compared with the city when it has too few homes', async () => {
    await insertListings(t, [
      ...[30_000, 32_000, 34_000, 36_000, 38_000].map((rent) =>
        home('Andheri West', rent, { city: 'Mumbai', configuration: '_2BHK' }),
      ),
      ...[10_000, 11_000].map((rent) => home('Virar', rent, { city: 'Mumbai', configuration: '_2BHK' })),
    ]);
    await compute();
    const poster = await createTestUser(t, { fullName: 'Priya Poster' });
    const posted = await saveListing(t, poster.cookie, {
      body: validForm({ rent: 29_000 }),
      files: await pngFiles(1),
    });
    const id = posted.json<{ listed_id: number }>().listed_id;
    expect(await fullListingSays(id)).toBe(true);
    // Virar has 2 homes like it; Mumbai's seven have p25 20,500.
    const moved = await saveListing(
      t,
      poster.cookie,
      { body: validForm({ id, rent: 29_000, locality: 'Virar' }) },
      'update',
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await fullListingSays(id)).toBe(false);
  });

  it('is written a few listings a statement, reaching every listing whatever the gaps in their ids', async () => {
    const ids = await insertListings(
      t,
      [6_000, 7_000, 15_000, 18_000, 21_000, 24_000, 8_000].map((rent) => home('Koramangala', rent)),
    );
    // A gap in the ids, as deleted rows leave.
    await t.deps.database.db.execute(sql`delete from listings where id = ${ids[2]!}`);
    await replaceRentIndex(t.deps.database.db, indexWindow(t.clock.now()));
    // p25 7,250 of 6,000 7,000 8,000 18,000 21,000 24,000: 6,000 and 7,000 are under it.
    expect(await refreshAllGoodPrices(t.deps.database.db, 2)).toBe(2);
    expect(await refreshAllGoodPrices(t.deps.database.db, 2)).toBe(0);
    const cards = await cardsSay();
    expect(ids.filter((id) => cards.get(id))).toEqual([ids[0], ids[1]]);
  });
});
