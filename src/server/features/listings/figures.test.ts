import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { testDatabaseKind } from '../../../test/database.ts';
import { pngFiles, saveListing, validForm } from '../../../test/listing-kit.ts';
import { FIGURES_FRESH_MS, FIGURES_MAX_AGE_MS } from './figures.ts';

let t: TestApp;
let poster: Awaited<ReturnType<typeof createTestUser>>;

const post = async (city: string) => {
  const res = await saveListing(t, poster.cookie, { body: validForm({ city }), files: await pngFiles(1) });
  expect(res.statusCode, res.body).toBe(200);
};
const stats = async () => (await t.app.inject({ url: '/api/listing/getStats' })).json();
const count = async (city: string) =>
  (await t.app.inject({ url: `/api/listing/getCount?location=${city}` })).json().anotherData[0].count_all;

beforeAll(async () => {
  t = await buildTestApp();
  poster = await createTestUser(t);
  await post('Mumbai');
});
afterAll(() => t.close());

describe(`home figures on ${testDatabaseKind()}`, () => {
  it('are counted on the first view and kept for a minute, then recounted while the last count is still answered', async () => {
    expect(await stats()).toEqual({ trusted_by: 1, live_properties: 1, cities: 1 });
    await post('Pune');
    await createTestUser(t);
    // Within the minute: the count of the first view.
    t.clock.advance(FIGURES_FRESH_MS);
    expect(await stats()).toEqual({ trusted_by: 1, live_properties: 1, cities: 1 });
    expect(await count('Pune')).toBe(0);
    // Past it: this view still gets the last count and starts a recount; views after it see the new one.
    t.clock.advance(1_000);
    expect(await stats()).toEqual({ trusted_by: 1, live_properties: 1, cities: 1 });
    await vi.waitFor(async () =>
      expect(await stats()).toEqual({ trusted_by: 2, live_properties: 2, cities: 2 }),
    );
    expect(await count('Pune')).toBe(1);
    expect(await count('Kota')).toBe(0);
  });

  it('never answers a count older than ten minutes: that view waits for a recount', async () => {
    await post('Kota');
    t.clock.advance(FIGURES_MAX_AGE_MS + 1_000);
    expect(await stats()).toEqual({ trusted_by: 2, live_properties: 3, cities: 3 });
    expect(await count('Kota')).toBe(1);
  });
});
