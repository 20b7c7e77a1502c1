import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { testDatabaseKind } from '../../../test/database.ts';
import { pngFiles, saveListing, validForm } from '../../../test/listing-kit.ts';
import { visits, wishlist } from '../../db/schema.ts';

let t: TestApp;
let poster: Awaited<ReturnType<typeof createTestUser>>;
let viewer: Awaited<ReturnType<typeof createTestUser>>;
let admin: Awaited<ReturnType<typeof createTestUser>>;
const PHONE = '9811122233';
const EMAIL = 'secret.poster@example.in';
const ids = { recommended: [] as number[], deleted: 0, pune: 0, weekend: 0, pg: 0 };

const post = async (cookie: string, overrides = {}, photos = 1) => {
  const res = await saveListing(t, cookie, { body: validForm(overrides), files: await pngFiles(photos) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().listed_id as number;
};

beforeAll(async () => {
  t = await buildTestApp();
  poster = await createTestUser(t, { fullName: 'Meera Poster', mobileNo: PHONE, email: EMAIL });
  viewer = await createTestUser(t);
  admin = await createTestUser(t, { isAdmin: true });
  for (let i = 0; i < 7; i += 1) {
    ids.recommended.push(
      await post(admin.cookie, {
        buildinCategory: ['Recommended'],
        mobile_no: PHONE,
        email: EMAIL,
        rent: 20000 + i,
      }),
    );
  }
  ids.deleted = await post(admin.cookie, { buildinCategory: ['Recommended', 'Best Deals'] });
  await t.app.inject({
    method: 'POST',
    url: '/api/listing/deleteListing',
    headers: { cookie: admin.cookie },
    payload: { id: ids.deleted },
  });
  ids.pune = await post(admin.cookie, { city: 'Pune', buildinCategory: ['Best Deals'] });
  ids.weekend = await post(poster.cookie, {
    property_type: 'WEEKEND_HOME',
    tenant_type: 'FAMILY',
    brokerage: null,
    locality: 'Lonavala <Hills> & "Lake"',
  });
  ids.pg = await post(poster.cookie, {
    property_type: 'PG_HOSTEL',
    configuration: 'DOUBLE_SHARING',
    tenant_type: 'MALE',
  });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe(`home page calls on ${testDatabaseKind()}`, () => {
  it('getListings gives at most 5 newest live listings per section of the city', async () => {
    const res = await get('/api/listing/getListings?location=Mumbai&user_id=99');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ recommended: Listing[]; best_deals: Listing[]; weekend_home: Listing[] }>();
    expect(body.recommended.map((l) => l.id)).toEqual(ids.recommended.slice(2).reverse());
    expect(body.best_deals).toEqual([]);
    expect(body.weekend_home).toEqual([]);
    const pune = (await get('/api/listing/getListings?location=Pune')).json();
    expect(pune.best_deals.map((l: Listing) => l.id)).toEqual([ids.pune]);
  });

  it('getListings with a section gives the whole section for View All', async () => {
    const body = (await get('/api/listing/getListings?location=Mumbai&section=recommended')).json();
    expect(body.recommended).toHaveLength(7);
    expect(body.recommended.map((l: Listing) => l.id)).not.toContain(ids.deleted);
  });

  it('refuses an unknown city', async () => {
    expect((await get('/api/listing/getListings?location=Gotham')).statusCode).toBe(400);
  });

  it('getCategories answers the property types, Apartment first', async () => {
    const { categories } = (await get('/api/listing/getCategories?location=Mumbai')).json();
    expect(categories[0]).toMatchObject({ property_type: 'APARTMENT' });
    expect(categories.map((c: { property_type: string }) => c.property_type)).toEqual(
      expect.arrayContaining(['APARTMENT', 'WEEKEND_HOME', 'PG_HOSTEL', 'CO_LIVING']),
    );
  });

  it('getCount counts live listings of the city and getStats counts true figures', async () => {
    expect((await get('/api/listing/getCount?location=Mumbai')).json()).toEqual({
      anotherData: [{ count_all: 9 }],
    });
    expect((await get('/api/listing/getCount?location=Kota')).json()).toEqual({
      anotherData: [{ count_all: 0 }],
    });
    expect((await get('/api/listing/getStats')).json()).toEqual({
      trusted_by: 3,
      live_properties: 10,
      cities: 2,
    });
  });
});

describe('one listing, my listings and lists', () => {
  it('getListingById carries wishlisted and isVisited for the caller only', async () => {
    const id = ids.recommended[0]!;
    await t.deps.database.db.insert(wishlist).values({ userId: viewer.user.id, listingId: id });
    await t.deps.database.db.insert(visits).values({ userId: viewer.user.id, listingId: id });
    const mine = (await get(`/api/listing/getListingById?id=${id}`, viewer.cookie)).json().propertyListing;
    expect([mine.wishlisted, mine.isVisited]).toEqual([1, 1]);
    const theirs = (await get(`/api/listing/getListingById?id=${id}`, poster.cookie)).json().propertyListing;
    expect([theirs.wishlisted, theirs.isVisited]).toEqual([0, 0]);
  });

  it('getListingById answers 404 for a deleted or missing listing', async () => {
    expect((await get(`/api/listing/getListingById?id=${ids.deleted}`)).statusCode).toBe(404);
    expect((await get('/api/listing/getListingById?id=999999')).statusCode).toBe(404);
    expect((await get('/api/listing/getListingById?id=abc')).statusCode).toBe(400);
  });

  it('getListingByUserId gives the caller’s own live listings', async () => {
    const res = await get(`/api/listing/getListingByUserId?user_id=${poster.user.id}`, poster.cookie);
    expect(res.json().usersListing.map((l: Listing) => l.id)).toEqual([ids.pg, ids.weekend]);
    expect((await get('/api/listing/getListingByUserId', viewer.cookie)).json()).toEqual({
      usersListing: [],
    });
  });

  it('getListingByUserId refuses someone else’s list unless the caller is an admin, and a visitor', async () => {
    expect(
      (await get(`/api/listing/getListingByUserId?user_id=${poster.user.id}`, viewer.cookie)).statusCode,
    ).toBe(403);
    const asAdmin = await get(`/api/listing/getListingByUserId?user_id=${poster.user.id}`, admin.cookie);
    expect(asAdmin.json().usersListing).toHaveLength(2);
    expect((await get('/api/listing/getListingByUserId')).statusCode).toBe(401);
  });

  it('getPropertyList filters by type within the city, or gives every type', async () => {
    const pgs = (await get('/api/listing/getPropertyList?property_type=PG_HOSTEL&location=Mumbai')).json();
    expect(pgs.properties.map((l: Listing) => l.id)).toEqual([ids.pg]);
    const all = (await get('/api/listing/getPropertyList?location=Mumbai')).json();
    expect(all.properties).toHaveLength(9);
  });
});

describe('privacy of posters', () => {
  it('no listing payload carries the poster’s phone or email for anyone but the poster and admins', async () => {
    const urls = [
      '/api/listing/getListings?location=Mumbai',
      '/api/listing/getListings?location=Mumbai&section=recommended',
      `/api/listing/getListingById?id=${ids.recommended[0]}`,
      `/api/listing/getListingById?id=${ids.weekend}`,
      '/api/listing/getPropertyList?location=Mumbai',
      `/propertydetail/${ids.recommended[0]}`,
      '/sitemap.xml',
    ];
    const bodies = await Promise.all(urls.map(async (url) => (await get(url, viewer.cookie)).body));
    for (const body of bodies) {
      expect(body).not.toContain(PHONE);
      expect(body.toLowerCase()).not.toContain(EMAIL);
      expect(body).not.toContain('mobile_no');
    }
  });

  it('gives the poster and admins the contact phone and email of the poster’s listings, for the edit form', async () => {
    const own = [
      (await get('/api/listing/getListingByUserId', poster.cookie)).body,
      (await get(`/api/listing/getListingByUserId?user_id=${poster.user.id}`, admin.cookie)).body,
      (await get(`/api/listing/getListingById?id=${ids.weekend}`, poster.cookie)).body,
      (await get(`/api/listing/getListingById?id=${ids.weekend}`, admin.cookie)).body,
    ];
    for (const body of own) {
      expect(body).toContain(PHONE);
      expect(body.toLowerCase()).toContain(EMAIL);
    }
  });
});

describe('shared links and the sitemap', () => {
  it('serves /propertydetail/{id} with Open Graph and Twitter tags, escaped', async () => {
    const res = await get(`/propertydetail/${ids.weekend}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(
      '<meta property="og:title" content="2BHK Weekend Home in Lonavala &lt;Hills&gt; &amp; &quot;Lake&quot; for ₹25,000 per day">',
    );
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/media\/listings\/(?:v2\/)?[0-9a-f]{32}-md\.webp">/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toMatch(
      /<meta property="og:description" content="₹25,000 per day, deposit ₹50,000, move in for ₹75,000\. Lonavala/,
    );
    expect(html).not.toContain('<Hills>');
  });

  it('answers 410 Gone with the app for a deleted listing, and 404 for one that never was', async () => {
    const gone = await get(`/propertydetail/${ids.deleted}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['content-type']).toContain('text/html');
    expect(gone.body).toContain('<meta name="robots" content="noindex">');
    expect(gone.body).toContain('<title>No longer listed | Thikana</title>');
    for (const url of ['/propertydetail/424242', '/propertydetail/x']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('lists live listings in /sitemap.xml, not deleted ones', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`<loc>http://localhost:3000/propertydetail/${ids.pg}</loc>`);
    expect(res.body).not.toContain(`/propertydetail/${ids.deleted}<`);
  });
});
