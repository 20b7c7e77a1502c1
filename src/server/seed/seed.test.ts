// The demo content: seeded once, the same every time, covering every value a search
// can ask for, obeying the listing rules, and with no admin or password among it.
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMENITIES } from '../../shared/amenities.ts';
import { CITY_NAMES } from '../../shared/cities.ts';
import {
  BLOG_CATEGORIES,
  BROKERAGE_VALUES,
  BUILDIN_CATEGORY_VALUES,
  CONFIGURATION_VALUES,
  FOOD_PREFERENCE_VALUES,
  FURNISHING_VALUES,
  LISTED_BY_VALUES,
  PROPERTY_TYPE_VALUES,
  type PropertyType,
  TENANT_TYPE_VALUES,
} from '../../shared/enums.ts';
import { RULES_BY_PROPERTY_TYPE } from '../../shared/listing-rules.ts';
import { listingTitle } from '../../shared/listing-title.ts';
import { ListingSchema } from '../../shared/schemas/listing.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { queryRows } from '../db/client.ts';
import {
  appMeta,
  blogSections,
  blogs,
  categories,
  cities,
  listingImages,
  listings,
  services,
  users,
  viewingHours,
} from '../db/schema.ts';
import { hydrateListings } from '../features/listings/index.ts';
import { imageObjectKeys } from '../features/media/index.ts';
import { seedIfEmpty } from './index.ts';

const snapshot = async (t: TestApp) => {
  const { db } = t.deps.database;
  const [listingRows, imageRows, userRows, blogRows, serviceRows] = await Promise.all([
    db.select().from(listings).orderBy(asc(listings.id)),
    db.select().from(listingImages).orderBy(asc(listingImages.id)),
    db.select().from(users).orderBy(asc(users.id)),
    db.select().from(blogs).orderBy(asc(blogs.id)),
    db.select().from(services).orderBy(asc(services.id)),
  ]);
  // Everything but the moment a row was written.
  const withoutClock = <T extends Record<string, unknown>>(rows: T[]) =>
    rows.map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest);
  return {
    listings: listingRows.map(({ updatedAt: _u, ...rest }) => rest),
    images: withoutClock(imageRows),
    users: withoutClock(userRows),
    blogs: blogRows.map(({ updatedAt: _u, ...rest }) => rest),
    services: withoutClock(serviceRows),
  };
};

