// A public page's HTML carries its first answers and its main photo's preload
// (docs/decisions/0073-first-answers-in-the-page.md): the answers are what the API itself
// answers an anonymous visitor, a logged-in visitor's page carries none, and no listing text
// can break out of the data block.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../shared/api.ts';
import { CARD_IMAGE_SIZES, DETAIL_IMAGE_SIZES, srcSetOf } from '../../shared/photo-srcset.ts';
import type { Photo } from '../../shared/schemas/listing.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { pngFiles, saveListing, validForm } from '../../test/listing-kit.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'thikana-first-'));
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Thikana</title>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-b2.js"></head><body><div id="root"></div></body></html>`,
);
writeFileSync(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_shared-b2.js'] },
    '_shared-b2.js': { file: 'assets/shared-b2.js' },
    '_card-c3.js': { file: 'assets/card-c3.js', imports: ['_shared-b2.js'] },
    'pages/home/home-page.tsx': { file: 'assets/home-page-d4.js', imports: ['_card-c3.js', '_shared-b2.js'] },
    '../../virtual:catalogue/en/rest': { file: 'assets/rest-f6.js' },
    'pages/property-detail/property-detail-page.tsx': {
      file: 'assets/detail-e5.js',
      imports: ['_card-c3.js'],
    },
  }),
);

const HOSTILE =
  'A bright flat near the station. </script><script>alert("x")</script> Ask for the keys at the gate.';
let t: TestApp;
let id: number;
let posterCookie: string;

