// A poster's numbers for one listing (docs/product/rents.md#the-posters-numbers): who may read
// them, the 30 India days and what each counts, counts not yet written, and suggestions made
// from the homes the listing is compared with.
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COUNT_VIEW_PATH } from '../../../shared/api-rents.ts';
import type { ListingStats } from '../../../shared/schemas/listing-stats.ts';
import { appPerFile, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertListings, type ListingSeed } from '../../../test/listing-rows.ts';
import {
  contactUnlocks,
  conversations,
  listingDayCounts,
  listingImages,
  viewingHours,
  viewings,
  wishlist,
} from '../../db/schema.ts';
import { flushCounts } from '../counting/index.ts';
import { computeRentIndex } from './compute.ts';
import { koramangala } from './rents-test-kit.ts';

const PERSON = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile' };
const DAY = 86_400_000;

const app = appPerFile(['listings', 'viewing_hours']);
let t: TestApp;
beforeAll(() => {
  t = app.current;
});
beforeEach(() => {
  t.deps.tally?.take();
});

const db = () => t.deps.database.db;
/** The test clock is 22 November 2026, 12:00 in India. */
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY);

const statsOf = async (id: number, cookie?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/listings/${id}/stats`,
    headers: cookie ? { cookie } : {},
  });
  return { status: res.statusCode, body: res.json() as ListingStats & { message?: string } };
};

const posterWithListing = async (seed: ListingSeed = koramangala(25_000)) => {
  const poster = await createTestUser(t, { fullName: 'Numbers Poster', emailVerifiedAt: t.clock.now() });
  const [id] = await insertListings(t, [seed], { userId: poster.user.id });
  return { ...poster, id: id! };
};

describe("who may read a listing's numbers", () => {
  it('its poster and an admin may; anybody else is refused, and a deleted listing is not found', async () => {
    const { cookie, id } = await posterWithListing();
    const other = await createTestUser(t);
    const admin = await createTestUser(t, { isAdmin: true });
    expect((await statsOf(id, cookie)).status).toBe(200);
    expect((await statsOf(id, admin.cookie)).status).toBe(200);
    expect(await statsOf(id, other.cookie)).toMatchObject({
      status: 403,
      body: { message: 'You can only see your own listings' },
    });
    expect((await statsOf(id)).status).toBe(401);
    await db().execute(sql`update listings set deleted_at = now() where id = ${id}`);
    expect(await statsOf(id, cookie)).toMatchObject({ status: 404, body: { message: 'Property not found' } });
  });
});

describe('the 30 days', () => {
  it('gives each of the last 30 India days, today last, with what every record counted that day', async () => {
    const { cookie, id, user } = await posterWithListing();
    const seekers = await Promise.all([1, 2, 3].map(() => createTestUser(t)));
    const [a, b, c] = seekers.map((s) => s.user.id) as [number, number, number];
    await db()
      .insert(listingDayCounts)
      .values([
        { listingId: id, day: '2026-11-22', impressions: 40, views: 6 },
        { listingId: id, day: '2026-11-20', impressions: 12, views: 2 },
        // 30 days ago is outside the window, which starts on 24 October.
        { listingId: id, day: '2026-10-23', impressions: 99, views: 99 },
      ]);
    await db()
      .insert(wishlist)
      .values([
        { userId: a, listingId: id, createdAt: daysAgo(0) },
        { userId: b, listingId: id, createdAt: daysAgo(2) },
        { userId: c, listingId: id, createdAt: daysAgo(31) },
      ]);
    await db()
      .insert(contactUnlocks)
      .values([
        { userId: a, listingId: id, createdAt: daysAgo(0) },
        { userId: b, listingId: id, createdAt: daysAgo(0) },
      ]);
    const talk = { listingId: id, listingTitle: 'A home', listedBy: 'Owner' as const, posterId: user.id };
    await db()
      .insert(conversations)
      .values([{ ...talk, seekerId: a, createdAt: daysAgo(2) }]);
    const time = { startsAt: daysAgo(-2), endsAt: new Date(daysAgo(-2).getTime() + 1_800_000) };
    await db()
      .insert(viewings)
      .values([
        {
          listingId: id,
          listingTitle: 'A home',
          seekerId: a,
          posterId: user.id,
          ...time,
          createdAt: daysAgo(0),
        },
        {
          listingId: id,
          listingTitle: 'A home',
          seekerId: b,
          posterId: user.id,
          ...time,
          status: 'cancelled',
          createdAt: daysAgo(0),
        },
      ]);

    const { status, body } = await statsOf(id, cookie);
    expect(status).toBe(200);
    expect(body.days).toHaveLength(30);
    expect(body.days[0]?.day).toBe('2026-10-24');
    expect(body.days.at(-1)).toEqual({
      day: '2026-11-22',
      impressions: 40,
      views: 6,
      saves: 1,
      contacts: 2,
      conversations: 0,
      viewings: 2,
    });
    expect(body.days.find((d) => d.day === '2026-11-20')).toEqual({
      day: '2026-11-20',
      impressions: 12,
      views: 2,
      saves: 1,
      contacts: 0,
      conversations: 1,
      viewings: 0,
    });
    expect(body.totals).toEqual({
      impressions: 52,
      views: 8,
      saves: 2,
      contacts: 2,
      conversations: 1,
      viewings: 2,
    });
  });

  it('adds the views this server counted and has not yet written, and counts them once after the flush', async () => {
    const { cookie, id } = await posterWithListing();
    // Three people's browsers: one device counts once a day (docs/decisions/0133-figures-come-from-people.md).
    for (let i = 0; i < 3; i += 1) {
      const headers = { 'user-agent': `${PERSON['user-agent']} person/${i}` };
      await t.app.inject({ method: 'POST', url: COUNT_VIEW_PATH, payload: { id }, headers });
    }
    expect((await statsOf(id, cookie)).body.totals.views).toBe(3);
    await flushCounts(db(), t.deps.tally!);
    expect((await statsOf(id, cookie)).body.totals.views).toBe(3);
  });
});

describe('suggestions', () => {
  /** 19 other homes at ₹10,000 to ₹28,000 and the poster's: p25 ₹14,750, median ₹19,500, p75 ₹24,250. */
  const neighbourhood = async (posterRent: number) => {
    const others = await insertListings(
      t,
      Array.from({ length: 19 }, (_, i) => koramangala(10_000 + i * 1_000)),
    );
    const poster = await posterWithListing(koramangala(posterRent));
    return { others, ...poster };
  };

  it('says how far above the typical rent a home is and how many times the contacts homes at the typical rent get', async () => {
    const { others, cookie, id } = await neighbourhood(29_000);
    await computeRentIndex({ database: t.deps.database, now: t.clock.now() });
    const seeker = await createTestUser(t);
    const rentOf = (i: number) => 10_000 + i * 1_000;
    const typical = others.filter((_, i) => rentOf(i) >= 15_000 && rentOf(i) <= 24_000);
    const above = [...others.filter((_, i) => rentOf(i) >= 25_000), id];
    // Typical homes: 3 contacts each; the five above the band: 1 each. An old contact does not count.
    await db()
      .insert(contactUnlocks)
      .values([
        ...typical.flatMap((listingId) =>
          [0, 1, 2].map(() => ({ userId: seeker.user.id, listingId, createdAt: daysAgo(3) })),
        ),
        ...above.map((listingId) => ({ userId: seeker.user.id, listingId, createdAt: daysAgo(3) })),
        { userId: seeker.user.id, listingId: above[0]!, createdAt: daysAgo(40) },
      ]);
    const { body } = await statsOf(id, cookie);
    expect(body.suggestions).toContainEqual({
      kind: 'rent_above',
      percent: 49,
      median: 19_500,
      contacts_ratio: 3,
    });
  });

  it('gives no ratio when homes above the band got no contacts to compare with', async () => {
    const { cookie, id } = await neighbourhood(29_000);
    await computeRentIndex({ database: t.deps.database, now: t.clock.now() });
    const { body } = await statsOf(id, cookie);
    expect(body.suggestions).toContainEqual({
      kind: 'rent_above',
      percent: 49,
      median: 19_500,
      contacts_ratio: null,
    });
  });

  it('says nothing of rent for a home inside the band or without figures', async () => {
    const { cookie, id } = await neighbourhood(20_000);
    expect((await statsOf(id, cookie)).body.suggestions.map((s) => s.kind)).not.toContain('rent_above');
    await computeRentIndex({ database: t.deps.database, now: t.clock.now() });
    expect((await statsOf(id, cookie)).body.suggestions.map((s) => s.kind)).not.toContain('rent_above');
  });

  it('asks for photos, with how many times the views homes like it with photos get', async () => {
    const { others, cookie, id } = await neighbourhood(20_000);
    await computeRentIndex({ database: t.deps.database, now: t.clock.now() });
    const withPhotos = others.slice(0, 6);
    const without = [...others.slice(6), id];
    await db()
      .insert(listingImages)
      .values(
        withPhotos.map((listingId) => ({
          listingId,
          position: 0,
          key: `p${listingId}`,
          width: 4,
          height: 3,
        })),
      );
    await db()
      .insert(listingDayCounts)
      .values([
        ...withPhotos.map((listingId) => ({ listingId, day: '2026-11-21', impressions: 0, views: 4 })),
        ...without.map((listingId) => ({ listingId, day: '2026-11-21', impressions: 0, views: 1 })),
      ]);
    const { body } = await statsOf(id, cookie);
    expect(body.suggestions).toContainEqual({ kind: 'add_photos', views_ratio: 4 });
    await db().insert(listingImages).values({ listingId: id, position: 0, key: 'mine', width: 4, height: 3 });
    expect((await statsOf(id, cookie)).body.suggestions.map((s) => s.kind)).not.toContain('add_photos');
  });

  it('asks a live home without visiting hours to set them, and stops once the poster has hours for all homes', async () => {
    const { cookie, id, user } = await posterWithListing();
    expect((await statsOf(id, cookie)).body.suggestions).toContainEqual({ kind: 'set_hours' });
    await db()
      .insert(viewingHours)
      .values({ posterId: user.id, listingId: null, hours: [], slotMinutes: 30 });
    expect((await statsOf(id, cookie)).body.suggestions).not.toContainEqual({ kind: 'set_hours' });
  });
});
