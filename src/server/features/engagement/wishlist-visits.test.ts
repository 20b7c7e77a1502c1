import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { listings, visits } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('the wishlist', () => {
  it('refuses a visitor with the login message', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    const res = await post(API.listing.addToWishlist, { listing_id: listing.id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'You need to Login first' });
  });

  it('flips on each press and lists the caller’s own wishlist with the flag set', async () => {
    const poster = await createTestUser(t);
    const tenant = await createTestUser(t);
    const other = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);

    const first = await post(API.listing.addToWishlist, { listing_id: listing.id }, tenant.cookie);
    expect(first.json()).toEqual({ wishlisted: 1, message: 'Wishlist Updated' });
    const mine = await get(API.listing.getWishListByUserId, tenant.cookie);
    expect(mine.json().wishlist.map((l: { id: number }) => l.id)).toEqual([listing.id]);
    expect(mine.json().wishlist[0].wishlisted).toBe(1);
    expect(mine.json().wishlist[0]).not.toHaveProperty('mobile_no');

    // Another user's id in the query is ignored: identity comes from the session.
    const theirs = await get(`${API.listing.getWishListByUserId}?user_id=${tenant.user.id}`, other.cookie);
    expect(theirs.json()).toEqual({ wishlist: [] });

    const second = await post(
      API.listing.addToWishlist,
      { listing_id: String(listing.id), user_id: other.user.id },
      tenant.cookie,
    );
    expect(second.json()).toEqual({ wishlisted: 0, message: 'Wishlist Updated' });
    expect((await get(API.listing.getWishListByUserId, tenant.cookie)).json()).toEqual({ wishlist: [] });
  });

  it('answers 404 for a missing or deleted listing and drops a deleted one from the list', async () => {
    const poster = await createTestUser(t);
    const tenant = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    await post(API.listing.addToWishlist, { listing_id: listing.id }, tenant.cookie);
    await t.deps.database.db
      .update(listings)
      .set({ deletedAt: t.clock.now() })
      .where(eq(listings.id, listing.id));
    expect(
      (await post(API.listing.addToWishlist, { listing_id: listing.id }, tenant.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await post(API.listing.addToWishlist, { listing_id: 99_999_999 }, tenant.cookie)).statusCode,
    ).toBe(404);
    expect((await get(API.listing.getWishListByUserId, tenant.cookie)).json()).toEqual({ wishlist: [] });
  });

  it('names the bad field when listing_id is missing', async () => {
    const tenant = await createTestUser(t);
    const res = await post(API.listing.addToWishlist, {}, tenant.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('listing_id');
  });
});

describe('visits', () => {
  it('are recorded once per user and listing and listed in My Visits', async () => {
    const poster = await createTestUser(t);
    const tenant = await createTestUser(t);
    const a = await insertTestListing(t, poster.user.id);
    const b = await insertTestListing(t, poster.user.id);
    for (const id of [a.id, a.id, b.id, a.id]) {
      const res = await post(API.listing.setVisits, { property_id: id, email: 'x@y.in' }, tenant.cookie);
      expect(res.json()).toEqual({ message: 'Property added to Visits' });
    }
    const rows = await t.deps.database.db.select().from(visits).where(eq(visits.userId, tenant.user.id));
    expect(rows).toHaveLength(2);
    const list = (await get(API.listing.getVisitsByUserId, tenant.cookie)).json().visits;
    expect(list.map((l: { id: number }) => l.id).sort()).toEqual([a.id, b.id].sort());
    expect(list.every((l: { isVisited: number }) => l.isVisited === 1)).toBe(true);
  });

  it('need a login to record or list', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    expect((await post(API.listing.setVisits, { property_id: listing.id })).statusCode).toBe(401);
    expect((await get(API.listing.getVisitsByUserId)).statusCode).toBe(401);
    expect((await get(API.listing.getWishListByUserId)).statusCode).toBe(401);
  });
});
