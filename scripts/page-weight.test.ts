// The page-weight budgets of docs/decisions/0150-a-listing-page-pays-its-way.md, on a real build
// and the real server over the demo content: the answers a drawn page carries for its first render
// stay within 12 KB on `/`, `/search`, every listing's page of the first cities and `/rents/<city>`,
// and the script a listing's page needs before it is taken over stays within its budget.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/server/db/client.ts';
import { computeRentIndex } from '../src/server/features/rents/index.ts';
import { seedIfEmpty } from '../src/server/seed/index.ts';
import { rentsPath } from '../src/shared/rent-paths.ts';
import { buildTestApp, type TestApp } from '../src/test/app.ts';
import { buildWeb } from './build-web.ts';
import { LISTING_BUDGET_BYTES, LISTING_PAGE, measureFirstRender } from './check-js-budget.ts';

const INLINE_ANSWERS_BUDGET = 12 * 1024;

const built = mkdtempSync(path.join(tmpdir(), 'thikana-weight-'));
let t: TestApp;

beforeAll(async () => {
  // As `npm run build` builds it: vitest's NODE_ENV=test would make the bundler keep React's
  // development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildWeb(built);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  t = await buildTestApp({ webDistDir: path.join(built, 'web') });
  await seedIfEmpty(t.deps, t.app.log);
  await computeRentIndex({ database: t.deps.database, now: t.clock.now() });
}, 600_000);
afterAll(async () => {
  await t?.close();
  rmSync(built, { recursive: true, force: true });
});

/** The bytes of the answers a drawn page carries (its `thikana-queries` block), as sent. */
const inlineAnswersOf = async (url: string) => {
  const page = await t.app.inject({ url });
  expect(page.statusCode, url).toBe(200);
  const block = page.body.match(/<script type="application\/json" id="thikana-queries">(.*?)<\/script>/s);
  expect(block, `${url} is drawn on the server`).not.toBeNull();
  return Buffer.byteLength(block![1]!);
};

describe('the answers a drawn page carries', () => {
  it('stay within 12 KB on the home, the search page and a city’s rents', { timeout: 120_000 }, async () => {
    for (const url of ['/', '/search', '/search?city=Mumbai', rentsPath('Mumbai'), rentsPath('Bengaluru')]) {
      expect(await inlineAnswersOf(url), url).toBeLessThanOrEqual(INLINE_ANSWERS_BUDGET);
    }
  });

  it('stay within 12 KB on the page of every listing of Mumbai, Navi Mumbai and Pune', {
    timeout: 300_000,
  }, async () => {
    const ids = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`select id from listings where city in ('Mumbai', 'Navi Mumbai', 'Pune') and deleted_at is null
          and status = 'live' order by id`,
    );
    expect(ids.length).toBeGreaterThan(40);
    for (const { id } of ids) {
      expect(await inlineAnswersOf(`/propertydetail/${id}`), `listing ${id}`).toBeLessThanOrEqual(
        INLINE_ANSWERS_BUDGET,
      );
    }
  });
});

describe("a listing page's script before it is taken over", () => {
  it('stays within its budget, the visits’ and the messages’ screens left for a tap', () => {
    const files = measureFirstRender(path.join(built, 'web'), LISTING_PAGE);
    const total = files.reduce((sum, file) => sum + file.brotli, 0);
    expect(total).toBeLessThanOrEqual(LISTING_BUDGET_BYTES);
  });
});
