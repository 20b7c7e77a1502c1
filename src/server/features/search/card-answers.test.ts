// Lists of listings come as cards when asked with view=card (docs/decisions/0113-card-answers.md):
// the keys a card shows, each photo one address pattern (docs/decisions/0120-card-photos-as-one-pattern.md),
// no description; without it, full listings as the public calls always answered them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { apiUrl } from '../../../shared/api-url.ts';
import { cardPhotoSize } from '../../../shared/photo-srcset.ts';
import { ListingCardSchema } from '../../../shared/schemas/listing.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { pngFiles, saveListing, validForm } from '../../../test/listing-kit.ts';

let t: TestApp;
let city: string;

beforeAll(async () => {
  t = await buildTestApp();
  const poster = await createTestUser(t, { isAdmin: true });
  const form = validForm({ description: 'A long description.', buildinCategory: ['Recommended'] });
  city = String((form as { city: string }).city);
  const saved = await saveListing(t, poster.cookie, { body: form, files: await pngFiles(2) });
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);
afterAll(() => t.close());

const cardKeys = Object.keys(ListingCardSchema.shape).sort();
const expectCards = (listings: Record<string, unknown>[]) => {
  expect(listings.length).toBeGreaterThan(0);
  for (const listing of listings) {
    expect(Object.keys(listing).sort()).toEqual(cardKeys);
    expect(listing).not.toHaveProperty('description');
    for (const photo of listing.photos as object[])
      expect(Object.keys(photo).sort()).toEqual(['height', 'src', 'width']);
  }
};

describe('card answers', () => {
  it('answers a search with cards for view=card, and with full listings without it', async () => {
    const ask = (view?: string) =>
      t.app.inject({
        method: 'POST',
        url: API.listing.searchProperties,
        payload: { location: city, ...(view ? { view } : {}) },
      });
    const cards = (await ask('card')).json().properties;
    expectCards(cards);
    const full = (await ask()).json().properties;
    expect(full[0].description).toBe('A long description.');
    expect(Object.keys(full[0].photos[0]).sort()).toEqual(['card', 'height', 'lg', 'md', 'sm', 'width']);
    // Each card photo's pattern, filled in, names the addresses the full listing names.
    expect(cards[0].photos).toHaveLength(full[0].photos.length);
    cards[0].photos.forEach((photo: { src: string }, i: number) => {
      for (const size of ['card', 'sm', 'md'] as const)
        expect(cardPhotoSize(photo, size)).toBe(full[0].photos[i][size]);
    });
  });

  it('answers the home sections and the property list with cards for view=card', async () => {
    const home = await t.app.inject({
      url: apiUrl(API.listing.getListings, { location: city, view: 'card' }),
    });
    expectCards(home.json().recommended);
    const list = await t.app.inject({
      url: apiUrl(API.listing.getPropertyList, { location: city, view: 'Card' }),
    });
    expectCards(list.json().properties);
    const full = await t.app.inject({ url: apiUrl(API.listing.getListings, { location: city }) });
    expect(full.json().recommended[0].description).toBe('A long description.');
  });

  it('refuses a view it does not know with 400 naming the field', async () => {
    const answer = await t.app.inject({
      url: apiUrl(API.listing.getPropertyList, { location: city, view: 'tiny' }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('view');
  });
});
