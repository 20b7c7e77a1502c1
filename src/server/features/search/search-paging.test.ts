import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchSort } from '../../../shared/enums.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { openTestDatabase } from '../../../test/database.ts';
import { insertListings, type ListingSeed } from '../../../test/listing-rows.ts';
import { listings, users, wishlist } from '../../db/schema.ts';
import { dbStatements } from '../../metrics.ts';
import { idsOf, search } from './search-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.deps.database.db.delete(listings);
});

/** Rents with many ties, so the id decides the order inside a rent. */
const rentOf = (i: number) => 10_000 + (i % 7) * 1_000;

describe('searchProperties order and pages', () => {
  it('sorts newest first, by rent either way, and by relevance when there is text', async () => {
    const ids = await insertListings(
      t,
      Array.from({ length: 6 }, (_, i) => ({ rent: [30_000, 10_000, 20_000, 10_000, 50_000, 40_000][i] })),
    );
    const [a, b, c, d, e, f] = ids;
    expect(idsOf(await search(t, {}))).toEqual([f, e, d, c, b, a]);
    expect(idsOf(await search(t, { sort: 'newest' }))).toEqual([f, e, d, c, b, a]);
    expect(idsOf(await search(t, { sort: 'rent_asc' }))).toEqual([b, d, c, a, f, e]);
    expect(idsOf(await search(t, { sort: 'rent_desc' }))).toEqual([e, f, a, c, d, b]);
    // Without text there is nothing to be relevant to: newest first.
    expect(idsOf(await search(t, { sort: 'relevance' }))).toEqual([f, e, d, c, b, a]);
  });

  const orders: { sort: SearchSort; search?: string }[] = [
    { sort: 'newest' },
    { sort: 'rent_asc' },
    { sort: 'rent_desc' },
    { sort: 'relevance', search: 'andheri' },
  ];
  for (const order of orders) {
    it(`pages by cursor through every ${order.sort} result exactly once while listings keep arriving`, async () => {
      const seed = (i: number): ListingSeed => ({
        rent: rentOf(i),
        // Relevance mixes tiers: most listings are in Andheri, some only mention it.
        ...(i % 5 === 0 ? { locality: 'Juhu', description: 'Near Andheri station' } : {}),
      });
      const original = await insertListings(
        t,
        Array.from({ length: 45 }, (_, i) => seed(i)),
      );
      await insertListings(t, [{ city: 'Pune', rent: 15_000 }]);
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      let firstTotal = 0;
      do {
        const res = await search(t, {
          location: 'Mumbai',
          ...order,
          limit: 10,
          ...(cursor ? { cursor } : {}),
        });
        expect(res.status).toBe(200);
        if (pages === 0) firstTotal = res.body.total;
        expect(res.body.total).toBe(firstTotal);
        seen.push(...idsOf(res));
        cursor = res.body.next_cursor;
        pages += 1;
        // New matching listings land before, inside and after the pages already read.
        await insertListings(t, [seed(pages), seed(pages + 3), { rent: 5_000 }, { rent: 90_000 }]);
      } while (cursor && pages < 50);
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of original) expect(seen).toContain(id);
      expect(firstTotal).toBe(45);
    });
  }

  it('gives 20 listings a page unless asked for up to 50, and no cursor on the last page', async () => {
    await insertListings(
      t,
      Array.from({ length: 55 }, () => ({})),
    );
    const first = await search(t, {});
    expect(first.body.properties).toHaveLength(20);
    expect(first.body.total).toBe(55);
    expect(first.body.total_is_estimate).toBe(false);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const big = await search(t, { limit: 50 });
    expect(big.body.properties).toHaveLength(50);
    const rest = await search(t, { limit: 50, cursor: big.body.next_cursor });
    expect(rest.body.properties).toHaveLength(5);
    expect(rest.body.next_cursor).toBeNull();
    const otherSort = await search(t, { sort: 'rent_asc', cursor: big.body.next_cursor });
    expect(otherSort.status).toBe(400);
  });

  it('counts exactly when few listings match and gives the planner estimate, marked so, when many do', async () => {
    await insertListings(
      t,
      Array.from({ length: 2_100 }, (_, i) => (i < 30 ? { configuration: '_5BHK' } : {})),
    );
    await t.deps.database.db.execute(sql`analyze listings`);
    const many = await search(t, { location: 'Mumbai' });
    expect(many.body.total_is_estimate).toBe(true);
    expect(many.body.total).toBeGreaterThan(1_500);
    expect(many.body.total).toBeLessThan(3_000);
    const few = await search(t, { location: 'Mumbai', filters: { configuration: '_5BHK' } });
    expect(few.body).toMatchObject({ total: 30, total_is_estimate: false });
  });

  it('reads a first page without text in two statements, its count included, for a visitor and a logged-in reader alike', async () => {
    await insertListings(
      t,
      Array.from({ length: 30 }, () => ({})),
    );
    const { cookie } = await createTestUser(t);
    const statementsOf = async (body: Parameters<typeof search>[1], reader?: string) => {
      // The reader's session is touched on its first request: that one is not measured.
      if (reader) await search(t, { location: 'Pune' }, reader);
      const before = (await dbStatements.get()).values.reduce((sum, v) => sum + v.value, 0);
      const res = await search(t, body, reader);
      expect(res.status).toBe(200);
      return {
        res,
        statements: (await dbStatements.get()).values.reduce((sum, v) => sum + v.value, 0) - before,
      };
    };
    const visitor = await statementsOf({ location: 'Mumbai', filters: { configuration: '_2BHK' } });
    expect(visitor.res.body).toMatchObject({ total: 30, total_is_estimate: false });
    expect(visitor.statements).toBe(2);
    const reader = await statementsOf({ location: 'Mumbai', filters: { configuration: '_2BHK' } }, cookie);
    // One more: the reader's session, read once a request.
    expect(reader.statements).toBe(3);
  });

  it('marks the listings the logged-in caller has wishlisted, and none for a visitor', async () => {
    const [liked, other] = await insertListings(t, [{}, {}]);
    const { user, cookie } = await createTestUser(t);
    await t.deps.database.db.insert(wishlist).values({ userId: user.id, listingId: liked! });
    const mine = await search(t, {}, cookie);
    const flags = Object.fromEntries(mine.body.properties.map((p) => [p.id, p.wishlisted]));
    expect(flags).toEqual({ [liked!]: 1, [other!]: 0 });
    const visitor = await search(t, {});
    expect(visitor.body.properties.map((p) => p.wishlisted)).toEqual([0, 0]);
    // The poster's phone and email never leave through search.
    expect(JSON.stringify(mine.body)).not.toContain('9876543210');
    expect(JSON.stringify(mine.body)).not.toContain('poster@example.in');
  });

  it('reads from the read database when one is configured', async () => {
    const replica = await openTestDatabase();
    const app = await buildTestApp({ deps: { readDatabase: replica } });
    try {
      await insertListings(app, [{ locality: 'Primary Only' }]);
      const [poster] = await replica.db.insert(users).values({ fullName: 'Replica Poster' }).returning();
      await replica.db.insert(listings).values({
        userId: poster!.id,
        listedBy: 'Owner',
        propertyType: 'APARTMENT',
        fullName: 'Replica Poster',
        mobileNo: '9000000000',
        email: 'replica@example.in',
        city: 'Mumbai',
        locality: 'Replica Nagar',
        rent: 12_000,
        configuration: '_1BHK',
        tenantType: 'FAMILY',
        furnishingStatus: 'UNFURNISHED',
        availableFrom: '2026-12-01',
        title: '1BHK Apartment in Replica Nagar',
      });
      const res = await search(app, {});
      expect(res.body.properties.map((p) => p.locality)).toEqual(['Replica Nagar']);
    } finally {
      await app.close();
      await replica.close();
    }
  });
});
