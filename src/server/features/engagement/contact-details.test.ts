import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { DAILY_CONTACT_CAP } from '../../../shared/constants.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { itRacesOnPostgres } from '../../../test/races.ts';
import { contactUnlocks, visits } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR = 3600 * 1000;
/** As the property page asks: the browser marks its own fetches same-origin. */
const contacts = (id: number, cookie?: string, site = 'same-origin') =>
  t.app.inject({
    url: `${API.listing.getListingContactDetails}?id=${id}`,
    headers: { 'sec-fetch-site': site, ...(cookie ? { cookie } : {}) },
  });
const passUntil = (ms: number) => new Date(t.clock.now().getTime() + ms);

describe('owner contact details', () => {
  it('are refused to a visitor with 401', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    const res = await contacts(listing.id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please Login First' });
  });

  it('are refused to another user without a pass with 403 the dialog can act on', async () => {
    const poster = await createTestUser(t);
    const tenant = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    const res = await contacts(listing.id, tenant.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: 'Subscribe to see owner details',
      errors: [{ field: 'subscription_upto' }],
    });
    expect(res.body).not.toContain(listing.mobileNo);
    const logged = await t.deps.database.db
      .select()
      .from(contactUnlocks)
      .where(eq(contactUnlocks.userId, tenant.user.id));
    expect(logged).toEqual([]);
  });

  it('are shown to the poster, an admin and an active pass, each unlock logged', async () => {
    const poster = await createTestUser(t);
    const admin = await createTestUser(t, { isAdmin: true });
    const holder = await createTestUser(t, { subscriptionUpto: passUntil(2 * HOUR) });
    const listing = await insertTestListing(t, poster.user.id);
    const expected = {
      listingContactDetails: [
        { full_name: listing.fullName, mobile_no: listing.mobileNo, email: listing.email },
      ],
    };
    for (const who of [poster, admin, holder, holder]) {
      const res = await contacts(listing.id, who.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
    const logged = await t.deps.database.db
      .select()
      .from(contactUnlocks)
      .where(eq(contactUnlocks.listingId, listing.id));
    expect(logged).toHaveLength(4);
  });

  it('are refused once the pass has expired', async () => {
    const poster = await createTestUser(t);
    const holder = await createTestUser(t, { subscriptionUpto: passUntil(HOUR) });
    const listing = await insertTestListing(t, poster.user.id);
    expect((await contacts(listing.id, holder.cookie)).statusCode).toBe(200);
    t.clock.advance(HOUR + 1);
    expect((await contacts(listing.id, holder.cookie)).statusCode).toBe(403);
  });

  it('answer 404 for a listing that does not exist', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    expect((await contacts(99_999_999, admin.cookie)).statusCode).toBe(404);
  });

  it('record a visit once per user and listing', async () => {
    const poster = await createTestUser(t);
    const holder = await createTestUser(t, { subscriptionUpto: passUntil(24 * HOUR) });
    const listing = await insertTestListing(t, poster.user.id);
    await contacts(listing.id, holder.cookie);
    await contacts(listing.id, holder.cookie);
    const rows = await t.deps.database.db
      .select()
      .from(visits)
      .where(and(eq(visits.userId, holder.user.id), eq(visits.listingId, listing.id)));
    expect(rows).toHaveLength(1);
    const list = await t.app.inject({
      url: API.listing.getVisitsByUserId,
      headers: { cookie: holder.cookie },
    });
    expect(list.json().visits.map((l: { id: number }) => l.id)).toEqual([listing.id]);
  });
});

