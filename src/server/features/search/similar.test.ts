import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { insertListings } from '../../../test/listing-rows.ts';
import { listings } from '../../db/schema.ts';

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

const similarTo = async (id: number | string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/listing/getSimilarListings?id=${id}` });
  return { status: res.statusCode, ids: (res.json().properties ?? []).map((p: { id: number }) => p.id) };
};

const home = { city: 'Bengaluru', locality: 'Koramangala', configuration: '_2BHK', rent: 30_000 } as const;

describe('getSimilarListings', () => {
  it('offers homes of the same city, type and rooms at a similar rent, the same locality first, then the nearest, then the closest rent', async () => {
    const [listing, sameLocality, near, farther, farthest, ...others] = await insertListings(t, [
      home,
      { ...home, rent: 36_000 },
      // HSR Layout is 3 km from Koramangala, Indiranagar 5 km, Whitefield 14 km: nearer
      // comes first even when a farther home's rent is closer.
      { ...home, locality: 'HSR Layout', rent: 24_000 },
      { ...home, locality: 'Indiranagar', rent: 31_000 },
      { ...home, locality: 'Whitefield', rent: 30_000 },
      { ...home, propertyType: 'CO_LIVING', configuration: 'DOUBLE_SHARING', brokerage: null },
      { ...home, city: 'Pune', locality: 'Baner' },
    ]);
    expect(others).toHaveLength(2);
    const res = await similarTo(listing!);
    expect(res.status).toBe(200);
    expect(res.ids).toEqual([sameLocality, near, farther, farthest]);
  });

  it('widens in steps until 6 are found, within half the rent and one room either side', async () => {
    const [listing, sameRooms, sameRoomsNear, roomsApartFar, roomsApart, rentApart, halfAgain] =
      await insertListings(t, [
        home,
        { ...home, rent: 36_000 },
        { ...home, locality: 'HSR Layout', rent: 24_000 },
        // One room either side at a rent within 25%: the same locality first.
        { ...home, locality: 'Whitefield', configuration: '_3BHK', rent: 31_000 },
        { ...home, configuration: '_1BHK', rent: 27_000 },
        // The same rooms at a third more, then one room more at half as much again: still alike.
        { ...home, rent: 40_000 },
        { ...home, locality: 'Whitefield', configuration: '_3BHK', rent: 45_000 },
        // Past the band, though the same locality and fewer than 6 otherwise: none of these.
        { ...home, configuration: '_4BHK', rent: 90_000 },
        { ...home, configuration: '_2BHK', rent: 90_000 },
        { ...home, configuration: '_4BHK', rent: 30_000 },
        { ...home, configuration: '_1BHK', rent: 14_000 },
      ]);
    const res = await similarTo(listing!);
    expect(res.ids).toEqual([sameRooms, sameRoomsNear, roomsApart, roomsApartFar, rentApart, halfAgain]);
  });

  it('never fills a short list with homes three times the rent or two rooms more', async () => {
    const [listing, alike] = await insertListings(t, [
      home,
      { ...home, locality: 'Indiranagar', configuration: '_3BHK', rent: 33_000 },
      ...Array.from({ length: 5 }, () => ({ ...home, configuration: '_4BHK' as const, rent: 90_000 })),
      ...Array.from({ length: 3 }, () => ({ ...home, rent: 90_000 })),
      ...Array.from({ length: 3 }, () => ({ ...home, configuration: '_4BHK' as const })),
    ]);
    expect((await similarTo(listing!)).ids).toEqual([alike]);
  });

  it('offers the nearest homes of the type only when none is alike, so the city never looks empty', async () => {
    const [listing, near, far] = await insertListings(t, [
      { ...home, configuration: '_1BHK', rent: 12_000 },
      { ...home, locality: 'HSR Layout', configuration: '_6BHK', rent: 2_00_000 },
      { ...home, locality: 'Whitefield', configuration: '_5BHK', rent: 1_50_000 },
      { ...home, propertyType: 'PG_HOSTEL', configuration: 'SINGLE_SHARING', rent: 12_000 },
    ]);
    expect((await similarTo(listing!)).ids).toEqual([near, far]);
  });

  it('offers at most 6, never deleted or paused ones, and none for a listing without peers', async () => {
    const [listing, ...peers] = await insertListings(
      t,
      Array.from({ length: 10 }, () => home),
    );
    await t.deps.database.db.execute(sql`update listings set deleted_at = now() where id = ${peers[0]}`);
    // The newest would come first among homes alike.
    const paused = peers.at(-1);
    await t.deps.database.db.execute(sql`update listings set status = 'paused' where id = ${paused}`);
    const res = await similarTo(listing!);
    expect(res.ids).toHaveLength(6);
    expect(res.ids).not.toContain(peers[0]);
    expect(res.ids).not.toContain(paused);
    expect(res.ids).not.toContain(listing);
    const [alone] = await insertListings(t, [{ ...home, city: 'Kota', locality: 'Talwandi' }]);
    expect(await similarTo(alone!)).toEqual({ status: 200, ids: [] });
  });

  it('offers none for a deleted or unknown listing and answers 400 for a bad id', async () => {
    const [gone] = await insertListings(t, [home, home]);
    await t.deps.database.db.execute(sql`update listings set deleted_at = now() where id = ${gone}`);
    expect(await similarTo(gone!)).toEqual({ status: 200, ids: [] });
    expect(await similarTo(999_999)).toEqual({ status: 200, ids: [] });
    expect((await similarTo('abc')).status).toBe(400);
  });
  it('answers cards to view=card, as the listing page asks, and full listings otherwise', async () => {
    const [listing, alike] = await insertListings(t, [home, { ...home, rent: 32_000 }]);
    const url = `/api/listing/getSimilarListings?id=${listing}`;
    const cards = (await t.app.inject({ url: `${url}&view=card` })).json().properties;
    const full = (await t.app.inject({ url })).json().properties;
    expect(cards.map((p: { id: number }) => p.id)).toEqual([alike]);
    expect(cards[0]).not.toHaveProperty('description');
    expect(cards[0]).not.toHaveProperty('amenities');
    expect(full[0]).toHaveProperty('description');
    expect(JSON.stringify(cards).length).toBeLessThan(JSON.stringify(full).length);
  });
});
