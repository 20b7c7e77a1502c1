import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import type { Photo } from '../../../shared/schemas/listing.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { makePhoto, saveListing, validForm } from '../../../test/listing-kit.ts';
import { findJob } from '../../jobs/definitions.ts';
import { runJobOnce } from '../../jobs/runner.ts';
import { processImages, writeImages } from './image-pipeline.ts';

let t: TestApp;
let poster: Awaited<ReturnType<typeof createTestUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  poster = await createTestUser(t);
});
afterAll(() => t.close());

const objectKeyOf = (url: string) => url.replace(/^\/media\//, '');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const runJob = () =>
  runJobOnce(findJob('media-large-sizes')!, { deps: t.deps, log: quiet }, { trigger: 'manual', attempt: 1 });

const postPhoto = async (width: number, height: number) => {
  const saved = await saveListing(t, poster.cookie, {
    body: validForm(),
    files: [{ data: await makePhoto({ width, height, format: 'jpeg' }), type: 'image/jpeg' }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().listed_id as number;
};
const photoOf = async (id: number) =>
  (await t.app.inject(`${API.listing.getListingById}?id=${id}`)).json().propertyListing.photos[0] as Photo;

describe('the 1600 px sizes made after the save', () => {
  it('are made by the media-large-sizes job, and the listing links them once made', async () => {
    const id = await postPhoto(2000, 1500);
    const before = await photoOf(id);
    expect(before.lg).toBe(before.md);

    expect(await runJob()).toMatchObject({ made: 1, waiting: 0 });
    const after = await photoOf(id);
    expect(after).toMatchObject({ width: 1600, height: 1200 });
    expect(after.lg).toMatch(/-lg\.webp$/);
    expect(after.avif!.lg).toMatch(/-lg\.avif$/);
    const webp = await sharp((await t.storage.get(objectKeyOf(after.lg)))!).metadata();
    const avif = await sharp((await t.storage.get(objectKeyOf(after.avif!.lg)))!).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 1600, 1200]);
    expect([avif.format, avif.compression, avif.width, avif.height]).toEqual(['heif', 'av1', 1600, 1200]);
    // The source is gone, so the next run has nothing to do.
    expect(await runJob()).toMatchObject({ made: 0, waiting: 0 });
  });

  it('leaves a photo at most 960 px wide with all its sizes at once, the 960 px one serving as the largest', async () => {
    const photo = await photoOf(await postPhoto(800, 600));
    expect(photo).toMatchObject({ width: 800, height: 600 });
    expect(photo.lg).toBe(photo.md);
    expect(await t.storage.exists(`pending/${objectKeyOf(photo.md).replace(/-md\.webp$/, '')}.jpg`)).toBe(
      false,
    );
  });

  it('keeps the source of a photo no saved listing shows yet, and makes its sizes only once', async () => {
    const [image] = await processImages(
      [{ data: await makePhoto({ width: 1800, height: 1200, format: 'jpeg' }), name: 'a.jpg' }],
      {
        avif: true,
        deferLarge: true,
      },
    );
    const { refs } = await writeImages(t.storage, 'listings', [image!]);
    const source = `pending/${refs[0]!.key}.jpg`;
    expect(await runJob()).toMatchObject({ made: 1, waiting: 1 });
    expect(await t.storage.exists(source)).toBe(true);
    expect(await runJob()).toMatchObject({ made: 0, waiting: 1 });
    await t.storage.remove([source]);
  });
});

describe('AVIF from /media', () => {
  it('is served as image/avif with a year of immutable caching', async () => {
    const photo = await photoOf(await postPhoto(1200, 900));
    const res = await t.app.inject(photo.avif!.md);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 960, 720]);
  });
});
