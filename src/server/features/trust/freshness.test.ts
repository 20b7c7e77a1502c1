// Freshness (docs/product/listings.md#freshness): the weekly question with one-tap links,
// the pause after 21 days unconfirmed, and the poster's own buttons, with the clock moved.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import type { ListingStatusResponse } from '../../../shared/schemas/trust.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { saveListing, validForm } from '../../../test/listing-kit.ts';
import { listingEvents, listings } from '../../db/schema.ts';
import { createSession } from '../../http/session.ts';
import { findJob } from '../../jobs/definitions.ts';
import { runJobOnce } from '../../jobs/runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const run = (name: string) =>
  runJobOnce(findJob(name)!, { deps: t.deps, log: quiet }, { trigger: 'manual', attempt: 1 });
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const statusOf = async (id: number) =>
  (await t.deps.database.db.select().from(listings).where(eq(listings.id, id)))[0]!;
/** A session started now (the clock moves past a session's lifetime in these tests). */
const freshCookie = async (userId: number) =>
  `thikana_session=${await createSession(t.deps.database.db, { userId, now: t.clock.now() })}`;
const messagesTo = (to: string) => t.deps.outbox.messages.filter((m) => m.to === to);
const linksIn = (text: string) => [...text.matchAll(/\/listing-check\/(\S+)/g)].map((m) => m[1]!);
const inSearch = async (id: number) => {
  const res = await t.app.inject({ url: `${API.listing.getPropertyList}?location=Mumbai` });
  return res.json<{ properties: { id: number }[] }>().properties.some((l) => l.id === id);
};

describe('the weekly freshness question', () => {
  it('asks the poster after 7 days by WhatsApp and email, once, with two one-tap links', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    t.clock.advance(6 * DAY);
    await run('listing-freshness-ask');
    expect(messagesTo(`91${listing.mobileNo}`)).toEqual([]);

    t.clock.advance(DAY + 60_000);
    const first = await run('listing-freshness-ask');
    expect(first.asked).toBeGreaterThanOrEqual(1);
    const [whatsapp] = messagesTo(`91${listing.mobileNo}`);
    const [email] = messagesTo(listing.email);
    expect(whatsapp?.channel).toBe('whatsapp');
    expect(whatsapp?.text).toContain('Is your 2BHK Apartment in Andheri West still available?');
    expect(email?.subject).toBe('Is your 2BHK Apartment in Andheri West still available?');
    expect(linksIn(whatsapp!.text)).toHaveLength(2);

    // The same slot run again, and a day later: nobody is asked twice in a week.
    await run('listing-freshness-ask');
    t.clock.advance(DAY);
    await run('listing-freshness-ask');
    expect(messagesTo(`91${listing.mobileNo}`)).toHaveLength(1);

    // A week after the question, still unconfirmed: asked again.
    t.clock.advance(6 * DAY);
    await run('listing-freshness-ask');
    expect(messagesTo(`91${listing.mobileNo}`)).toHaveLength(2);
  });

  it('"Still available" shows a page first, then confirms on the button, without a login', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    t.clock.advance(8 * DAY);
    await run('listing-freshness-ask');
    const [available] = linksIn(messagesTo(`91${listing.mobileNo}`).at(-1)!.text);
    const token = decodeURIComponent(available!);

    const page = await t.app.inject({
      url: `${API.listing.freshnessLink}?token=${encodeURIComponent(token)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      listing_id: listing.id,
      title: '2BHK Apartment in Andheri West',
      answer: 'available',
      status: 'live',
      paused_reason: null,
    });
    // Opening the link (a preview bot does the same) changed nothing.
    expect((await statusOf(listing.id)).lastConfirmedAt).toEqual(listing.lastConfirmedAt);

    const answered = await post(API.listing.answerFreshnessLink, { token });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<ListingStatusResponse>()).toMatchObject({
      status: 'live',
      last_confirmed_at: t.clock.now().toISOString(),
    });
    const detail = await t.app.inject({ url: `${API.listing.getListingById}?id=${listing.id}` });
    expect(detail.json().propertyListing.last_confirmed_at).toBe(t.clock.now().toISOString());
  });

  it('"Rented out" closes the listing: it leaves every list and its page says rented', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    t.clock.advance(8 * DAY);
    await run('listing-freshness-ask');
    const [, rented] = linksIn(messagesTo(`91${listing.mobileNo}`).at(-1)!.text);
    expect(await inSearch(listing.id)).toBe(true);

    const answered = await post(API.listing.answerFreshnessLink, { token: decodeURIComponent(rented!) });
    expect(answered.json()).toMatchObject({ status: 'rented', message: 'Marked as rented out' });
    expect(await inSearch(listing.id)).toBe(false);
    const detail = await t.app.inject({ url: `${API.listing.getListingById}?id=${listing.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().propertyListing.status).toBe('rented');
    const history = await t.deps.database.db
      .select()
      .from(listingEvents)
      .where(eq(listingEvents.listingId, listing.id));
    expect(history.map((e) => [e.action, e.actorId])).toEqual([['rented', poster.user.id]]);
  });

  it('refuses a forged, altered or expired link, naming the token', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    t.clock.advance(8 * DAY);
    await run('listing-freshness-ask');
    const [available] = linksIn(messagesTo(`91${listing.mobileNo}`).at(-1)!.text);
    const token = decodeURIComponent(available!);
    const other = token.replace(/^\d+/, String(listing.id + 1));
    for (const bad of ['nonsense', other, token.replace('available', 'rented'), `${token}x`]) {
      const res = await post(API.listing.answerFreshnessLink, { token: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'token', message: expect.stringContaining('not valid') }]);
    }
    t.clock.advance(15 * DAY);
    const late = await post(API.listing.answerFreshnessLink, { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain('expired');
    expect((await statusOf(listing.id)).status).not.toBe('rented');
  });
});

