// The moderation queue (docs/product/listings.md#moderation): admins only, grouped by
// listing and ordered, every action recorded in the listing's history.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import type { ModerationItem, ModerationQueueResponse } from '../../../shared/schemas/trust.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { saveListing, validForm } from '../../../test/listing-kit.ts';
import { listings, users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { REPORTS_TO_PAUSE: '2' } });
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
/** A report from a new account with a proven number (each counts 1 toward a pause). */
const report = async (id: number, reason = 'FAKE_PHOTOS') =>
  post(
    API.listing.reportListing,
    { id, reason },
    (await createTestUser(t, { mobileVerifiedAt: t.clock.now() })).cookie,
  );
const queue = async (cookie: string) =>
  (await t.app.inject({ url: ADMIN_API.moderation, headers: { cookie } })).json<ModerationQueueResponse>()
    .items;
const itemOf = async (cookie: string, id: number) =>
  (await queue(cookie)).find((i) => i.listing.id === id) as ModerationItem | undefined;
const act = (cookie: string, listing_id: number, action: string, note = '') =>
  post(ADMIN_API.moderate, { listing_id, action, note }, cookie);
const rowOf = async (id: number) =>
  (await t.deps.database.db.select().from(listings).where(eq(listings.id, id)))[0]!;

describe('the moderation queue', () => {
  it('is for admins who gave their second factor only', async () => {
    const user = await createTestUser(t);
    expect((await t.app.inject({ url: ADMIN_API.moderation })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: ADMIN_API.moderation, headers: { cookie: user.cookie } })).statusCode,
    ).toBe(403);
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    expect((await act(user.cookie, listing.id, 'remove')).statusCode).toBe(403);
    expect((await rowOf(listing.id)).deletedAt).toBeNull();
  });

  it('groups open reports by listing, most reported then newest first, with the poster, other listings and history', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const poster = await createTestUser(t);
    const once = await insertTestListing(t, poster.user.id);
    const twice = await insertTestListing(t, poster.user.id);
    const quiet = await insertTestListing(t, poster.user.id);
    await report(twice.id, 'WRONG_DETAILS');
    await report(once.id);
    t.clock.advance(60_000);
    await report(twice.id, 'BROKER_POSING');
    const items = await queue(admin.cookie);
    const ids = items.map((i) => i.listing.id);
    expect(ids.indexOf(twice.id)).toBeLessThan(ids.indexOf(once.id));
    expect(ids).not.toContain(quiet.id);
    const item = items.find((i) => i.listing.id === twice.id)!;
    expect(item.open_reports).toBe(2);
    expect(item.reports.map((r) => r.reason)).toEqual(['BROKER_POSING', 'WRONG_DETAILS']);
    expect(item.other_listings.map((l) => l.id).sort()).toEqual([once.id, quiet.id].sort());
    expect(item.poster).toMatchObject({ id: poster.user.id, suspended: false });
    // Reported as a broker: flagged for admins.
    expect(item.poster.broker_risk).toContain('reported_as_broker');
    expect(item.history.map((h) => h.action)).toEqual(['paused', 'reported', 'reported']);
  });

  it('flags a non-broker poster with many listings in many localities, or a phone on another account', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const busy = await createTestUser(t);
    const localities = ['Bandra', 'Powai', 'Juhu', 'Malad', 'Andheri'];
    const rows = [];
    for (const locality of localities) {
      const row = await insertTestListing(t, busy.user.id);
      await t.deps.database.db.update(listings).set({ locality }).where(eq(listings.id, row.id));
      rows.push(row);
    }
    await report(rows[0]!.id);
    expect((await itemOf(admin.cookie, rows[0]!.id))?.poster.broker_risk).toEqual(['many_listings']);

    const twin = await createTestUser(t);
    const copy = await createTestUser(t, { mobileNo: twin.user.mobileNo });
    const listing = await insertTestListing(t, copy.user.id);
    await report(listing.id);
    expect((await itemOf(admin.cookie, listing.id))?.poster.broker_risk).toEqual(['shared_phone']);

    const broker = await createTestUser(t, { userType: 'broker' });
    const honest = await insertTestListing(t, broker.user.id);
    await report(honest.id, 'BROKER_POSING');
    expect((await itemOf(admin.cookie, honest.id))?.poster.broker_risk).toEqual([]);
  });

  it('dismiss closes the reports and brings back a listing the reports paused', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    await report(listing.id);
    await report(listing.id);
    expect((await rowOf(listing.id)).status).toBe('paused');
    const res = await act(admin.cookie, listing.id, 'dismiss', 'Photos checked, they are real');
    expect(res.json()).toEqual({ message: 'Reports dismissed' });
    expect((await rowOf(listing.id)).status).toBe('live');
    expect(await itemOf(admin.cookie, listing.id)).toBeUndefined();
  });

  it('ask to fix messages the poster and keeps the reports open; it needs a note', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    await report(listing.id, 'WRONG_DETAILS');
    const bare = await act(admin.cookie, listing.id, 'ask_to_fix');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([{ field: 'note', message: 'Write what the poster should know' }]);
    await act(admin.cookie, listing.id, 'ask_to_fix', 'The rent says 2,500; is it 25,000?');
    const sent = t.deps.outbox.messages.filter((m) => m.to === `91${listing.mobileNo}`);
    expect(sent.at(-1)?.text).toBe(
      'Please update your listing "2BHK Apartment in Andheri West" on Thikana: The rent says 2,500; is it 25,000?',
    );
    const item = await itemOf(admin.cookie, listing.id);
    expect(item?.history[0]).toMatchObject({
      action: 'asked_to_fix',
      actor_name: admin.user.fullName,
      note: 'The rent says 2,500; is it 25,000?',
    });
  });

  it('pause and remove take the listing down; remove answers 404 after', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const poster = await createTestUser(t);
    const paused = await insertTestListing(t, poster.user.id);
    const removed = await insertTestListing(t, poster.user.id);
    await report(paused.id);
    await report(removed.id);
    await act(admin.cookie, paused.id, 'pause');
    expect(await rowOf(paused.id)).toMatchObject({ status: 'paused', pausedReason: 'admin' });
    const revive = await post(API.listing.confirmListing, { id: paused.id }, poster.cookie);
    expect(revive.statusCode).toBe(403);
    await act(admin.cookie, removed.id, 'remove');
    const page = await t.app.inject({ url: `${API.listing.getListingById}?id=${removed.id}` });
    expect(page.statusCode).toBe(404);
  });

  it('suspend pauses every listing of the poster, who can no longer post or revive them', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const poster = await createTestUser(t);
    const reported = await insertTestListing(t, poster.user.id);
    const other = await insertTestListing(t, poster.user.id);
    await report(reported.id, 'MONEY_BEFORE_VISIT');
    const res = await act(admin.cookie, reported.id, 'suspend', 'Asked tenants for a token amount.');
    expect(res.json()).toEqual({ message: 'The poster is suspended' });
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, poster.user.id));
    expect(user?.suspendedAt).toEqual(t.clock.now());
    expect((await rowOf(other.id)).status).toBe('paused');
    const list = await t.app.inject({ url: `${API.listing.getPropertyList}?location=Mumbai` });
    const listed = list.json().properties.map((l: { id: number }) => l.id);
    expect(listed).not.toContain(reported.id);
    expect(listed).not.toContain(other.id);
    const posted = await saveListing(t, poster.cookie, { body: validForm() });
    expect(posted.statusCode).toBe(403);
    expect(posted.json().message).toContain('suspended');
    expect((await post(API.listing.confirmListing, { id: other.id }, poster.cookie)).statusCode).toBe(403);
    expect(t.deps.outbox.messages.filter((m) => m.to === `91${reported.mobileNo}`).at(-1)?.text).toContain(
      'Your Thikana account is suspended',
    );
  });

  it('rented (an admin agrees it is let) closes the listing and its reports', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    await report(listing.id, 'ALREADY_RENTED');
    expect((await act(admin.cookie, listing.id, 'rented')).json()).toEqual({
      message: 'Marked as rented out',
    });
    expect((await rowOf(listing.id)).status).toBe('rented');
    expect(await itemOf(admin.cookie, listing.id)).toBeUndefined();
  });
});
