// Reports (docs/product/listings.md#reports): once per listing per person, reasons
// checked, and REPORTS_TO_PAUSE reports from people with proven numbers pause the listing
// (their weights: report-weights.test.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { listingEvents, listingReports, listings } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { REPORTS_TO_PAUSE: '2' } });
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const report = (payload: object, cookie?: string) => post(API.listing.reportListing, payload, cookie);
const provenUser = () => createTestUser(t, { mobileVerifiedAt: t.clock.now() });
const rowOf = async (id: number) =>
  (await t.deps.database.db.select().from(listings).where(eq(listings.id, id)))[0]!;

describe('reporting a listing', () => {
  it('needs a login, and a poster cannot report their own listing', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    expect((await report({ id: listing.id, reason: 'FAKE_PHOTOS' })).statusCode).toBe(401);
    const own = await report({ id: listing.id, reason: 'FAKE_PHOTOS' }, poster.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot report your own listing');
  });

  it('names the field when the reason is unknown, or "Other" comes without words', async () => {
    const poster = await createTestUser(t);
    const tenant = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    const unknown = await report({ id: listing.id, reason: 'UGLY' }, tenant.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('reason');
    const other = await report({ id: listing.id, reason: 'OTHER', details: '  ' }, tenant.cookie);
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([{ field: 'details', message: 'Tell us what is wrong' }]);
    const missing = await report({ id: 2_000_000_000, reason: 'FAKE_PHOTOS' }, tenant.cookie);
    expect(missing.statusCode).toBe(404);
    const saved = await t.deps.database.db
      .select()
      .from(listingReports)
      .where(eq(listingReports.listingId, listing.id));
    expect(saved).toEqual([]);
  });

  it('is taken once per listing and person, with its reason and words, and goes in the history', async () => {
    const poster = await createTestUser(t);
    const tenant = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    const first = await report(
      { id: listing.id, reason: 'other', details: 'The owner never answers' },
      tenant.cookie,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Thank you. Our team will look into it.' });
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await report({ id: listing.id, reason: 'FAKE_PHOTOS' }, tenant.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this listing');
    const saved = await t.deps.database.db
      .select()
      .from(listingReports)
      .where(eq(listingReports.listingId, listing.id));
    expect(saved.map((r) => [r.userId, r.reason, r.details])).toEqual([
      [tenant.user.id, 'OTHER', 'The owner never answers'],
    ]);
    const history = await t.deps.database.db
      .select()
      .from(listingEvents)
      .where(eq(listingEvents.listingId, listing.id));
    expect(history.map((e) => [e.action, e.actorId, e.note])).toEqual([
      ['reported', tenant.user.id, 'Other'],
    ]);
    expect((await rowOf(listing.id)).status).toBe('live');
  });

  it('from REPORTS_TO_PAUSE people with proven numbers pauses the listing until its poster or an admin answers', async () => {
    const poster = await createTestUser(t);
    const [a, b] = [await provenUser(), await provenUser()];
    const admin = await createTestUser(t, { isAdmin: true });
    const listing = await insertTestListing(t, poster.user.id);
    await report({ id: listing.id, reason: 'BROKER_POSING' }, a.cookie);
    expect((await rowOf(listing.id)).status).toBe('live');
    await report({ id: listing.id, reason: 'MONEY_BEFORE_VISIT' }, b.cookie);
    expect(await rowOf(listing.id)).toMatchObject({ status: 'paused', pausedReason: 'reports' });

    const list = await t.app.inject({ url: `${API.listing.getPropertyList}?location=Mumbai` });
    expect(list.json().properties.map((l: { id: number }) => l.id)).not.toContain(listing.id);
    const page = await t.app.inject({ url: `${API.listing.getListingById}?id=${listing.id}` });
    expect(page.json().propertyListing.status).toBe('paused');

    const byAdmin = await post(API.listing.confirmListing, { id: listing.id }, admin.cookie);
    expect(byAdmin.json()).toMatchObject({ status: 'live' });
  });

  it('"Already rented" asks the poster at once with the one-tap links, at most once a day', async () => {
    const poster = await createTestUser(t);
    const [a, b] = [await createTestUser(t), await createTestUser(t)];
    const listing = await insertTestListing(t, poster.user.id);
    const toPoster = () => t.deps.outbox.messages.filter((m) => m.to === `91${listing.mobileNo}`);
    await report({ id: listing.id, reason: 'WRONG_DETAILS' }, a.cookie);
    expect(toPoster()).toEqual([]);
    await report({ id: listing.id, reason: 'ALREADY_RENTED' }, b.cookie);
    expect(toPoster()).toHaveLength(1);
    expect(toPoster()[0]!.text).toContain(
      'A tenant told us your 2BHK Apartment in Andheri West may be rented already.',
    );
    expect(toPoster()[0]!.text).toMatch(/Rented out: http\S+\/listing-check\/\S+/);
    expect(t.deps.outbox.messages.filter((m) => m.to === listing.email)).toHaveLength(1);

    const other = await insertTestListing(t, poster.user.id);
    const c = await createTestUser(t);
    await report({ id: other.id, reason: 'ALREADY_RENTED' }, c.cookie);
    await report({ id: other.id, reason: 'ALREADY_RENTED' }, a.cookie);
    expect(t.deps.outbox.messages.filter((m) => m.to === `91${other.mobileNo}`)).toHaveLength(1);
  });
});
