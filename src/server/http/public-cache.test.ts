import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { pngFiles, saveListing, validForm } from '../../test/listing-kit.ts';

let t: TestApp;
let poster: Awaited<ReturnType<typeof createTestUser>>;
let id: number;

const rentSeen = async (cookie?: string) => {
  const res = await t.app.inject({
    url: `/api/listing/getListingById?id=${id}`,
    headers: cookie ? { cookie } : {},
  });
  return res.statusCode === 200 ? res.json().propertyListing.rent : res.statusCode;
};
const edit = async (rent: number) => {
  const res = await saveListing(
    t,
    poster.cookie,
    { body: validForm({ id, rent, images: [] }), files: await pngFiles(1) },
    'update',
  );
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await buildTestApp({ config: { PUBLIC_CACHE_SECONDS: '5' } });
  poster = await createTestUser(t);
  const res = await saveListing(t, poster.cookie, {
    body: validForm({ rent: 20000 }),
    files: await pngFiles(1),
  });
  id = res.json().listed_id;
});
afterAll(() => t.close());

describe('public answers kept for visitors who are not logged in', () => {
  it('sends a visitor the same answer for five seconds, and a logged-in viewer the current one', async () => {
    expect(await rentSeen()).toBe(20000);
    await edit(21000);
    expect(await rentSeen()).toBe(20000);
    expect(await rentSeen(poster.cookie)).toBe(21000);
    t.clock.advance(5_001);
    expect(await rentSeen()).toBe(21000);
  });

  it('sends the kept answer to a request whose cookie names no live session', async () => {
    t.clock.advance(5_001);
    expect(await rentSeen()).toBe(21000);
    await edit(21500);
    // Garbage, a well-formed id nobody was given, and a session that was logged out.
    const loggedOut = (await createTestUser(t)).cookie;
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie: loggedOut } });
    for (const cookie of ['thikana_session=bogus', `thikana_session=${'x'.repeat(43)}`, loggedOut]) {
      expect(await rentSeen(cookie), cookie).toBe(21000);
    }
    expect(await rentSeen(poster.cookie)).toBe(21500);
    await edit(21000);
  });

  it('keeps the cache headers and ETag of a public answer when it is sent again', async () => {
    const first = await t.app.inject({ url: '/api/listing/getCategories' });
    const again = await t.app.inject({ url: '/api/listing/getCategories' });
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('sends a kept answer compressed as a fresh one is, with the same headers and ETag', async () => {
    const headersOf = (res: { headers: Record<string, unknown> }) =>
      Object.fromEntries(
        ['content-type', 'content-encoding', 'vary', 'cache-control', 'etag'].map((h) => [h, res.headers[h]]),
      );
    const decoded = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
      res.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(res.rawPayload).toString()
        : res.headers['content-encoding'] === 'gzip'
          ? gunzipSync(res.rawPayload).toString()
          : res.rawPayload.toString();
    const url = `/api/listing/getListingById?id=${id}`;
    for (const accept of ['br, gzip, deflate', 'gzip', 'gzip;q=1, br;q=0.5', 'identity', undefined]) {
      t.clock.advance(5_001);
      const headers = accept ? { 'accept-encoding': accept } : {};
      const fresh = await t.app.inject({ url, headers });
      const kept = await t.app.inject({ url, headers });
      expect(decoded(fresh).length, accept).toBeGreaterThan(1024);
      expect(headersOf(kept), accept).toEqual(headersOf(fresh));
      expect(decoded(kept), accept).toBe(decoded(fresh));
      const again = await t.app.inject({
        url,
        headers: { ...headers, 'if-none-match': String(fresh.headers.etag) },
      });
      expect(again.statusCode, accept).toBe(304);
      expect(again.headers['content-encoding'], accept).toBeUndefined();
    }
  });

  it('keeps an anonymous search by what it asks for, whatever its spacing or key order', async () => {
    const rentFound = async (payload: string, cookie?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/listing/searchProperties',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().properties.find((p: { id: number }) => p.id === id)?.rent;
    };
    t.clock.advance(5_001);
    expect(await rentFound('{"location":"Mumbai","filters":{"min_rent":1000}}')).toBe(21000);
    await edit(22000);
    expect(await rentFound('{ "filters": { "min_rent": 1000 }, "location": "Mumbai" }')).toBe(21000);
    expect(await rentFound('{"location":"Mumbai","filters":{"min_rent":1000}}', poster.cookie)).toBe(22000);
    expect(await rentFound('{"location":"Mumbai","filters":{"min_rent":2000}}')).toBe(22000);
    t.clock.advance(5_001);
    expect(await rentFound('{"location":"Mumbai","filters":{"min_rent":1000}}')).toBe(22000);
  });

  it('stops sending a listing once it answers 404', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/listing/deleteListing',
      headers: { cookie: poster.cookie },
      payload: { id },
    });
    t.clock.advance(5_001);
    expect(await rentSeen()).toBe(404);
    expect(await rentSeen()).toBe(404);
  });

  it('reads an answer again when the clock went back past the time it was kept', async () => {
    const made = await saveListing(t, poster.cookie, {
      body: validForm({ rent: 30000 }),
      files: await pngFiles(1),
    });
    const own = made.json().listed_id as number;
    const seen = async () =>
      (await t.app.inject({ url: `/api/listing/getListingById?id=${own}` })).json().propertyListing.rent;
    t.clock.advance(3_600_000);
    expect(await seen()).toBe(30000);
    const changed = await saveListing(
      t,
      poster.cookie,
      { body: validForm({ id: own, rent: 31000, images: [] }), files: await pngFiles(1) },
      'update',
    );
    expect(changed.statusCode, changed.body).toBe(200);
    // Kept an hour ahead of the clock now: read again, not sent for an hour more.
    t.clock.advance(-3_600_000);
    expect(await seen()).toBe(31000);
  });
});
