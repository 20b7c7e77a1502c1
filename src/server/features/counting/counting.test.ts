import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { COUNT_VIEW_PATH } from '../../../shared/api-rents.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { JOBS } from '../../jobs/definitions.ts';
import { runJobOnce } from '../../jobs/runner.ts';
import { flushCounts } from './index.ts';

const PERSON = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile' };
/** Another person's browser: a view or search counts once per device and day. */
const OTHER = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0' };
const BOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

const open = async (config: Record<string, string> = {}) => {
  const t = await buildTestApp({ config });
  apps.push(t);
  return t;
};
/** Live listings of one poster in Mumbai, Andheri West, one per seed. */
const insertListings = async (t: TestApp, seeds: object[]) => {
  const { user } = await createTestUser(t);
  const ids: number[] = [];
  for (const _ of seeds) ids.push((await insertTestListing(t, user.id)).id);
  return ids;
};
const search = (t: TestApp, body: object, headers = PERSON) =>
  t.app.inject({ method: 'POST', url: API.listing.searchProperties, payload: body, headers });
type Row = Record<string, string | number>;
const rowsOf = async (t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.deps.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const listingRows = (t: TestApp) =>
  rowsOf(
    t,
    sql`select listing_id, day::text as day, impressions, views from listing_day_counts order by listing_id`,
  );
const searchRows = (t: TestApp) =>
  rowsOf(t, sql`select city, locality, rent_band, searches from search_day_counts`);

describe('counting in batches', () => {
  it('writes nothing per request and the whole batch when the flush job runs, on the India day', async () => {
    const t = await open();
    const ids = await insertListings(t, [{}, {}]);
    await search(t, { location: 'Mumbai', filters: { locality: 'Andheri West', max_rent: 25_000 } });
    await t.app.inject({
      method: 'POST',
      url: COUNT_VIEW_PATH,
      payload: { id: ids[0] },
      headers: PERSON,
    });
    expect(await listingRows(t)).toEqual([]);
    const job = JOBS.find((each) => each.name === 'counting-flush')!;
    await runJobOnce(job, { deps: t.deps, log: t.app.log }, { trigger: 'manual', attempt: 1 });
    expect(await listingRows(t)).toEqual([
      { listing_id: ids[0], day: '2026-11-22', impressions: 1, views: 1 },
      { listing_id: ids[1], day: '2026-11-22', impressions: 1, views: 0 },
    ]);
    expect(await searchRows(t)).toEqual([
      { city: 'Mumbai', locality: 'Andheri West', rent_band: '20k_30k', searches: 1 },
    ]);
  });

  it('counts answers the public cache sends in place of the search, and a search once over its pages', async () => {
    const t = await open({ PUBLIC_CACHE_SECONDS: '5' });
    const ids = await insertListings(t, [{}, {}, {}]);
    const first = await search(t, { location: 'Mumbai', limit: 2 });
    await search(t, { location: 'Mumbai', limit: 2 }, OTHER);
    await search(t, { location: 'Mumbai', limit: 2, cursor: first.json().next_cursor });
    await flushCounts(t.database.db, t.deps.tally);
    const impressions = (await listingRows(t)).map((row) => row.impressions);
    expect(impressions.reduce((a: number, b) => a + Number(b), 0)).toBe(5);
    expect(ids).toHaveLength(3);
    expect(await searchRows(t)).toEqual([{ city: 'Mumbai', locality: '', rent_band: 'any', searches: 2 }]);
  });

  it('does not count bots, nor a page view without the page’s script', async () => {
    const t = await open();
    const [id] = await insertListings(t, [{}]);
    await search(t, { location: 'Mumbai' }, BOT);
    await t.app.inject({ method: 'POST', url: COUNT_VIEW_PATH, payload: { id }, headers: BOT });
    await t.app.inject({ method: 'POST', url: COUNT_VIEW_PATH, payload: { id } });
    await t.app.inject({ method: 'GET', url: `${API.listing.getListingById}?id=${id}`, headers: PERSON });
    await flushCounts(t.database.db, t.deps.tally);
    expect(await listingRows(t)).toEqual([]);
    expect(await searchRows(t)).toEqual([]);
  });

  it('keeps a batch whose write failed for the next flush, and never writes a batch twice', async () => {
    const t = await open();
    const [id] = await insertListings(t, [{}]);
    await t.app.inject({ method: 'POST', url: COUNT_VIEW_PATH, payload: { id }, headers: PERSON });
    await t.database.db.execute(sql`alter table listing_day_counts rename to listing_day_counts_away`);
    await expect(flushCounts(t.database.db, t.deps.tally)).rejects.toThrow();
    await t.database.db.execute(sql`alter table listing_day_counts_away rename to listing_day_counts`);
    await flushCounts(t.database.db, t.deps.tally);
    await flushCounts(t.database.db, t.deps.tally);
    expect((await listingRows(t)).map((row) => row.views)).toEqual([1]);
  });

  it('adds a later batch to the day’s row and counts nothing with COUNTING off', async () => {
    const t = await open();
    const [id] = await insertListings(t, [{}]);
    for (const headers of [PERSON, OTHER]) {
      await t.app.inject({ method: 'POST', url: COUNT_VIEW_PATH, payload: { id }, headers });
      await flushCounts(t.database.db, t.deps.tally);
    }
    expect((await listingRows(t)).map((row) => row.views)).toEqual([2]);
    const off = await open({ COUNTING: 'false' });
    const [other] = await insertListings(off, [{}]);
    await off.app.inject({
      method: 'POST',
      url: COUNT_VIEW_PATH,
      payload: { id: other },
      headers: PERSON,
    });
    expect(off.deps.tally).toBeUndefined();
  });
});
