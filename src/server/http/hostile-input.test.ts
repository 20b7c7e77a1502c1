// Input that used to reach the database or the multipart parser unchecked and come
// back as a 500: each is now a 4xx naming the field (docs/decisions/0034-never-a-5xx.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../shared/api.ts';
import { ACCOUNT_API } from '../../shared/api-account.ts';
import { ADMIN_API } from '../../shared/api-admin.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { encodeCursor } from '../features/search/cursor.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await createTestUser(t, { isAdmin: true })).cookie;
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, payload?: string, contentType = 'application/json') =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin, ...(payload !== undefined ? { 'content-type': contentType } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });

const expectField = (res: { statusCode: number; json: () => unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect((res.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
};

const UPLOADS = [
  API.listing.addListing,
  API.listing.updateListing,
  API.listing.imageUpload,
  ADMIN_API.addService,
];

describe('a broken multipart upload', () => {
  it.each(UPLOADS)('without a boundary is refused on %s with 400', async (url) => {
    expectField(await send('POST', url, 'abc', 'multipart/form-data'), 'body');
  });

  it.each(UPLOADS)('cut short is refused on %s with 400', async (url) => {
    const truncated =
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff';
    expectField(await send('POST', url, truncated, 'multipart/form-data; boundary=XX'), 'body');
  });
});

describe('an id past the database integer range', () => {
  const HUGE = 2 ** 31;
  it.each([
    ['GET', `${API.listing.getListingById}?id=${HUGE}`, undefined, 'id'],
    ['GET', `${API.listing.getListingContactDetails}?id=${HUGE}`, undefined, 'id'],
    ['GET', `${API.listing.getListingByUserId}?user_id=${HUGE}`, undefined, 'user_id'],
    ['POST', API.listing.deleteListing, JSON.stringify({ id: HUGE }), 'id'],
    ['POST', API.listing.addToWishlist, JSON.stringify({ listing_id: 1e12 }), 'listing_id'],
    ['POST', API.listing.setVisits, JSON.stringify({ property_id: HUGE }), 'property_id'],
    ['POST', API.blog.deleteBlog, JSON.stringify({ id: 99999999999 }), 'id'],
    ['POST', ADMIN_API.deleteService, JSON.stringify({ service_id: HUGE }), 'service_id'],
  ] as const)('is refused: %s %s', async (method, url, payload, field) => {
    expectField(await send(method, url, payload), field);
  });
});

describe('a NUL character', () => {
  it.each([
    ['POST', ACCOUNT_API.login, JSON.stringify({ email: 'a\u0000@b.in', password: 'secret-pass' }), 'email'],
    [
      'POST',
      API.listing.searchProperties,
      JSON.stringify({ location: 'Mumbai', search: 'a\u0000b' }),
      'search',
    ],
    ['GET', `${API.blog.getBlogByTitle}?title=a%00b`, undefined, 'title'],
    ['POST', API.blog.addBlog, JSON.stringify({ title: 'Hi\u0000', content: 'x', category: 'y' }), 'title'],
  ] as const)('is refused: %s %s', async (method, url, payload, field) => {
    expectField(await send(method, url, payload), field);
  });

  it('in the JSON part of a listing upload is refused', async () => {
    const body = JSON.stringify({ title: 'x', description: 'a\u0000b' });
    const form = `--XX\r\nContent-Disposition: form-data; name="body"\r\n\r\n${body}\r\n--XX--\r\n`;
    expectField(
      await send('POST', API.listing.addListing, form, 'multipart/form-data; boundary=XX'),
      'description',
    );
  });
});

describe('a forged search cursor', () => {
  const cursorWith = (key: [number, string, number, number]) =>
    encodeCursor({
      sort: 'newest',
      key: { tier: key[0], createdAt: key[1], rent: key[2], id: key[3] },
      total: 1,
      totalIsEstimate: false,
    });
  it.each([
    ['a day that does not exist', [0, '2024-02-30T10:00:00.000000Z', 5000, 5]],
    ['an hour that does not exist', [0, '2024-02-03T25:00:00.000000Z', 5000, 5]],
    ['a rent past the column', [0, '2024-02-03T10:00:00.000000Z', 1e12, 5]],
    ['an id past the column', [0, '2024-02-03T10:00:00.000000Z', 5000, 2 ** 40]],
  ] as const)('with %s is refused', async (_name, key) => {
    const res = await send(
      'POST',
      API.listing.searchProperties,
      JSON.stringify({ location: 'Mumbai', cursor: cursorWith([...key]) }),
    );
    expectField(res, 'cursor');
  });
});

describe('a JSON body shaped to exhaust the server', () => {
  const DEEP = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
  const DEEP_ARRAY = `${'['.repeat(5000)}${']'.repeat(5000)}`;
  const WIDE = `[${new Array(100_000).fill('0').join(',')}]`;
  const LONG_KEYS = JSON.stringify(
    Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`${String(i)}${'k'.repeat(200_000)}`, 'v'])),
  );
  let jsonRoutes: string[] = [];
  beforeAll(async () => {
    const paths = (await t.app.inject('/api/docs/json')).json().paths as Record<
      string,
      Record<string, { requestBody?: { content: Record<string, unknown> } }>
    >;
    jsonRoutes = Object.entries(paths)
      .filter(([, ops]) => ops.post?.requestBody?.content['application/json'])
      .map(([url]) => url);
  });

  it('nested 5,000 levels deep is refused with 400 naming body on every JSON route', async () => {
    expect(jsonRoutes.length).toBeGreaterThan(20);
    for (const url of jsonRoutes) {
      for (const payload of [DEEP, DEEP_ARRAY]) {
        const res = await send('POST', url, payload);
        expect([url, res.statusCode]).toEqual([url, 400]);
        expectField(res, 'body');
      }
    }
  });

  it('nested exactly as deep as allowed is read as usual', async () => {
    const nested = (levels: number) =>
      JSON.stringify({ email: 'a@b.in', password: 'secret-pass', extra: 0 }).replace(
        '0',
        `${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}`,
      );
    const allowed = await send('POST', ACCOUNT_API.login, nested(64));
    expect(allowed.statusCode).toBe(401);
    expectField(await send('POST', ACCOUNT_API.login, nested(65)), 'body');
  });

  it('in the JSON part of an upload is refused with 400 naming body', async () => {
    for (const url of [API.listing.addListing, ADMIN_API.addService]) {
      const form = `--XX\r\nContent-Disposition: form-data; name="body"\r\n\r\n${DEEP}\r\n--XX--\r\n`;
      expectField(await send('POST', url, form, 'multipart/form-data; boundary=XX'), 'body');
    }
  });

  it('with 100,000 array elements or 200,000-character keys never answers 5xx', async () => {
    const wideFields = `{"location":${WIDE},"amenities":${WIDE},"email":${WIDE},"title":${WIDE}}`;
    const routes = [
      ACCOUNT_API.login,
      ACCOUNT_API.register,
      ACCOUNT_API.loginOtp,
      API.listing.searchProperties,
      API.listing.setVisits,
      API.blog.addBlog,
      API.savedSearch.list,
    ];
    for (const url of routes) {
      for (const payload of [WIDE, wideFields, LONG_KEYS]) {
        const res = await send('POST', url, payload);
        expect([url, res.statusCode < 500]).toEqual([url, true]);
      }
    }
  });
});
