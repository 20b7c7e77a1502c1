import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { testDatabaseKind } from '../../../test/database.ts';
import { pngFiles, saveListing, validForm } from '../../../test/listing-kit.ts';
import { createMemoryStorage, type Storage } from '../../adapters/storage.ts';
import { listingImages, listings } from '../../db/schema.ts';

// A real in-memory store whose writes can be made to fail after a number of objects,
// as a disk or bucket does when it fills up or the network drops.
const memory = createMemoryStorage();
let failAfterPuts: number | null = null;
const flakyStorage: Storage = {
  ...memory,
  put: async (key, body, type) => {
    if (failAfterPuts !== null) {
      if (failAfterPuts === 0) throw new Error('storage unavailable');
      failAfterPuts -= 1;
    }
    await memory.put(key, body, type);
  },
};

let t: TestApp;
let poster: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await buildTestApp({ deps: { storage: flakyStorage } });
  poster = await createTestUser(t);
  // A database that refuses a write half-way through the transaction: photo rows of a
  // listing in 'Nowhere Lane' cannot be inserted.
  await t.deps.database.db.execute(sql`
    create or replace function refuse_nowhere_photos() returns trigger language plpgsql as $$
    begin
      if (select locality from listings where id = new.listing_id) = 'Nowhere Lane' then
        raise exception 'simulated failure while saving photos';
      end if;
      return new;
    end $$`);
  await t.deps.database.db.execute(sql`
    create trigger refuse_nowhere_photos before insert on listing_images
    for each row execute function refuse_nowhere_photos()`);
});
afterAll(() => t.close());

const objectCount = () => memory.objects.size;
const listingCount = async () => (await t.deps.database.db.select({ id: listings.id }).from(listings)).length;
const listingOf = async (id: number): Promise<Listing> =>
  (await t.app.inject(`/api/listing/getListingById?id=${id}`)).json().propertyListing;
const objectOf = (url: string) => memory.objects.get(url.replace(/^\/media\//, ''));

const post = async (photos: number) => {
  const res = await saveListing(t, poster.cookie, { body: validForm(), files: await pngFiles(photos) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().listed_id as number;
};

describe(`a listing is saved with all its photos or not at all (${testDatabaseKind()})`, () => {
  it('when storage fails after some photos were written, no listing and no object is left', async () => {
    const [objects, rows] = [objectCount(), await listingCount()];
    failAfterPuts = 4;
    const res = await saveListing(t, poster.cookie, { body: validForm(), files: await pngFiles(3) });
    failAfterPuts = null;
    expect(res.statusCode).toBe(500);
    expect(await listingCount()).toBe(rows);
    expect(objectCount()).toBe(objects);
  });

  it('when the database fails mid-transaction, no listing and no object is left', async () => {
    const [objects, rows] = [objectCount(), await listingCount()];
    const res = await saveListing(t, poster.cookie, {
      body: validForm({ locality: 'Nowhere Lane' }),
      files: await pngFiles(3),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong' });
    expect(await listingCount()).toBe(rows);
    expect(objectCount()).toBe(objects);
  });

  it('when an edit fails mid-transaction, the listing and its photos stay as they were', async () => {
    const id = await post(2);
    const before = await listingOf(id);
    const objects = objectCount();
    const res = await saveListing(
      t,
      poster.cookie,
      { body: validForm({ id, locality: 'Nowhere Lane', rent: 1, images: [] }), files: await pngFiles(2) },
      'update',
    );
    expect(res.statusCode).toBe(500);
    expect(await listingOf(id)).toEqual(before);
    expect(objectCount()).toBe(objects);
    for (const photo of before.photos) expect(objectOf(photo.lg)).toBeDefined();
  });
});

describe('replaced and removed photos', () => {
  it('keeps the chosen photos in the chosen order, adds new ones and deletes the dropped one', async () => {
    const id = await post(3);
    const [a, b, c] = (await listingOf(id)).photos;
    const res = await saveListing(
      t,
      poster.cookie,
      { body: validForm({ id, images: [c!.lg, `http://localhost:3000${a!.md}`] }), files: await pngFiles(1) },
      'update',
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = (await listingOf(id)).photos;
    expect(after.map((p) => p.lg).slice(0, 2)).toEqual([c!.lg, a!.lg]);
    expect(after).toHaveLength(3);
    for (const url of [b!.sm, b!.md, b!.lg]) expect(objectOf(url)).toBeUndefined();
    for (const photo of after) expect(objectOf(photo.sm)).toBeDefined();
  });

  it('keeps every photo when the edit does not name images', async () => {
    const id = await post(2);
    const before = (await listingOf(id)).photos;
    const res = await saveListing(t, poster.cookie, { body: validForm({ id, rent: 30000 }) }, 'update');
    expect(res.statusCode).toBe(200);
    expect((await listingOf(id)).photos).toEqual(before);
  });

  it('does not delete a photo another listing still shows (demo listings share photos)', async () => {
    const first = await post(1);
    const second = await post(0);
    const [shared] = (await listingOf(first)).photos;
    const [row] = await t.deps.database.db
      .select()
      .from(listingImages)
      .where(eq(listingImages.listingId, first));
    await t.deps.database.db
      .insert(listingImages)
      .values({ listingId: second, position: 0, key: row!.key, width: row!.width, height: row!.height });

    const drop = (id: number) =>
      saveListing(t, poster.cookie, { body: validForm({ id, images: [] }) }, 'update');
    expect((await drop(first)).statusCode).toBe(200);
    expect(objectOf(shared!.lg)).toBeDefined();
    expect((await drop(second)).statusCode).toBe(200);
    expect(objectOf(shared!.lg)).toBeUndefined();
  });

  it('refuses to keep a photo of another listing', async () => {
    const mine = await post(1);
    const theirs = await post(1);
    const [foreign] = (await listingOf(theirs)).photos;
    const res = await saveListing(
      t,
      poster.cookie,
      { body: validForm({ id: mine, images: [foreign!.lg] }) },
      'update',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('images');
  });

  it('counts kept photos toward the limit of 10', async () => {
    const id = await post(8);
    const kept = (await listingOf(id)).photos.map((p) => p.lg);
    const objects = objectCount();
    const res = await saveListing(
      t,
      poster.cookie,
      { body: validForm({ id, images: kept }), files: await pngFiles(3) },
      'update',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can upload at most 10 images');
    expect(objectCount()).toBe(objects);
  });
});
