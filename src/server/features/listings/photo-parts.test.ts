// A client outside our web app may name its photo parts as it likes: every file part but
// `body` is a photo (docs/decisions/0143-clients-outside-the-browser.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { testDatabaseKind } from '../../../test/database.ts';
import { makePhoto, saveListing, validForm } from '../../../test/listing-kit.ts';

let t: TestApp;
let poster: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  poster = await createTestUser(t, { fullName: 'Farah Poster' });
});
afterAll(() => t.close());

const photos = async (parts: string[], name?: string) =>
  Promise.all(parts.map(async (part, i) => ({ data: await makePhoto({ seed: i + 3 }), part, name })));

const photoCount = async (id: number) => {
  const res = await t.app.inject({ url: `/api/listing/getListingById?id=${id}` });
  return res.json<{ propertyListing: Listing }>().propertyListing.photos.length;
};

describe(`photo parts of any name on ${testDatabaseKind()}`, () => {
  it('a SPEC-style client that sends its photos as `file` parts gets them saved', async () => {
    const res = await saveListing(t, poster.cookie, {
      body: validForm(),
      files: await photos(['file', 'file']),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Property Added Successfully');
    expect(await photoCount(res.json().listed_id)).toBe(2);
  });

  it('keeps photos sent under several names, and parts sent without a file name', async () => {
    const files = [...(await photos(['image', 'images[]'])), ...(await photos(['photo'], ''))];
    const res = await saveListing(t, poster.cookie, { body: validForm(), files });
    expect(res.statusCode, res.body).toBe(200);
    expect(await photoCount(res.json().listed_id)).toBe(3);
  });

  it('an update adds the photos of a `file` part to the ones it keeps', async () => {
    const added = await saveListing(t, poster.cookie, { body: validForm(), files: await photos(['files']) });
    const id = added.json().listed_id as number;
    const listing = (await t.app.inject({ url: `/api/listing/getListingById?id=${id}` })).json();
    const images = listing.propertyListing.images as string[];
    const res = await saveListing(
      t,
      poster.cookie,
      { body: validForm({ id, images }), files: await photos(['file']) },
      'update',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await photoCount(id)).toBe(2);
  });

  const listingCount = async () => {
    const res = await t.app.inject({
      url: '/api/listing/getListingByUserId',
      headers: { cookie: poster.cookie },
    });
    return (res.json().usersListing as unknown[]).length;
  };

  it.each([
    {
      label: 'without a file name, named by its part',
      name: '',
      type: 'application/octet-stream',
      named: 'document',
    },
    { label: 'with a file name, named by it', name: 'notes.txt', type: 'text/plain', named: 'notes.txt' },
  ])('a file part that is not a photo, $label, is refused naming it and nothing is saved', async (part) => {
    const before = await listingCount();
    const bytes = {
      data: Buffer.from('not a photo at all'),
      part: 'document',
      name: part.name,
      type: part.type,
    };
    const files = [...(await photos(['file'])), bytes];
    const res = await saveListing(t, poster.cookie, { body: validForm(), files });
    // 415: a wrong media type (docs/product/api.md#errors), with the photo's own line.
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0].message).toMatch(new RegExp(`^${part.named}: `));
    expect(await listingCount()).toBe(before);
  });

  it('more than ten photos across names is refused, never cut short', async () => {
    const files = await photos([...Array(6).fill('file'), ...Array(5).fill('files')]);
    const res = await saveListing(t, poster.cookie, { body: validForm(), files });
    expect(res.statusCode).toBe(400);
  });
});
