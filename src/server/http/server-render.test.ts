// The public pages drawn on the server (docs/decisions/0076-public-pages-rendered-on-the-server.md):
// with the server render built, a first visit's HTML holds the page itself and the queries it was
// drawn from, and no script the page's content security policy would refuse; a logged-in visitor
// and a device that shows its own city or language get the page to draw themselves.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_VIEW_COOKIE } from '../../shared/own-view.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { pngFiles, saveListing, validForm } from '../../test/listing-kit.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const built = mkdtempSync(path.join(tmpdir(), 'thikana-render-'));
const webDist = path.join(built, 'web');
mkdirSync(webDist);
writeFileSync(
  path.join(webDist, 'index.html'),
  // As the build writes it: the entry script before the stylesheet.
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Thikana</title>' +
    '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-b2.css"></head><body><div id="root"></div></body></html>',
);

/** Words a replacement pattern would mangle: `$$`, `$&` and `$'` mean something to String.replace. */ mkdirSync(
  path.join(webDist, '.vite'),
);
writeFileSync(
  path.join(webDist, '.vite/manifest.json'),
  JSON.stringify({ 'pages/home/home-page.tsx': { file: 'assets/home-page-d4.js' } }),
);

const DESCRIPTION = "Sunlit corner flat near the station. Pay $$ and $& and $' at the gate.";
let t: TestApp;
let id: number;
let visitorCookie: string;

beforeAll(async () => {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'server-render.tsx', outDir: path.join(built, 'ssr') },
  });
  t = await buildTestApp({ webDistDir: webDist });
  const poster = await createTestUser(t, { isAdmin: true });
  visitorCookie = (await createTestUser(t)).cookie;
  const saved = await saveListing(t, poster.cookie, {
    body: validForm({ buildinCategory: ['Recommended'], description: DESCRIPTION }),
    files: await pngFiles(1),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  id = Number(saved.json().listed_id);
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(built, { recursive: true, force: true });
});

const drawnPage = (html: string) => html.match(/<div id="root">(.*)<\/div>\s*<\/body>/s)?.[1] ?? '';
const queriesIn = (html: string): { key: unknown[]; data: unknown }[] => {
  const match = html.match(/<script type="application\/json" id="thikana-queries">(.*?)<\/script>/s);
  return match ? JSON.parse(match[1]!) : [];
};
const titleOf = async () =>
  (
    (await t.app.inject({ url: `/api/listing/getListingById?id=${id}` })).json() as {
      propertyListing: { title: string };
    }
  ).propertyListing.title;

describe('a first visit', () => {
  it("gets the home page drawn, with the recommended listing's card and the queries it was drawn from", async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    const drawn = drawnPage(page.body);
    expect(drawn).toContain('Help you find the best place to stay.');
    // The home search's preselected type is drawn too, as the browser first draws it.
    expect(drawn).toMatch(/aria-pressed="true"[^>]*>Apartment</);
    expect(drawn).toContain(await titleOf());
    expect(queriesIn(page.body).map((query) => query.key)).toContainEqual([
      'listings',
      'home',
      'Mumbai',
      'all',
    ]);
    // The answers are in the queries now; they are not sent twice.
    expect(page.body).not.toContain('thikana-answers');
    // It reads without its page's code, which the main script asks for after the paint.
    expect(page.body).not.toContain('home-page-d4.js');
  });

  it("gets a listing's page drawn with its details, keeping the link-preview tags", async () => {
    const page = await t.app.inject({ url: `/propertydetail/${id}` });
    expect(page.statusCode).toBe(200);
    const title = await titleOf();
    expect(drawnPage(page.body)).toContain(title);
    expect(drawnPage(page.body)).toContain('Get Contact Info');
    expect(drawnPage(page.body)).toContain('Pay $$ and $&amp; and $&#x27; at the gate.');
    expect(page.body).toContain(`<meta property="og:title" content="${title}`);
  });

  it('gets the search page drawn with the first page of results', async () => {
    const page = await t.app.inject({ url: '/search?city=Mumbai' });
    expect(drawnPage(page.body)).toContain(await titleOf());
  });

  it('gets the policy pages drawn with the plan they state', async () => {
    const page = await t.app.inject({ url: '/refund' });
    expect(page.statusCode).toBe(200);
    expect(drawnPage(page.body)).toMatch(/₹\s?299/);
  });

  it('gets no script the content security policy would refuse: every part of the page is inline', async () => {
    for (const url of ['/', `/propertydetail/${id}`, '/search', '/faq']) {
      const page = await t.app.inject({ url });
      expect(drawnPage(page.body), url).not.toMatch(/<script(?![^>]*type="application\/json")/);
      expect(drawnPage(page.body), url).not.toContain('<template');
    }
  });
});

