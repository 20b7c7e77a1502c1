// A page is whole or honestly refused (docs/decisions/0139-a-page-is-whole-or-refused.md): while
// the server sheds, a public page is never a 200 without its data. It is the page as last drawn
// whole, marked stale, or a 503 with Retry-After and a page that asks again by itself.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { onPostgres, queueSampled, slowStatement } from '../../test/busy-database.ts';
import { pngFiles, saveListing, validForm } from '../../test/listing-kit.ts';
import { PAGE_CALL_HEADER, PAGE_CALL_SECRET } from './load-shedding.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'thikana-whole-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Thikana</title></head><body><div id="root"></div></body></html>',
);

const DESCRIPTION = 'A quiet flat with a neem tree outside the balcony.';
let t: TestApp;
let id: number;

beforeAll(async () => {
  t = await buildTestApp({
    webDistDir: dist,
    config: { SHED_DB_WAITING: '3', SHED_RETRY_AFTER_SECONDS: '2', SHED_MIN_IN_FLIGHT: '1' },
  });
  const poster = await createTestUser(t);
  const saved = await saveListing(t, poster.cookie, {
    body: validForm({ description: DESCRIPTION }),
    files: await pngFiles(1),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  id = Number(saved.json().listed_id);
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/**
 * The server's own backlog: statements queued on the database and an API call waiting behind
 * them (SHED_MIN_IN_FLIGHT=1). Resolves once the queue is long; `drained` once it is empty again.
 */
const backlog = async () => {
  const queued = Array.from({ length: onPostgres() ? 10 : 20 }, () => slowStatement(t.deps.database, 1.5));
  // A search reads the database (getStats' figures are kept in memory).
  const waiting = t.app.inject({
    method: 'POST',
    url: '/api/listing/searchProperties',
    payload: { location: 'Mumbai' },
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  await queueSampled();
  return { drained: () => Promise.all([...queued, waiting]) };
};
const answersIn = (html: string) =>
  html.match(/<script type="application\/json" id="thikana-answers">(.*?)<\/script>/s)?.[1] ?? '';

describe('a public page while the server sheds', () => {
  it('is the page as last drawn whole, or a 503 that asks again, never a page without its data', async () => {
    const listingPage = `/propertydetail/${id}`;
    const quiet = await t.app.inject(listingPage);
    expect(quiet.statusCode).toBe(200);
    expect(answersIn(quiet.body)).toContain(DESCRIPTION);

    const busy = await backlog();
    expect((await t.app.inject('/api/listing/getStats')).statusCode).toBe(503);
    const pages = await Promise.all(
      [listingPage, '/', '/search?city=Mumbai', '/faq'].map((url) => t.app.inject(url)),
    );
    await busy.drained();

    const [stale, home, search] = pages;
    expect(stale!.statusCode).toBe(200);
    expect(stale!.headers.warning).toContain('Stale');
    expect(answersIn(stale!.body)).toContain(DESCRIPTION);
    for (const refused of [home!, search!]) {
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.body).toContain('<meta http-equiv="refresh" content="2">');
    }
    for (const page of pages) {
      if (page.statusCode === 200) expect(answersIn(page.body), page.body.slice(0, 200)).not.toBe('');
      else expect(page.statusCode).toBe(503);
    }
  });

  it('is drawn whole again once the queue has drained', async () => {
    await queueSampled();
    const home = await t.app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers.warning).toBeUndefined();
    expect(answersIn(home.body)).toContain('recommended');
  });
});

describe("an admitted page's own calls", () => {
  it('are not shed a second time, and no client can claim to be one', async () => {
    const busy = await backlog();
    const asPage = await t.app.inject({
      url: '/api/listing/getStats',
      headers: { [PAGE_CALL_HEADER]: PAGE_CALL_SECRET },
    });
    const claimed = await t.app.inject({
      url: '/api/listing/getStats',
      headers: { [PAGE_CALL_HEADER]: 'guess' },
    });
    await busy.drained();
    expect(asPage.statusCode).toBe(200);
    expect(claimed.statusCode).toBe(503);
  });
});