describe('the fair-use cap', () => {
  it('refuses the 31st new listing of a day, allows re-opening and the next day', async () => {
    // 10:00 in India, so the whole test stays inside one Indian day.
    t.clock.set(new Date('2026-12-01T04:30:00Z'));
    const poster = await createTestUser(t);
    const holder = await createTestUser(t, { subscriptionUpto: passUntil(7 * 24 * HOUR) });
    const own = await insertTestListing(t, holder.user.id);
    const ids: number[] = [];
    for (let i = 0; i <= DAILY_CONTACT_CAP; i += 1) ids.push((await insertTestListing(t, poster.user.id)).id);

    for (const id of ids.slice(0, DAILY_CONTACT_CAP))
      expect((await contacts(id, holder.cookie)).statusCode).toBe(200);
    const refused = await contacts(ids[DAILY_CONTACT_CAP]!, holder.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/30 new owner contacts today/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Re-opening one already unlocked today is free, and the poster's own listing never counts.
    expect((await contacts(ids[0]!, holder.cookie)).statusCode).toBe(200);
    expect((await contacts(own.id, holder.cookie)).statusCode).toBe(200);

    // After midnight in India the day starts again.
    t.clock.set(new Date('2026-12-01T18:31:00Z'));
    expect((await contacts(ids[DAILY_CONTACT_CAP]!, holder.cookie)).statusCode).toBe(200);
  });

  it('does not apply to admins', async () => {
    const poster = await createTestUser(t);
    const admin = await createTestUser(t, { isAdmin: true });
    for (let i = 0; i <= DAILY_CONTACT_CAP; i += 1) {
      const listing = await insertTestListing(t, poster.user.id);
      expect((await contacts(listing.id, admin.cookie)).statusCode).toBe(200);
    }
  });

  itRacesOnPostgres('cannot be raced by parallel requests', async () => {
    t.clock.set(new Date('2026-12-05T04:30:00Z'));
    const poster = await createTestUser(t);
    const holder = await createTestUser(t, { subscriptionUpto: passUntil(7 * 24 * HOUR) });
    const ids: number[] = [];
    for (let i = 0; i < DAILY_CONTACT_CAP + 10; i += 1)
      ids.push((await insertTestListing(t, poster.user.id)).id);
    const answers = await Promise.all(ids.map((id) => contacts(id, holder.cookie)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(DAILY_CONTACT_CAP);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
  });

  it('are not spent by a link or image on another site, which records nothing', async () => {
    const poster = await createTestUser(t);
    const holder = await createTestUser(t, { subscriptionUpto: passUntil(24 * HOUR) });
    const listing = await insertTestListing(t, poster.user.id);
    for (const site of ['cross-site', 'same-site', 'none']) {
      const res = await contacts(listing.id, holder.cookie, site);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errors: [{ field: 'origin' }] });
    }
    const noHeaders = await t.app.inject({
      url: `${API.listing.getListingContactDetails}?id=${listing.id}`,
      headers: { cookie: holder.cookie, origin: 'https://evil.example' },
    });
    expect(noHeaders.statusCode).toBe(403);
    const fromAnotherPage = await t.app.inject({
      url: `${API.listing.getListingContactDetails}?id=${listing.id}`,
      headers: { cookie: holder.cookie, referer: 'https://evil.example/listing-bait' },
    });
    expect(fromAnotherPage.statusCode).toBe(403);
    const db = t.deps.database.db;
    expect(await db.select().from(contactUnlocks).where(eq(contactUnlocks.userId, holder.user.id))).toEqual(
      [],
    );
    expect(await db.select().from(visits).where(eq(visits.userId, holder.user.id))).toEqual([]);
  });

  it('already opened stay readable from anywhere, without spending again', async () => {
    const poster = await createTestUser(t);
    const holder = await createTestUser(t, { subscriptionUpto: passUntil(24 * HOUR) });
    const listing = await insertTestListing(t, poster.user.id);
    const unlocks = () =>
      t.deps.database.db
        .select()
        .from(contactUnlocks)
        .where(and(eq(contactUnlocks.userId, holder.user.id), eq(contactUnlocks.listingId, listing.id)));
    expect((await contacts(listing.id, holder.cookie)).statusCode).toBe(200);
    expect(await unlocks()).toHaveLength(1);
    const again = await contacts(listing.id, holder.cookie, 'cross-site');
    expect(again.statusCode).toBe(200);
    expect(again.json().listingContactDetails[0].full_name).toBeTruthy();
    expect(await unlocks()).toHaveLength(1);
  });

  it('are opened for a client that names the site as its Origin', async () => {
    const poster = await createTestUser(t);
    const holder = await createTestUser(t, { subscriptionUpto: passUntil(24 * HOUR) });
    const listing = await insertTestListing(t, poster.user.id);
    const res = await t.app.inject({
      url: `${API.listing.getListingContactDetails}?id=${listing.id}`,
      headers: { cookie: holder.cookie, origin: t.deps.config.PUBLIC_URL! },
    });
    expect(res.statusCode).toBe(200);
  });

  it('are opened for a client outside a browser, which sends no browser headers at all', async () => {
    const poster = await createTestUser(t);
    const holder = await createTestUser(t, { subscriptionUpto: passUntil(24 * HOUR) });
    const listing = await insertTestListing(t, poster.user.id);
    const res = await t.app.inject({
      url: `${API.listing.getListingContactDetails}?id=${listing.id}`,
      headers: { cookie: holder.cookie },
    });
    expect(res.statusCode).toBe(200);
    const db = t.deps.database.db;
    expect(
      await db.select().from(contactUnlocks).where(eq(contactUnlocks.userId, holder.user.id)),
    ).toHaveLength(1);
  });
});
