// `npm run bench:answers`
//
// The bytes of the answers a card page carries, before compression (docs/decisions/0113-card-answers.md):
// a first page of search results, the home sections and a property list, each as full listings (a
// call without `view`, as a client of the public calls gets it) and as cards (`view=card`, as the web
// app asks), and the HTML of `/` and `/search` with the answers kept in it (the web build of
// `npm run build`, dist/web). On the embedded database with the demo content; the process cache of
// public answers is left as the server has it, but every figure is a size, not a time.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { createDeps } from '../src/server/deps.ts';
import { seedIfEmpty } from '../src/server/seed/index.ts';
import { API } from '../src/shared/api.ts';
import { apiUrl } from '../src/shared/api-url.ts';
import { DEFAULT_CITY } from '../src/shared/cities.ts';

const webDist = path.resolve(process.env.WEB_DIST ?? 'dist/web');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const main = async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'thikana-answers-'));
  const log = pino({ level: 'warn' });
  // Sizes only: load shedding (docs/decisions/0112-load-shedding.md) is off, or a busy machine's
  // 503s after the seed would be measured as answers.
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dir,
    DATABASE_URL: '',
    NODE_ENV: 'production',
    SHED_EVENT_LOOP_DELAY_MS: '0',
  });
  const deps = await createDeps(config, log);
  await deps.database.migrate();
  await seedIfEmpty(deps, log);
  const app = await buildApp(deps, { logger: log, webDistDir: existsSync(webDist) ? webDist : undefined });
  try {
    const search = async (view?: 'card') => {
      const payload = { location: DEFAULT_CITY, filters: {}, ...(view ? { view } : {}) };
      const response = await app.inject({ method: 'POST', url: API.listing.searchProperties, payload });
      return {
        bytes: response.body.length,
        cards: (response.json() as { properties: unknown[] }).properties.length,
      };
    };
    const get = async (url: string) => (await app.inject({ method: 'GET', url })).body.length;
    const rows: [string, number, number, string][] = [];
    const [full, card] = [await search(), await search('card')];
    rows.push([`searchProperties, first page (${card.cards} cards)`, full.bytes, card.bytes, '']);
    for (const [name, url] of [
      ['getListings (home sections)', API.listing.getListings],
      ['getPropertyList', API.listing.getPropertyList],
    ] as const) {
      const bytes = await get(apiUrl(url, { location: DEFAULT_CITY }));
      const cards = await get(apiUrl(url, { location: DEFAULT_CITY, view: 'card' }));
      rows.push([name, bytes, cards, '']);
    }
    for (const page of ['/', '/search']) {
      const html = await app.inject({ method: 'GET', url: page });
      // The answers and, for a page drawn on the server, its queries: every JSON block in it.
      const kept = [...html.body.matchAll(/<script type="application\/json"[^>]*>.*?<\/script>/gs)];
      const keptBytes = kept.reduce((sum, block) => sum + block[0].length, 0);
      rows.push([`HTML of ${page}`, html.body.length, keptBytes, 'JSON kept in it']);
    }
    console.info(`| answer (${DEFAULT_CITY}, demo data) | full listings | cards | |`);
    console.info('|---|---|---|---|');
    for (const [name, a, b, note] of rows) {
      console.info(
        note
          ? `| ${name} | ${kb(a)} in all | ${kb(b)} of JSON | ${note} |`
          : `| ${name} | ${kb(a)} | ${kb(b)} | |`,
      );
    }
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

await main();
