// The rent index over the demo content (src/server/seed): 22 homes a city, so every city has
// monthly figures as a whole, computed once at a start as a new database's are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '../../../shared/cities.ts';
import type { CityRents, RentFigures } from '../../../shared/schemas/rents.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { seedIfEmpty } from '../../seed/index.ts';
import { computeRentIndexIfMissing } from './compute.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedIfEmpty(t.deps, t.app.log);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the rent index of the demo content', () => {
  it('is computed at a start when missing, and only then', async () => {
    expect(await computeRentIndexIfMissing({ database: t.deps.database, now: t.clock.now() })).not.toBeNull();
    expect(await computeRentIndexIfMissing({ database: t.deps.database, now: t.clock.now() })).toBeNull();
  });

  it.each(CITIES.map((city) => city.name))('answers figures for %s', async (city) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/rents?city=${encodeURIComponent(city)}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as RentFigures;
    expect(body.homes).toBeGreaterThanOrEqual(5);
    expect(body.p25).not.toBeNull();
    expect(body.p25!).toBeLessThanOrEqual(body.median!);
    expect(body.median!).toBeLessThanOrEqual(body.p75!);
    const table = (
      await t.app.inject({ method: 'GET', url: `/api/rents/city?city=${encodeURIComponent(city)}` })
    ).json() as CityRents;
    expect(table.rows.length).toBeGreaterThan(0);
  });
});
