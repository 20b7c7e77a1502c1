// Views and searches count people, not requests (docs/decisions/0133-figures-come-from-people.md):
// once per listing or search, device and India day; a view only of a live listing.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { COUNT_VIEW_PATH } from '../../../shared/api-rents.ts';
import { appPerFile, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { listings } from '../../db/schema.ts';
import { flushCounts } from './index.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0';

const app = appPerFile(['listing_day_counts', 'search_day_counts']);
let t: TestApp;
let posterId: number;
beforeAll(async () => {
  t = app.current;
  posterId = (await createTestUser(t)).user.id;
});
beforeEach(() => {
  t.deps.tally?.take();
});

const beacon = (id: number, userAgent = PHONE, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: COUNT_VIEW_PATH,
    payload: { id },
    headers: { 'user-agent': userAgent, ...headers },
  });
const search = (body: object, userAgent = PHONE) =>
  t.app.inject({
    method: 'POST',
    url: API.listing.searchProperties,
    payload: body,
    headers: { 'user-agent': userAgent },
  });

type Row = Record<string, number | string>;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.deps.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const viewsOf = async (id: number) => {
  await flushCounts(t.deps.database.db, t.deps.tally);
  const [row] = await rows(sql`select views from listing_day_counts where listing_id = ${id}`);
  return Number(row?.views ?? 0);
};

describe('a view counts once per listing, device and day', () => {
  it('counts 3,000 beacons from one phone as one view, and a second device as another', async () => {
    const { id } = await insertTestListing(t, posterId);
    for (let i = 0; i < 3_000; i += 1) expect((await beacon(id)).statusCode).toBe(200);
    expect(await viewsOf(id)).toBe(1);
    await beacon(id, LAPTOP);
    await beacon(id);
    expect(await viewsOf(id)).toBe(2);
  }, 120_000);

  it('counts a logged-in account once, from any browser', async () => {
    const { id } = await insertTestListing(t, posterId);
    const { cookie } = await createTestUser(t);
    await beacon(id, PHONE, { cookie });
    await beacon(id, LAPTOP, { cookie });
    expect(await viewsOf(id)).toBe(1);
  });

  it('lets one address that keeps changing its browser add at most 20 views of a listing a day', async () => {
    const { id } = await insertTestListing(t, posterId);
    for (let i = 0; i < 60; i += 1) await beacon(id, `${PHONE} build/${i}`);
    expect(await viewsOf(id)).toBe(20);
  });

  it('counts again on the next India day', async () => {
    const { id } = await insertTestListing(t, posterId);
    await beacon(id);
    const today = t.clock.now();
    t.clock.advance(86_400_000);
    try {
      await beacon(id);
      await flushCounts(t.deps.database.db, t.deps.tally);
      const days = await rows(sql`select views from listing_day_counts where listing_id = ${id}`);
      expect(days.map((row) => Number(row.views))).toEqual([1, 1]);
    } finally {
      t.clock.set(today);
    }
  });
});

describe('a view of a listing that is not live', () => {
  it('answers as any beacon and adds nothing, for an id that names no listing, a deleted, paused or rented one', async () => {
    const [deleted, paused, rented] = await Promise.all([1, 2, 3].map(() => insertTestListing(t, posterId)));
    const db = t.deps.database.db;
    await db.update(listings).set({ deletedAt: t.clock.now() }).where(eq(listings.id, deleted!.id));
    await db
      .update(listings)
      .set({ status: 'paused', pausedReason: 'unconfirmed' })
      .where(eq(listings.id, paused!.id));
    await db
      .update(listings)
      .set({ status: 'rented', statusChangedAt: t.clock.now() })
      .where(eq(listings.id, rented!.id));
    for (const id of [99_999_999, deleted!.id, paused!.id, rented!.id]) {
      const res = await beacon(id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ counted: true });
    }
    await flushCounts(db, t.deps.tally);
    expect(await rows(sql`select listing_id from listing_day_counts`)).toEqual([]);
  });
});

describe('a search counts once per device, search and day', () => {
  it('counts 300 identical searches from one phone once in demand, and another device once more', async () => {
    await insertTestListing(t, posterId);
    const asked = { location: 'Mumbai', filters: { locality: 'Andheri West', max_rent: 25_000 } };
    for (let i = 0; i < 300; i += 1) expect((await search(asked)).statusCode).toBe(200);
    await flushCounts(t.deps.database.db, t.deps.tally);
    const demand = () => rows(sql`select locality, rent_band, searches from search_day_counts`);
    expect(await demand()).toEqual([{ locality: 'Andheri West', rent_band: '20k_30k', searches: 1 }]);
    await search(asked, LAPTOP);
    await search({ ...asked, filters: { locality: 'Andheri West', max_rent: 50_000 } });
    await flushCounts(t.deps.database.db, t.deps.tally);
    expect(await demand()).toEqual(
      expect.arrayContaining([
        { locality: 'Andheri West', rent_band: '20k_30k', searches: 2 },
        { locality: 'Andheri West', rent_band: '30k_50k', searches: 1 },
      ]),
    );
  }, 120_000);
});
