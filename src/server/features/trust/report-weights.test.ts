// What a report weighs toward pausing a listing (docs/decisions/0098-report-weights.md),
// at today's threshold (REPORTS_TO_PAUSE 3): unproven numbers 0, proven 1, "Already
// rented" from a pass holder who opened the contact 2, past the daily cap 0; the poster
// is told at once and brings the listing back in one tap until an admin decides.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import type { ModerationItem, ModerationQueueResponse } from '../../../shared/schemas/trust.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { passCalls } from '../../../test/pass-fixture.ts';
import { listings } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const unproven = () => createTestUser(t);
const proven = () => createTestUser(t, { mobileVerifiedAt: t.clock.now() });
const report = (id: number, cookie: string, reason = 'FAKE_PHOTOS') =>
  post(API.listing.reportListing, { id, reason }, cookie);
const statusOf = async (id: number) => {
  const [row] = await t.deps.database.db.select().from(listings).where(eq(listings.id, id));
  return { status: row!.status, pausedReason: row!.pausedReason };
};
/** An admin who gave their second factor now (the clock moves in these tests). */
const adminCookie = async () => (await createTestUser(t, { isAdmin: true })).cookie;
const moderate = async (listing_id: number, action: string) =>
  post(ADMIN_API.moderate, { listing_id, action, note: '' }, await adminCookie());
const itemOf = async (id: number) =>
  (await t.app.inject({ url: ADMIN_API.moderation, headers: { cookie: await adminCookie() } }))
    .json<ModerationQueueResponse>()
    .items.find((i) => i.listing.id === id) as ModerationItem;
const weightsOf = async (id: number) =>
  (await itemOf(id)).reports.map((r) => [r.reporter_id, r.weight, r.weight_reason]);
const newListing = async () => insertTestListing(t, (await createTestUser(t)).user.id);
const whatsappTo = (mobile: string) => t.deps.outbox.messages.filter((m) => m.to === `91${mobile}`);
const stillAvailableLink = (text: string) =>
  decodeURIComponent(/It is still available: \S+\/listing-check\/(\S+)/.exec(text)?.[1] ?? '');

describe('what a report weighs', () => {
  it('three accounts with unproven numbers do not pause a live listing; their reports show weight 0 and why', async () => {
    const listing = await newListing();
    const people = [await unproven(), await unproven(), await unproven()];
    for (const person of people) expect((await report(listing.id, person.cookie)).statusCode).toBe(200);
    expect(await statusOf(listing.id)).toEqual({ status: 'live', pausedReason: null });
    const item = await itemOf(listing.id);
    expect(item.open_reports).toBe(3);
    expect((await weightsOf(listing.id)).sort()).toEqual(
      people.map((p) => [p.user.id, 0, 'unproven_number']).sort(),
    );
    expect(whatsappTo(listing.mobileNo)).toEqual([]);
  });

  it('three people with proven numbers pause it at the threshold; each weighs 1', async () => {
    const listing = await newListing();
    const [a, b, c] = [await proven(), await proven(), await proven()];
    await report(listing.id, a.cookie);
    await report(listing.id, b.cookie, 'WRONG_DETAILS');
    expect((await statusOf(listing.id)).status).toBe('live');
    await report(listing.id, c.cookie, 'BROKER_POSING');
    expect(await statusOf(listing.id)).toEqual({ status: 'paused', pausedReason: 'reports' });
    expect(new Set((await itemOf(listing.id)).reports.map((r) => `${r.weight} ${r.weight_reason}`))).toEqual(
      new Set(['1 proven_number']),
    );
  });

  it('"Already rented" from a pass holder who opened the contact weighs 2; from others, or another reason, 1', async () => {
    const holder = await proven();
    expect((await passCalls(t).buyPass(holder.cookie)).statusCode).toBe(200);
    const [rented, otherReason, notOpened] = [await newListing(), await newListing(), await newListing()];
    for (const id of [rented.id, otherReason.id]) {
      const opened = await t.app.inject({
        url: `${API.listing.getListingContactDetails}?id=${id}`,
        headers: { cookie: holder.cookie, 'sec-fetch-site': 'same-origin' },
      });
      expect(opened.statusCode).toBe(200);
    }
    await report(rented.id, holder.cookie, 'ALREADY_RENTED');
    await report(otherReason.id, holder.cookie, 'WRONG_DETAILS');
    await report(notOpened.id, holder.cookie, 'ALREADY_RENTED');
    expect(await weightsOf(rented.id)).toEqual([[holder.user.id, 2, 'pass_holder_rented']]);
    expect(await weightsOf(otherReason.id)).toEqual([[holder.user.id, 1, 'proven_number']]);
    expect(await weightsOf(notOpened.id)).toEqual([[holder.user.id, 1, 'proven_number']]);
    // 2 + 1 reaches 3.
    await report(rented.id, (await proven()).cookie, 'ALREADY_RENTED');
    expect((await statusOf(rented.id)).status).toBe('paused');
  });

  it('one account pauses at most 3 listings a day: its 4th report counts 0 ("daily cap"), even one made earlier', async () => {
    const busy = await proven();
    const early = await newListing();
    await report(early.id, busy.cookie);
    const paused = [await newListing(), await newListing(), await newListing()];
    for (const listing of paused) {
      await report(listing.id, (await proven()).cookie);
      await report(listing.id, (await proven()).cookie);
      await report(listing.id, busy.cookie);
      expect((await statusOf(listing.id)).status).toBe('paused');
    }
    const fourth = await newListing();
    await report(fourth.id, (await proven()).cookie);
    await report(fourth.id, (await proven()).cookie);
    await report(fourth.id, busy.cookie);
    expect((await statusOf(fourth.id)).status).toBe('live');
    const capped = (await itemOf(fourth.id)).reports.find((r) => r.reporter_id === busy.user.id);
    expect(capped).toMatchObject({ weight: 0, weight_reason: 'daily_cap' });
    // Its report from before the three pauses no longer counts either.
    await report(early.id, (await proven()).cookie);
    await report(early.id, (await proven()).cookie);
    expect((await statusOf(early.id)).status).toBe('live');
    expect((await itemOf(early.id)).reports.find((r) => r.reporter_id === busy.user.id)).toMatchObject({
      weight: 0,
      weight_reason: 'daily_cap',
    });
    // A day later it counts again.
    t.clock.advance(24 * HOUR + 1);
    const nextDay = await newListing();
    await report(nextDay.id, (await proven()).cookie);
    await report(nextDay.id, (await proven()).cookie);
    await report(nextDay.id, busy.cookie);
    expect((await statusOf(nextDay.id)).status).toBe('paused');
  });
});

