// The rent index over the demo content (src/server/seed): 22 live homes a city and homes let over
// the past year, so every city has monthly figures as a whole and every live home's gauge has
// figures of homes like it (docs/decisions/0146-ready-first-figures-after.md), computed once
// after a start as a new database's are.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENT_API } from '../../../shared/api-rents.ts';
import { CITIES } from '../../../shared/cities.ts';
import type { CityRents, ListingRent, RentFigures } from '../../../shared/schemas/rents.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { queryRows } from '../../db/client.ts';
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

  it("gives every live demo home a figure on its gauge, its locality's or its city's", async () => {
    const live = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`select id from listings where status = 'live' and deleted_at is null order by id`,
    );
    expect(live.length).toBe(22 * CITIES.length);
    const without: number[] = [];
    for (const { id } of live) {
      const rent = (
        await t.app.inject({ url: RENT_API.listing.replace(':id', String(id)) })
      ).json() as ListingRent;
      if (rent.median === null || rent.verdict === null || rent.computing) without.push(id);
    }
    expect(without).toEqual([]);
  });
});
