import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.ts';
import { API } from '../../shared/api.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { pngFiles, saveListing, validForm } from '../../test/listing-kit.ts';
import { PUBLIC_API_CACHE } from './caching.ts';

// A small build: an index.html, a hashed script and stylesheet, precompressed the way
// the Vite build does it.
const dist = mkdtempSync(path.join(tmpdir(), 'thikana-dist-'));
const SCRIPT = `export const homes = [${Array.from({ length: 400 }, (_, i) => `"home ${i}"`).join(',')}];\n`;
const STYLE = Array.from({ length: 200 }, (_, i) => `.card-${i} { padding: ${i}px; }`).join('\n');
const PAGE = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Thikana</title>
<meta name="description" content="Homes without brokerage"></head><body><div id="root"></div>
<script type="module" src="/assets/index-abc123.js"></script>${'<!-- shell -->'.repeat(100)}</body></html>`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), PAGE);
writeFileSync(path.join(dist, 'assets/index-abc123.js'), SCRIPT);
writeFileSync(path.join(dist, 'assets/index-def456.css'), STYLE);
writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
precompressDir(dist);

let t: TestApp;
let listingId: string;
beforeAll(async () => {
  t = await buildTestApp({ webDistDir: dist });
  const poster = await createTestUser(t);
  const description = 'A bright flat with a long balcony, close to the station and the market. '.repeat(20);
  const saved = await saveListing(t, poster.cookie, {
    body: validForm({ description }),
    files: await pngFiles(1),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  listingId = String(saved.json().listed_id);
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip', ...headers } });

describe('compression', () => {
  it('sends the built script as the brotli file made at build time', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the stylesheet gzipped to a browser that only takes gzip', async () => {
    const res = await get('/assets/index-def456.css', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('text/css');
    expect(gunzipSync(res.rawPayload).toString()).toBe(STYLE);
  });

  it('sends the plain file to a client that asks for no encoding', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe(SCRIPT);
  });

  it('compresses the HTML page as it is sent', async () => {
    const res = await get('/search?city=Mumbai');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  it('compresses a JSON answer above 1 KB', async () => {
    const res = await get(`${API.listing.getListingById}?id=${listingId}`, { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain(listingId);
  });

  it('leaves a JSON answer under 1 KB as it is', async () => {
    const res = await get(API.health);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('cache headers', () => {
  it('keep hashed assets for a year without asking again', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('make the service worker revalidate every time, so a release reaches installed apps', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('make the HTML page revalidate every time, with an ETag that answers 304', async () => {
    const first = await get('/');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
  });

  it('let a public read be kept a minute and served stale while it is fetched again', async () => {
    const res = await get(`${API.listing.getListingById}?id=${listingId}`);
    expect(res.headers['cache-control']).toBe(PUBLIC_API_CACHE);
    expect(res.headers.vary).toContain('cookie');
    const again = await get(`${API.listing.getListingById}?id=${listingId}`, {
      'if-none-match': res.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([API.listing.getCategories, API.listing.getStats, API.blog.getBlogs, API.blog.getBlogCategories])(
    'let %s be kept by shared caches',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(PUBLIC_API_CACHE);
      expect(res.headers.etag).toBeDefined();
    },
  );

  it('keep a public read made by a logged-in viewer private to their browser', async () => {
    const viewer = await createTestUser(t);
    const res = await get(`${API.listing.getListingById}?id=${listingId}`, { cookie: viewer.cookie });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('never keep a personal answer, and give it no ETag', async () => {
    const viewer = await createTestUser(t);
    const res = await get(API.listing.getWishListByUserId, { cookie: viewer.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('over plain http', () => {
  it('sends no HSTS and no upgrade-insecure-requests when PUBLIC_URL is http', async () => {
    const lan = await buildTestApp({
      config: { NODE_ENV: 'production', PUBLIC_URL: 'http://192.168.1.20:3000', APP_SECRET: 'a'.repeat(32) },
    });
    try {
      const res = await lan.app.inject('/');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    } finally {
      await lan.close();
    }
  }, 120_000);

  it('sends HSTS only to https requests of an https site', async () => {
    const site = await buildTestApp({
      config: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://thikana.example',
        APP_SECRET: 'a'.repeat(32),
        TRUST_PROXY: 'true',
      },
    });
    try {
      const overHttps = await site.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.headers['strict-transport-security']).toContain('max-age=');
      expect(overHttps.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const overHttp = await site.app.inject('/');
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
      expect(overHttp.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    } finally {
      await site.close();
    }
  }, 120_000);
});

describe('security headers', () => {
  it('give a JSON answer the short set a JSON answer needs', async () => {
    const res = await get(API.health);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('give a page the whole set with its content security policy', async () => {
    const res = await get('/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('give a built script only what a file needs, and the service worker the whole set', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    // A worker's script is governed by its own content security policy.
    expect((await get('/sw.js')).headers['content-security-policy']).toContain("script-src 'self'");
  });
});
