// What a start computes after listening (docs/decisions/0146-ready-first-figures-after.md): a
// database that never had a rent index is served at once, its gauges saying the figures are being
// computed; the start's work then computes them and every listing's Good price; a home posted
// afterwards gets its verdict when it is posted, from its locality or else its city.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../shared/api.ts';
import { RENT_API } from '../../shared/api-rents.ts';
import type { ListingRent } from '../../shared/schemas/rents.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { pngFiles, saveListing, validForm } from '../../test/listing-kit.ts';
import { insertListings, type ListingSeed } from '../../test/listing-rows.ts';
import { queryRows } from '../db/client.ts';
import { computeMissingDerivedData } from './after-start.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t?.close());

const silent = { info: () => {}, warn: () => {}, error: () => {} };

const home = (locality: string, rent: number, seed: ListingSeed = {}): ListingSeed => ({
  city: 'Bengaluru',
  locality,
  propertyType: 'APARTMENT',
  configuration: '_1BHK',
  rent,
  ...seed,
});

const gauge = async (id: number) => {
  const res = await t.app.inject({ url: RENT_API.listing.replace(':id', String(id)) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListingRent>();
};

const goodPrice = async (id: number) => {
  const res = await t.app.inject({ url: `${API.listing.getListingById}?id=${id}` });
  return res.json<{ propertyListing: { good_price: boolean } }>().propertyListing.good_price;
};

describe('a start on a database that never had a rent index', () => {
  let cheap: number;
  let alone: number;

  it('answers at once, and a listing’s gauge says its figures are being computed', async () => {
    // p25 15,750 and median 19,500 in Koramangala; a home alone in HSR Layout, under the city's p25.
    [cheap = 0] = await insertListings(
      t,
      [12_000, 15_000, 18_000, 21_000, 24_000, 40_000].map((rent) => home('Koramangala', rent)),
    );
    [alone = 0] = await insertListings(t, [home('HSR Layout', 11_000)]);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(await gauge(cheap)).toMatchObject({ computing: true, median: null, verdict: null });
  });

  it('computes the figures and every Good price after, through the rent-index job', async () => {
    await computeMissingDerivedData({ deps: t.deps, log: silent });
    expect(await gauge(cheap)).toMatchObject({
      computing: false,
      locality: 'Koramangala',
      median: 19_500,
      verdict: 'below',
    });
    expect(await goodPrice(cheap)).toBe(true);
    const runs = await queryRows<{ job: string; outcome: string }>(
      t.deps.database.db,
      sql`select job, outcome from job_runs where job = 'rent-index'`,
    );
    expect(runs).toEqual([{ job: 'rent-index', outcome: 'ok' }]);
  });

  it('compares a home whose locality has fewer than 5 like it with its city, and says so', async () => {
    // The city: the 7 homes above; its p25 and median are those of all seven.
    expect(await gauge(alone)).toMatchObject({
      locality: null,
      homes: 7,
      median: 18_000,
      verdict: 'below',
      computing: false,
    });
    expect(await goodPrice(alone)).toBe(true);
  });

  it('leaves a second start nothing to compute', async () => {
    await computeMissingDerivedData({ deps: t.deps, log: silent });
    const runs = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from job_runs where job = 'rent-index'`,
    );
    expect(runs[0]?.n).toBe(1);
  });

  it('gives a newly posted home its verdict and Good price when it is posted, not at the next hour', async () => {
    const poster = await createTestUser(t, { fullName: 'New Poster', emailVerifiedAt: t.clock.now() });
    const res = await saveListing(t, poster.cookie, {
      body: validForm({ city: 'Bengaluru', locality: 'Koramangala', configuration: '_1BHK', rent: 13_000 }),
      files: await pngFiles(1),
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ listed_id: number }>().listed_id;
    expect(await gauge(id)).toMatchObject({ locality: 'Koramangala', median: 19_500, verdict: 'below' });
    expect(await goodPrice(id)).toBe(true);
  });
});
