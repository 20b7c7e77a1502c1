// The rent pages as the server draws them for a first visit (docs/decisions/0144-rent-drawings-that-read.md):
// with the server render built, `/rents` holds the 12 cities' table with their figures, and a
// locality's page its own figures, in the HTML itself, before any script runs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY_NAMES } from '../../../shared/cities.ts';
import { formatRupees } from '../../../shared/format.ts';
import { rentsPath } from '../../../shared/rent-paths.ts';
import type { CitiesRents, CityRents } from '../../../shared/schemas/rents.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { seedIfEmpty } from '../../seed/index.ts';
import { localitiesWithFigures } from './cities-service.ts';
import { computeRentIndexIfMissing } from './compute.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const built = mkdtempSync(path.join(tmpdir(), 'thikana-rents-render-'));
const webDist = path.join(built, 'web');
mkdirSync(webDist);
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Thikana</title>' +
    '<script type="module" crossorigin src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'server-render.tsx', outDir: path.join(built, 'ssr') },
  });
  t = await buildTestApp({ webDistDir: webDist });
  await seedIfEmpty(t.deps, t.app.log);
  await computeRentIndexIfMissing({ database: t.deps.database, now: t.clock.now() });
}, 240_000);
afterAll(async () => {
  await t?.close();
  rmSync(built, { recursive: true, force: true });
});

const drawnPage = (html: string) => html.match(/<div id="root">(.*)<\/div>\s*<\/body>/s)?.[1] ?? '';
const api = async <T>(url: string) => (await t.app.inject({ url })).json() as T;

describe('a first visit to the rent pages', () => {
  it('gets /rents drawn with the 12 cities side by side, each with its typical rent and middle half', async () => {
    const page = await t.app.inject({ url: '/rents' });
    expect(page.statusCode).toBe(200);
    const drawn = drawnPage(page.body);
    expect(drawn).toContain('Rents in 12 cities');
    const { cities } = await api<CitiesRents>('/api/rents/cities');
    const rows = [...drawn.matchAll(/<tr data-city="([^"]+)"[^>]*>(.*?)<\/tr>/gs)];
    expect(rows.map((row) => row[1])).toEqual([...CITY_NAMES]);
    for (const [, name, cells] of rows) {
      const city = cities.find((one) => one.city === name)!;
      expect(cells).toContain(`href="${rentsPath(name!)}"`);
      expect(cells).toContain(formatRupees(city.median!));
      expect(cells).toContain(formatRupees(city.p25!));
    }
  });

  it("gets a locality's page drawn with the locality's own figures", async () => {
    const [place] = await localitiesWithFigures({ db: t.deps.database.db, limit: 1 });
    const page = await t.app.inject({ url: rentsPath(place!.city, place!.locality) });
    expect(page.statusCode).toBe(200);
    const drawn = drawnPage(page.body);
    expect(drawn).toContain(`Rents in ${place!.locality}, ${place!.city}`);
    const rents = await api<CityRents>(
      `/api/rents/city?city=${encodeURIComponent(place!.city)}&locality=${encodeURIComponent(place!.locality)}`,
    );
    const own = rents.rows.find((row) => row.locality === place!.locality && row.configuration === null)!;
    expect(drawn).toContain('<table');
    expect(drawn).toContain(formatRupees(own.median!));
  });
});