describe('the poster of a listing reports paused', () => {
  const pauseByReports = async () => {
    const listing = await newListing();
    for (let i = 0; i < 3; i += 1) await report(listing.id, (await proven()).cookie);
    expect((await statusOf(listing.id)).status).toBe('paused');
    return listing;
  };

  it('is told at once by WhatsApp and email, and "It is still available" brings it back without logging in', async () => {
    const listing = await pauseByReports();
    const [message] = whatsappTo(listing.mobileNo);
    expect(message?.text).toContain(
      'Your 2BHK Apartment in Andheri West is paused: tenants reported it, and our team will look at the reports.',
    );
    const mail = t.deps.outbox.messages.filter((m) => m.to === listing.email);
    expect(mail).toHaveLength(1);
    const token = stillAvailableLink(message!.text);
    const page = await t.app.inject({
      url: `${API.listing.freshnessLink}?token=${encodeURIComponent(token)}`,
    });
    expect(page.json()).toMatchObject({ answer: 'available', status: 'paused', paused_reason: 'reports' });
    expect((await statusOf(listing.id)).status).toBe('paused');

    const tapped = await post(API.listing.answerFreshnessLink, { token });
    expect(tapped.json()).toMatchObject({ message: 'Your listing is live again', status: 'live' });
    expect(await statusOf(listing.id)).toEqual({ status: 'live', pausedReason: null });
    // The reports stay open for an admin, answered.
    const item = await itemOf(listing.id);
    expect(item.reports.map((r) => r.answered)).toEqual([true, true, true]);
    expect(item.history[0]).toMatchObject({ action: 'revived' });
  });

  it('is not paused again by the same reports: new reports must reach the threshold', async () => {
    const listing = await pauseByReports();
    const token = stillAvailableLink(whatsappTo(listing.mobileNo)[0]!.text);
    await post(API.listing.answerFreshnessLink, { token });
    await report(listing.id, (await proven()).cookie);
    await report(listing.id, (await proven()).cookie);
    expect((await statusOf(listing.id)).status).toBe('live');
    await report(listing.id, (await proven()).cookie);
    expect((await statusOf(listing.id)).status).toBe('paused');
    expect(whatsappTo(listing.mobileNo)).toHaveLength(2);
  });

  it('brings it back from My Properties too, which says why it is paused', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    for (let i = 0; i < 3; i += 1) await report(listing.id, (await proven()).cookie);
    const mine = await t.app.inject({
      url: API.listing.getListingByUserId,
      headers: { cookie: poster.cookie },
    });
    const own = mine.json().usersListing.find((l: { id: number }) => l.id === listing.id);
    expect(own).toMatchObject({ status: 'paused', paused_reason: 'reports' });
    const stranger = await t.app.inject({ url: `${API.listing.getListingById}?id=${listing.id}` });
    expect(stranger.json().propertyListing).not.toHaveProperty('paused_reason');
    const back = await post(API.listing.confirmListing, { id: listing.id }, poster.cookie);
    expect(back.json()).toMatchObject({ status: 'live' });
  });

  it('cannot undo an admin who kept it paused, before or after the tap', async () => {
    const listing = await pauseByReports();
    const token = stillAvailableLink(whatsappTo(listing.mobileNo)[0]!.text);
    await moderate(listing.id, 'pause');
    const tapped = await post(API.listing.answerFreshnessLink, { token });
    expect(tapped.statusCode).toBe(403);
    expect(tapped.json().message).toBe(
      'Our team paused this listing after checking reports about it. We will write to you.',
    );
    expect(await statusOf(listing.id)).toEqual({ status: 'paused', pausedReason: 'admin' });
    const page = await t.app.inject({
      url: `${API.listing.freshnessLink}?token=${encodeURIComponent(token)}`,
    });
    expect(page.json()).toMatchObject({ status: 'paused', paused_reason: 'admin' });

    const tappedFirst = await pauseByReports();
    const firstToken = stillAvailableLink(whatsappTo(tappedFirst.mobileNo)[0]!.text);
    await post(API.listing.answerFreshnessLink, { token: firstToken });
    await moderate(tappedFirst.id, 'pause');
    expect((await post(API.listing.answerFreshnessLink, { token: firstToken })).statusCode).toBe(403);
    expect((await statusOf(tappedFirst.id)).pausedReason).toBe('admin');
  });

  it('finds it live after an admin dismissed the reports; the tap changes nothing', async () => {
    const listing = await pauseByReports();
    const token = stillAvailableLink(whatsappTo(listing.mobileNo)[0]!.text);
    await moderate(listing.id, 'dismiss');
    expect((await statusOf(listing.id)).status).toBe('live');
    const tapped = await post(API.listing.answerFreshnessLink, { token });
    expect(tapped.json()).toMatchObject({ status: 'live' });
    expect(await itemOf(listing.id)).toBeUndefined();
  });
});
