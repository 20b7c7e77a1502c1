import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { listings } from '../../db/schema.ts';
import { insertListings } from './search-test-kit.ts';

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
      { ...home, rent: 40_000 },
      { ...home, configuration: '_3BHK' },
      { ...home, propertyType: 'CO_LIVING', configuration: 'DOUBLE_SHARING', brokerage: null },
      { ...home, city: 'Pune', locality: 'Baner' },
    ]);
    expect(others).toHaveLength(4);
    const res = await similarTo(listing!);
    expect(res.status).toBe(200);
    expect(res.ids).toEqual([sameLocality, near, farther, farthest]);
  });

  it('offers at most 6, never deleted ones, and none for a listing without peers', async () => {
    const [listing, ...peers] = await insertListings(
      t,
      Array.from({ length: 9 }, () => home),
    );
    await t.deps.database.db.execute(sql`update listings set deleted_at = now() where id = ${peers[0]}`);
    const res = await similarTo(listing!);
    expect(res.ids).toHaveLength(6);
    expect(res.ids).not.toContain(peers[0]);
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
});