beforeAll(async () => {
  t = await buildTestApp({ webDistDir: dist });
  // An admin, who may put the listing in the home's Recommended section.
  const poster = await createTestUser(t, { isAdmin: true });
  posterCookie = poster.cookie;
  const saved = await saveListing(t, poster.cookie, {
    body: validForm({ description: HOSTILE.repeat(3), buildinCategory: ['Recommended'] }),
    files: await pngFiles(2),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  id = Number(saved.json().listed_id);
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const answersIn = (html: string): { url: string; body: unknown }[] => {
  const match = html.match(/<script type="application\/json" id="thikana-answers">(.*?)<\/script>/s);
  return match ? JSON.parse(match[1]!) : [];
};

/** What every page's frame asks for (the test-mode banner, the footer), carried by every page. */
const FRAME: string[] = [API.payments.getRazorpayDetails, API.contact.getSupport];

/** The answers a page carries for its own content, without its frame's. */
const ownAnswersIn = (html: string) => answersIn(html).filter((answer) => !FRAME.includes(answer.url));

describe("a listing's page", () => {
  it('carries the answer the page would ask for, as the API answers it', async () => {
    const page = await t.app.inject({ url: `/propertydetail/${id}` });
    expect(page.statusCode).toBe(200);
    const urls = [
      `${API.listing.getListingById}?id=${id}`,
      `${API.listing.getSimilarListings}?id=${id}&view=card`,
    ];
    const expected = await Promise.all(
      urls.map(async (url) => ({ url, body: (await t.app.inject({ url })).json() as unknown })),
    );
    expect(ownAnswersIn(page.body)).toEqual(expected);
  });

  it("carries what the page's frame asks for, the gateway's mode and the support contacts", async () => {
    const page = await t.app.inject({ url: `/propertydetail/${id}` });
    const gateway = await t.app.inject({ url: API.payments.getRazorpayDetails });
    const frame = answersIn(page.body).filter((answer) => FRAME.includes(answer.url));
    expect(frame.map((answer) => answer.url)).toEqual(FRAME);
    expect(frame[0]!.body).toEqual(gateway.json());
    expect(frame[1]!.body).toMatchObject({ email: expect.any(String), form_token: expect.any(String) });
  });

  it('preloads its first photo with the sizes the page draws it at, before any script', async () => {
    const page = await t.app.inject({ url: `/propertydetail/${id}` });
    const photo = (answersIn(page.body)[0]!.body as { propertyListing: { photos: Photo[] } }).propertyListing
      .photos[0]!;
    const preload = page.body.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    // The gallery offers AVIF first (docs/decisions/0114-avif-photos.md): the preload is what it picks.
    expect(photo.avif).toBeDefined();
    expect(preload).toContain(`imagesrcset="${srcSetOf(photo.avif!, false)}"`);
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain(`imagesizes="${DETAIL_IMAGE_SIZES}"`);
    expect(preload).toContain('fetchpriority="high"');
    expect(page.body.indexOf(preload)).toBeLessThan(page.body.indexOf('<script'));
  });

  it('preloads the page module and what it imports, not what index.html already loads', async () => {
    const page = await t.app.inject({ url: `/propertydetail/${id}` });
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/detail-e5.js">');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/card-c3.js">');
    // Every page but the home waits for the rest of the English texts.
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/rest-f6.js">');
    expect(page.body.match(/shared-b2\.js/g)).toHaveLength(1);
  });

  it('keeps listing text inside the data block', async () => {
    const page = await t.app.inject({ url: `/propertydetail/${id}` });
    expect(page.body).not.toContain('<script>alert');
    const body = answersIn(page.body)[0]!.body as { propertyListing: { description: string } };
    expect(body.propertyListing.description).toContain(HOSTILE);
  });

  it('carries no answers for a logged-in visitor, whose answers are their own', async () => {
    const page = await t.app.inject({ url: `/propertydetail/${id}`, headers: { cookie: posterCookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('thikana-answers');
  });

  it('stays a plain not-found page for a listing that does not exist', async () => {
    const page = await t.app.inject({ url: '/propertydetail/999999' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('thikana-answers');
  });
});

describe('the home page', () => {
  it("carries the default city's sections, the categories and the figures as the API answers them", async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    const urls = [
      // The web app asks for cards (docs/decisions/0113-card-answers.md).
      `${API.listing.getListings}?location=Mumbai&view=card`,
      API.listing.getCategories,
      API.listing.getStats,
    ];
    const expected = await Promise.all(
      urls.map(async (url) => ({ url, body: (await t.app.inject({ url })).json() as unknown })),
    );
    expect(ownAnswersIn(page.body)).toEqual(expected);
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-d4.js">');
    expect(page.body).not.toContain('/assets/rest-f6.js');
  });

  it("preloads the first recommended card's photo at card sizes", async () => {
    const page = await t.app.inject({ url: '/home' });
    const sections = answersIn(page.body)[0]!.body as {
      recommended: { photos: Parameters<typeof srcSetOf>[0][] }[];
    };
    const first = sections.recommended[0]!.photos[0]!;
    const preload = page.body.match(/<link rel="preload" as="image"[^>]*>/)?.[0];
    expect(preload).toContain(`imagesrcset="${srcSetOf(first, true)}"`);
    expect(preload).toContain(`imagesizes="${CARD_IMAGE_SIZES}"`);
  });
});

describe('the search page', () => {
  it('carries the first page of the search its address names, as the API answers it', async () => {
    const page = await t.app.inject({ url: '/search?city=Mumbai&search=flat&sort=newest' });
    expect(page.statusCode).toBe(200);
    const request = {
      location: 'Mumbai',
      search: 'flat',
      filters: {},
      sort: 'newest',
      view: 'card',
      limit: 12,
    };
    const api = await t.app.inject({ method: 'POST', url: API.listing.searchProperties, payload: request });
    expect(ownAnswersIn(page.body)).toEqual([
      { url: API.listing.searchProperties, request, body: api.json() },
    ]);
  });

  it('carries the default city with nothing chosen for a bare /search, with the first card preloaded', async () => {
    const page = await t.app.inject({ url: '/search' });
    const [answer] = answersIn(page.body);
    expect(answer).toMatchObject({ request: { location: 'Mumbai', filters: {} } });
    const first = (answer!.body as { properties: { photos: Parameters<typeof srcSetOf>[0][] }[] })
      .properties[0]!;
    expect(page.body).toContain(`imagesrcset="${srcSetOf(first.photos[0]!, true)}"`);
  });

  it('leaves a property list, whose type comes from the link that opened it, to the browser', async () => {
    const page = await t.app.inject({ url: '/search?propertyList' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('thikana-answers');
  });
});
