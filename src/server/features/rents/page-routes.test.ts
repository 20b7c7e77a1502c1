// The rent pages as a first visit and a search engine get them: the page's head, its answer in
// the HTML, a 404 for a city we do not list, and the cities side by side, every city and the
// localities with figures in the sitemap.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY_NAMES } from '../../../shared/cities.ts';
import { rentsPath } from '../../../shared/rent-paths.ts';
import type { CitiesRents, CityRents } from '../../../shared/schemas/rents.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { rentFigures } from '../../db/schema.ts';
import { seedIfEmpty } from '../../seed/index.ts';
import { localitiesWithFigures } from './cities-service.ts';
import { computeRentIndexIfMissing } from './compute.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedIfEmpty(t.deps, t.app.log);
  await computeRentIndexIfMissing({ database: t.deps.database, now: t.clock.now() });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The answers a page carries for its first render. */
const answers = (html: string): { url: string; body: unknown }[] => {
  const match = html.match(/<script type="application\/json" id="thikana-answers">(.*?)<\/script>/s);
  return match ? JSON.parse(match[1]!) : [];
};
const answerIn = (html: string, url: string) => answers(html).find((a) => a.url === url)?.body;

describe('the rent pages', () => {
  it("serve a city's page with its title, canonical address and the city's rents in the HTML", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rents/navi-mumbai' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Rents in Navi Mumbai | Thikana</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/rents/navi-mumbai">');
    expect(res.body).toContain('"url":"/api/rents/city?city=Navi+Mumbai"');
    expect(res.body).toContain('"rows":[{"locality":null');
  });

  it("serve a locality's page, asking the index for the locality its address names", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rents/bengaluru/hsr-layout' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"url":"/api/rents/city?city=Bengaluru&locality=hsr+layout"');
  });

  it('answer a city we do not list with the not-found page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rents/gotham' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('serve the 12 cities side by side at /rents, each with its figures in the HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rents' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Rents in 12 Indian cities, side by side | Thikana</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/rents">');
    const answer = answerIn(res.body, '/api/rents/cities') as CitiesRents;
    expect(answer.cities.map((city) => city.city)).toEqual([...CITY_NAMES]);
    for (const city of answer.cities) {
      expect(city.homes).toBeGreaterThanOrEqual(5);
      expect(city.median).not.toBeNull();
      expect(city.p25!).toBeLessThanOrEqual(city.median!);
      expect(city.median!).toBeLessThanOrEqual(city.p75!);
    }
    expect(res.body).toMatch(/typical ₹[\d,]+ to ₹[\d,]+/);
  });

  it("serve a locality's page with the locality's own figures in the HTML", async () => {
    const [place] = await localitiesWithFigures({ db: t.deps.database.db, limit: 1 });
    const res = await t.app.inject({ method: 'GET', url: rentsPath(place!.city, place!.locality) });
    expect(res.statusCode).toBe(200);
    const url = `/api/rents/city?city=${encodeURIComponent(place!.city).replaceAll('%20', '+')}&locality=`;
    const answer = answers(res.body).find((a) => a.url.startsWith(url))?.body as CityRents;
    expect(answer.locality).toBe(place!.locality);
    const own = answer.rows.filter((row) => row.locality === place!.locality);
    expect(own.length).toBeGreaterThan(0);
    expect(own[0]!.median).not.toBeNull();
  });

  it('are listed in the sitemap: the cities side by side, each city, and the localities with figures only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain('<loc>http://localhost:3000/rents</loc>');
    for (const city of CITY_NAMES)
      expect(res.body).toContain(`/rents/${rentsPath(city).split('/')[2]}</loc>`);
    const rows = await t.deps.database.db
      .select({ city: rentFigures.city, locality: rentFigures.locality, median: rentFigures.median })
      .from(rentFigures)
      .where(
        and(
          ne(rentFigures.localityKey, ''),
          eq(rentFigures.propertyType, ''),
          eq(rentFigures.configuration, ''),
          eq(rentFigures.rentPeriod, 'month'),
        ),
      );
    const withFigures = rows.filter((row) => row.median !== null);
    const without = rows.filter((row) => row.median === null);
    expect(withFigures.length).toBeGreaterThan(0);
    expect(without.length).toBeGreaterThan(0);
    const loc = (row: { city: string; locality: string }) =>
      `<loc>http://localhost:3000${rentsPath(row.city, row.locality)}</loc>`;
    for (const row of withFigures) expect(res.body).toContain(loc(row));
    for (const row of without) expect(res.body).not.toContain(loc(row));
  });
});