describe('a listing unconfirmed for 21 days', () => {
  it('is paused by the job (once), leaves search, keeps a page that says so, and revives in one tap', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    t.clock.advance(20 * DAY);
    await run('listing-freshness-pause');
    expect((await statusOf(listing.id)).status).toBe('live');

    t.clock.advance(DAY + 60_000);
    expect((await run('listing-freshness-pause')).paused).toBeGreaterThanOrEqual(1);
    expect(await run('listing-freshness-pause')).toEqual({ paused: 0 });
    expect(await statusOf(listing.id)).toMatchObject({ status: 'paused', pausedReason: 'unconfirmed' });
    expect(await inSearch(listing.id)).toBe(false);
    const page = await t.app.inject({ url: `${API.listing.getListingById}?id=${listing.id}` });
    expect(page.json().propertyListing.status).toBe('paused');
    const cookie = await freshCookie(poster.user.id);
    const mine = await t.app.inject({ url: API.listing.getListingByUserId, headers: { cookie } });
    expect(mine.json().usersListing.map((l: { id: number; status: string }) => [l.id, l.status])).toEqual([
      [listing.id, 'paused'],
    ]);

    const other = await createTestUser(t);
    expect((await post(API.listing.confirmListing, { id: listing.id }, other.cookie)).statusCode).toBe(403);
    const revived = await post(API.listing.confirmListing, { id: listing.id }, cookie);
    expect(revived.json()).toMatchObject({ status: 'live', last_confirmed_at: t.clock.now().toISOString() });
    expect(await inSearch(listing.id)).toBe(true);
  });
});

describe('the poster in My Properties', () => {
  it('marks a listing rented out; it leaves lists and search at once, and a second tap changes nothing', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    expect((await post(API.listing.markRented, { id: listing.id })).statusCode).toBe(401);
    const stranger = await createTestUser(t);
    expect((await post(API.listing.markRented, { id: listing.id }, stranger.cookie)).statusCode).toBe(403);

    const res = await post(API.listing.markRented, { id: listing.id }, poster.cookie);
    expect(res.json()).toMatchObject({ status: 'rented' });
    expect(await inSearch(listing.id)).toBe(false);
    const search = await t.app.inject({ url: `${API.listing.searchProperties}?location=Mumbai` });
    expect(JSON.stringify(search.json())).not.toContain(`"id":${listing.id},`);
    const again = await post(API.listing.markRented, { id: listing.id }, poster.cookie);
    expect(again.json()).toMatchObject({ status: 'rented' });
    const events = await t.deps.database.db
      .select()
      .from(listingEvents)
      .where(eq(listingEvents.listingId, listing.id));
    expect(events).toHaveLength(1);
  });

  it('"Still available" confirms a live listing, and so do posting and editing it', async () => {
    const poster = await createTestUser(t);
    const saved = await saveListing(t, poster.cookie, { body: validForm({ available_from: undefined }) });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().listed_id as number;
    expect((await statusOf(id)).lastConfirmedAt).toEqual(t.clock.now());

    t.clock.advance(3 * DAY);
    const edited = await saveListing(
      t,
      poster.cookie,
      { body: validForm({ id, available_from: undefined }) },
      'update',
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await statusOf(id)).lastConfirmedAt).toEqual(t.clock.now());

    t.clock.advance(3 * DAY);
    const res = await post(API.listing.confirmListing, { id }, poster.cookie);
    expect(res.json()).toMatchObject({ status: 'live', last_confirmed_at: t.clock.now().toISOString() });
  });
});
