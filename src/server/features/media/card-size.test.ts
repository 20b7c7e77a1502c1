import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import type { Photo } from '../../../shared/schemas/listing.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { makePhoto, saveListing, validForm } from '../../../test/listing-kit.ts';
import { findJob } from '../../jobs/definitions.ts';
import { runJobOnce } from '../../jobs/runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const objectKeyOf = (url: string) => url.replace(/^\/media\//, '');

/** A listing whose photo was stored before the card size existed: its card object is gone. */
const listingWithOldPhoto = async (): Promise<Photo> => {
  const poster = await createTestUser(t);
  const saved = await saveListing(t, poster.cookie, {
    body: validForm(),
    files: [{ data: await makePhoto({ width: 1200, height: 900, format: 'jpeg' }), type: 'image/jpeg' }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const res = await t.app.inject(`${API.listing.getListingById}?id=${saved.json().listed_id}`);
  const photo = res.json().propertyListing.photos[0] as Photo;
  await t.storage.remove([objectKeyOf(photo.card)]);
  expect(await t.storage.exists(objectKeyOf(photo.card))).toBe(false);
  return photo;
};

const runBackfill = () =>
  runJobOnce(
    findJob('media-card-sizes')!,
    { deps: t.deps, log: { info: () => {}, warn: () => {}, error: () => {} } },
    { trigger: 'manual', attempt: 1 },
  );

describe('card-sized photos for photos stored before the card size', () => {
  it('are made from the 960 px copy the first time a card asks for one', async () => {
    const photo = await listingWithOldPhoto();
    const res = await t.app.inject(photo.card);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(400);
    expect(await t.storage.exists(objectKeyOf(photo.card))).toBe(true);
  });

  it('are made for every stored photo by the backfill job, and a second run makes none', async () => {
    const photo = await listingWithOldPhoto();
    const first = await runBackfill();
    expect(first).toMatchObject({ made: 1 });
    expect(await t.storage.exists(objectKeyOf(photo.card))).toBe(true);
    const again = await runBackfill();
    expect(again).toMatchObject({ made: 0 });
  });

  it('are not made up for a photo that does not exist', async () => {
    const res = await t.app.inject('/media/listings/0123456789abcdef0123456789abcdef-card.webp');
    expect(res.statusCode).toBe(404);
  });
});
