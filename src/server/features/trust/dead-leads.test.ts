// Dead leads give the pass back (docs/product/pass.md#dead-leads), with the clock moved.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { DAILY_CONTACT_CAP } from '../../../shared/constants.ts';
import type { PassCreditsResponse } from '../../../shared/schemas/trust.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { passCalls } from '../../../test/pass-fixture.ts';
import { contactUnlocks, users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const unlock = (id: number, cookie: string) =>
  t.app.inject({
    url: `${API.listing.getListingContactDetails}?id=${id}`,
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
  });
const passEnd = async (userId: number) =>
  (await t.deps.database.db.select().from(users).where(eq(users.id, userId)))[0]!.subscriptionUpto!.getTime();
const creditsOf = async (cookie: string) =>
  (await t.app.inject({ url: API.payments.passCredits, headers: { cookie } })).json<PassCreditsResponse>();

/** A pass holder (bought through the test checkout) and a listing by another poster. */
const setUp = async () => {
  const holder = await createTestUser(t);
  const bought = await passCalls(t).buyPass(holder.cookie);
  expect(bought.statusCode, bought.body).toBe(200);
  const poster = await createTestUser(t);
  return { holder, poster };
};

const listingOf = async (posterId: number) => insertTestListing(t, posterId);

describe('a dead lead', () => {
  it('reported rented within 3 days of the unlock, then marked rented by the poster, gives the unlock and a day back', async () => {
    const { holder, poster } = await setUp();
    const listing = await listingOf(poster.user.id);
    expect((await unlock(listing.id, holder.cookie)).statusCode).toBe(200);
    const before = await passEnd(holder.user.id);
    t.clock.advance(2 * DAY);
    await post(API.listing.reportListing, { id: listing.id, reason: 'ALREADY_RENTED' }, holder.cookie);
    expect(await passEnd(holder.user.id)).toBe(before);

    await post(API.listing.markRented, { id: listing.id }, poster.cookie);
    expect(await passEnd(holder.user.id)).toBe(before + DAY);
    const [row] = await t.deps.database.db
      .select()
      .from(contactUnlocks)
      .where(and(eq(contactUnlocks.userId, holder.user.id), eq(contactUnlocks.listingId, listing.id)));
    expect(row?.creditedAt).toEqual(t.clock.now());
    const credits = await creditsOf(holder.cookie);
    expect(credits).toEqual({
      credits: [
        { listing_id: listing.id, title: listing.title, days: 1, created_at: t.clock.now().toISOString() },
      ],
      days_this_pass: 1,
      max_days_per_pass: 3,
    });

    // Once per listing: revived and rented again, nothing more.
    await post(API.listing.confirmListing, { id: listing.id }, poster.cookie);
    await post(API.listing.markRented, { id: listing.id }, poster.cookie);
    expect(await passEnd(holder.user.id)).toBe(before + DAY);
  });

  it('is credited when an admin marks it rented after the report, and when reported after it was rented', async () => {
    const { holder, poster } = await setUp();
    const admin = await createTestUser(t, { isAdmin: true });
    const first = await listingOf(poster.user.id);
    const second = await listingOf(poster.user.id);
    await unlock(first.id, holder.cookie);
    await unlock(second.id, holder.cookie);
    const before = await passEnd(holder.user.id);
    await post(API.listing.reportListing, { id: first.id, reason: 'ALREADY_RENTED' }, holder.cookie);
    await post(API.listing.markRented, { id: first.id }, admin.cookie);
    expect(await passEnd(holder.user.id)).toBe(before + DAY);

    await post(API.listing.markRented, { id: second.id }, poster.cookie);
    t.clock.advance(DAY);
    await post(API.listing.reportListing, { id: second.id, reason: 'ALREADY_RENTED' }, holder.cookie);
    expect(await passEnd(holder.user.id)).toBe(before + 2 * DAY);
  });

  it('is not credited when reported more than 3 days after the unlock, for another reason, or without an unlock', async () => {
    const { holder, poster } = await setUp();
    const late = await listingOf(poster.user.id);
    const otherReason = await listingOf(poster.user.id);
    const neverOpened = await listingOf(poster.user.id);
    await unlock(late.id, holder.cookie);
    await unlock(otherReason.id, holder.cookie);
    t.clock.advance(3 * DAY + 60_000);
    const before = await passEnd(holder.user.id);
    await post(API.listing.reportListing, { id: late.id, reason: 'ALREADY_RENTED' }, holder.cookie);
    await post(API.listing.reportListing, { id: otherReason.id, reason: 'WRONG_DETAILS' }, holder.cookie);
    await post(API.listing.reportListing, { id: neverOpened.id, reason: 'ALREADY_RENTED' }, holder.cookie);
    for (const listing of [late, otherReason, neverOpened]) {
      await post(API.listing.markRented, { id: listing.id }, poster.cookie);
    }
    expect(await passEnd(holder.user.id)).toBe(before);
    expect((await creditsOf(holder.cookie)).credits).toEqual([]);
  });

  it('adds at most 3 days to one pass; a fourth dead lead still gives the unlock back', async () => {
    const { holder, poster } = await setUp();
    const before = await passEnd(holder.user.id);
    const dead = [];
    for (let i = 0; i < 4; i += 1) dead.push(await listingOf(poster.user.id));
    for (const listing of dead) {
      await unlock(listing.id, holder.cookie);
      await post(API.listing.reportListing, { id: listing.id, reason: 'ALREADY_RENTED' }, holder.cookie);
      await post(API.listing.markRented, { id: listing.id }, poster.cookie);
    }
    expect(await passEnd(holder.user.id)).toBe(before + 3 * DAY);
    const credits = await creditsOf(holder.cookie);
    expect(credits.credits.map((c) => c.days)).toEqual([0, 1, 1, 1]);
    expect(credits.days_this_pass).toBe(3);
    const unlocks = await t.deps.database.db
      .select()
      .from(contactUnlocks)
      .where(eq(contactUnlocks.userId, holder.user.id));
    expect(unlocks.every((u) => u.creditedAt !== null)).toBe(true);
  });

  it('given back no longer counts toward the day’s fair-use cap', async () => {
    const { holder, poster } = await setUp();
    const listings = [];
    for (let i = 0; i <= DAILY_CONTACT_CAP; i += 1) listings.push(await listingOf(poster.user.id));
    const last = listings.pop()!;
    for (const listing of listings) expect((await unlock(listing.id, holder.cookie)).statusCode).toBe(200);
    expect((await unlock(last.id, holder.cookie)).statusCode).toBe(429);

    await post(API.listing.reportListing, { id: listings[0]!.id, reason: 'ALREADY_RENTED' }, holder.cookie);
    await post(API.listing.markRented, { id: listings[0]!.id }, poster.cookie);
    expect((await unlock(last.id, holder.cookie)).statusCode).toBe(200);
  });
});