describe('demo seed', () => {
  let first: TestApp;
  let firstResult: Awaited<ReturnType<typeof seedIfEmpty>>;

  beforeAll(async () => {
    first = await buildTestApp();
    firstResult = await seedIfEmpty(first.deps, first.app.log);
  }, 120_000);
  afterAll(async () => {
    await first?.close();
  });

  it('seeds an empty database once, and a second call adds nothing and returns null', async () => {
    expect(firstResult?.listings).toBeGreaterThanOrEqual(20 * CITY_NAMES.length);
    const before = await snapshot(first);
    expect(await seedIfEmpty(first.deps, first.app.log)).toBeNull();
    expect(await snapshot(first)).toEqual(before);
    const markers = await first.deps.database.db.select().from(appMeta);
    expect(markers.map((m) => m.key)).toEqual(['seeded']);
  });

  it('writes the same rows every time', async () => {
    // Same clock, same storage (so the pictures are not drawn twice), a fresh database.
    const second = await buildTestApp({ deps: { storage: first.storage } });
    try {
      await seedIfEmpty(second.deps, second.app.log);
      expect(await snapshot(second)).toEqual(await snapshot(first));
    } finally {
      await second.close();
    }
  }, 120_000);

  it('leaves alone a database that already has users', async () => {
    const other = await buildTestApp({ deps: { storage: first.storage } });
    try {
      await createTestUser(other);
      expect(await seedIfEmpty(other.deps, other.app.log)).toBeNull();
      expect(await other.deps.database.db.select().from(listings)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('gives most homes visiting hours of their own and leaves some without, to be asked for', async () => {
    const { db } = first.deps.database;
    const [homes, hours] = await Promise.all([db.select().from(listings), db.select().from(viewingHours)]);
    // Homes let in the past year take no visits: the share is of the live ones.
    const share = hours.length / homes.filter((home) => home.status === 'live').length;
    expect(share).toBeGreaterThanOrEqual(0.8);
    expect(share).toBeLessThanOrEqual(0.9);
    const ownerOf = new Map(homes.map((home) => [home.id, home.userId]));
    for (const row of hours) {
      expect(row.listingId).not.toBeNull();
      expect(row.posterId).toBe(ownerOf.get(row.listingId!));
      expect(homes.find((home) => home.id === row.listingId)?.status).toBe('live');
      expect(row.hours.length).toBeGreaterThan(0);
    }
  });

  it('lists the 12 cities and the 4 categories, Apartment first', async () => {
    const { db } = first.deps.database;
    const cityRows = await db.select().from(cities).orderBy(asc(cities.id));
    expect(cityRows.map((c) => c.name)).toEqual([...CITY_NAMES]);
    const categoryRows = await db.select().from(categories).orderBy(asc(categories.id));
    expect(categoryRows.map((c) => c.propertyType)).toEqual([...PROPERTY_TYPE_VALUES]);
  });

  it('gives every city at least 20 listings of every property type and in every home section', async () => {
    const rows = await first.deps.database.db.select().from(listings);
    for (const city of CITY_NAMES) {
      const inCity = rows.filter((l) => l.city === city);
      expect(inCity.length, city).toBeGreaterThanOrEqual(20);
      expect(new Set(inCity.map((l) => l.propertyType)), city).toEqual(new Set(PROPERTY_TYPE_VALUES));
      for (const category of BUILDIN_CATEGORY_VALUES) {
        expect(
          inCity.filter((l) => l.buildinCategory.includes(category)).length,
          `${city} ${category}`,
        ).toBeGreaterThan(0);
      }
      expect(
        inCity.some((l) => l.assured),
        city,
      ).toBe(true);
    }
  });

  it('covers every value a search filter can ask for', async () => {
    const rows = await first.deps.database.db.select().from(listings);
    const values = (pick: (l: (typeof rows)[number]) => string | null) => new Set(rows.map(pick));
    expect(values((l) => l.configuration)).toEqual(new Set(CONFIGURATION_VALUES));
    expect(values((l) => l.tenantType)).toEqual(new Set(TENANT_TYPE_VALUES));
    expect(values((l) => l.furnishingStatus)).toEqual(new Set(FURNISHING_VALUES));
    expect(values((l) => l.foodAllowed)).toEqual(new Set(FOOD_PREFERENCE_VALUES));
    expect(values((l) => l.listedBy)).toEqual(new Set(LISTED_BY_VALUES));
    expect(values((l) => l.brokerage)).toEqual(new Set([...BROKERAGE_VALUES, null]));
    expect(new Set(rows.flatMap((l) => l.amenities))).toEqual(new Set(AMENITIES));
  });

  it('obeys the rules of each property type and names each listing the one way', async () => {
    const rows = await first.deps.database.db.select().from(listings);
    for (const l of rows) {
      const rules = RULES_BY_PROPERTY_TYPE[l.propertyType as PropertyType];
      expect(rules.configurations, l.title).toContain(l.configuration);
      expect(rules.tenantTypes, l.title).toContain(l.tenantType);
      if (rules.brokerages.length === 0) expect(l.brokerage, l.title).toBeNull();
      else expect(rules.brokerages, l.title).toContain(l.brokerage);
      expect(l.title).toBe(
        listingTitle({
          configuration: l.configuration as never,
          property_type: l.propertyType as never,
          locality: l.locality,
        }),
      );
      expect(l.rent).toBeGreaterThan(0);
      expect(l.description.length).toBeGreaterThan(80);
    }
  });

  it('gives each listing 2 to 6 stored photos and returns them through the listing shape', async () => {
    const { db } = first.deps.database;
    const counts = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${listingImages} group by ${listingImages.listingId}`,
    );
    expect(counts).toHaveLength(firstResult?.listings ?? 0);
    for (const { count } of counts) expect(count).toBeGreaterThanOrEqual(2);
    for (const { count } of counts) expect(count).toBeLessThanOrEqual(6);

    const keys = new Set((await db.select({ key: listingImages.key }).from(listingImages)).map((r) => r.key));
    expect(keys.size).toBeGreaterThanOrEqual(30);
    for (const key of keys) {
      for (const object of imageObjectKeys(key))
        expect(await first.storage.exists(object), object).toBe(true);
    }

    const ids = (await db.select({ id: listings.id }).from(listings)).map((r) => r.id);
    const hydrated = await hydrateListings({ db, storage: first.storage, ids });
    expect(() => ListingSchema.array().parse(hydrated)).not.toThrow();
    const photo = await first.app.inject({ method: 'GET', url: hydrated[0]?.photos[0]?.sm ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('creates posters with Indian mobiles and demo emails, none an admin and none with a password', async () => {
    const rows = await first.deps.database.db.select().from(users);
    expect(rows.length).toBeGreaterThan(CITY_NAMES.length * 4);
    for (const user of rows) {
      expect(user.isAdmin).toBe(false);
      expect(user.passwordHash).toBeNull();
      expect(user.mobileNo).toMatch(/^[6-9]\d{9}$/);
      expect(user.email).toMatch(/^[a-z.]+\d*@demo\.thikana\.in$/);
    }
    const posterOf = new Map(rows.map((u) => [u.id, u]));
    for (const l of await first.deps.database.db.select().from(listings)) {
      const poster = posterOf.get(l.userId);
      expect(poster?.userType).toBe(l.listedBy.toLowerCase());
      expect(l.mobileNo).toBe(poster?.mobileNo);
    }
  });

  it('publishes about 20 blog posts in several categories, each with 2 or 3 sections', async () => {
    const { db } = first.deps.database;
    const blogRows = await db.select().from(blogs);
    expect(blogRows.length).toBeGreaterThanOrEqual(18);
    expect(blogRows.every((b) => b.visibility === 'public')).toBe(true);
    expect(new Set(blogRows.map((b) => b.category)).size).toBeGreaterThanOrEqual(5);
    for (const b of blogRows) expect(BLOG_CATEGORIES).toContain(b.category);
    const sectionRows = await db.select().from(blogSections);
    for (const b of blogRows) {
      const count = sectionRows.filter((s) => s.blogId === b.id).length;
      expect(count, b.title).toBeGreaterThanOrEqual(2);
      expect(count, b.title).toBeLessThanOrEqual(3);
      expect(b.image).toMatch(/^\/media\/blogs\/seed-\d+\.webp$/);
      expect(await first.storage.exists(b.image.replace('/media/', ''))).toBe(true);
      expect(`${b.title} ${b.summary}`).not.toMatch(/[<>]/);
    }
  });

  it('offers 3 or 4 home services in every city, with a https link and an Indian number', async () => {
    const rows = await first.deps.database.db.select().from(services);
    for (const city of CITY_NAMES) {
      const inCity = rows.filter((s) => s.location === city);
      expect(inCity.length, city).toBeGreaterThanOrEqual(3);
      expect(inCity.length, city).toBeLessThanOrEqual(4);
    }
    for (const s of rows) {
      expect(s.url).toMatch(/^https:\/\//);
      expect(s.contact).toMatch(/^[6-9]\d{9}$/);
      expect(await first.storage.exists(s.image.replace('/media/', '')), s.image).toBe(true);
    }
  });
});