describe('every page', () => {
  it('asks for the stylesheet before the scripts: the first paint waits for it, not for them', async () => {
    for (const url of ['/', '/wishlist']) {
      const page = await t.app.inject({ url });
      const stylesheet = page.body.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-b2.css">');
      expect(stylesheet, url).toBeGreaterThan(0);
      expect(stylesheet, url).toBeLessThan(page.body.indexOf('<script type="module"'));
      expect(page.body.match(/index-b2\.css/g), url).toHaveLength(1);
    }
  });
});

describe('a made-up session cookie', () => {
  it('is a first visit like any other: the page is drawn and carries its queries', async () => {
    for (const cookie of ['thikana_session=bogus', `thikana_session=${'A'.repeat(43)}`]) {
      const page = await t.app.inject({ url: '/', headers: { cookie } });
      expect(drawnPage(page.body), cookie).not.toBe('');
      expect(page.body, cookie).toContain('thikana-queries');
    }
  });
});

describe('the browser draws the page itself', () => {
  it('for a logged-in visitor, whose page is their own', async () => {
    const page = await t.app.inject({ url: '/', headers: { cookie: visitorCookie } });
    expect(drawnPage(page.body)).toBe('');
    expect(page.body).not.toContain('thikana-queries');
  });

  it('for a device that shows its own city or language, which still gets the answers', async () => {
    const page = await t.app.inject({ url: '/', headers: { cookie: `${OWN_VIEW_COOKIE}=1` } });
    expect(drawnPage(page.body)).toBe('');
    expect(page.body).toContain('thikana-answers');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-d4.js">');
  });

  it('for a page that is not public', async () => {
    const page = await t.app.inject({ url: '/wishlist' });
    expect(drawnPage(page.body)).toBe('');
  });
});

describe('a page drawn for a first visit', () => {
  it('is kept as long as public answers are, then drawn afresh', async () => {
    const keeping = await buildTestApp({ webDistDir: webDist, config: { PUBLIC_CACHE_SECONDS: '5' } });
    try {
      const poster = await createTestUser(keeping);
      const save = async (locality: string) => {
        const saved = await saveListing(keeping, poster.cookie, {
          body: validForm({ locality }),
          files: await pngFiles(1),
        });
        expect(saved.statusCode, saved.body).toBe(200);
      };
      // The page and the search it is drawn from are both kept PUBLIC_CACHE_SECONDS (decisions 0076,
      // 0078): a new home shows once they run out, not before.
      await save('Powai');
      const first = await keeping.app.inject({ url: '/search?city=Mumbai' });
      expect(drawnPage(first.body)).toContain('Powai');
      await save('Bandra West');
      keeping.clock.advance(4_000);
      const kept = await keeping.app.inject({ url: '/search?city=Mumbai' });
      expect(drawnPage(kept.body)).toBe(drawnPage(first.body));
      keeping.clock.advance(2_000);
      const fresh = await keeping.app.inject({ url: '/search?city=Mumbai' });
      expect(drawnPage(fresh.body)).toContain('Bandra West');
    } finally {
      await keeping.close();
    }
  }, 60_000);
});
