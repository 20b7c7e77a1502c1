// The rent pages as a first visit and a search engine get them: the page's head, its answer in
// the HTML, a 404 for a city we do not list, and every city in the sitemap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY_NAMES } from '../../../shared/cities.ts';
import { rentsPath } from '../../../shared/rent-paths.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { seedIfEmpty } from '../../seed/index.ts';
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

  it('are listed in the sitemap, one for each city', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    for (const city of CITY_NAMES)
      expect(res.body).toContain(`/rents/${rentsPath(city).split('/')[2]}</loc>`);
  });
});
