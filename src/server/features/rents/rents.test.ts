import { beforeAll, describe, expect, it } from 'vitest';
import type { CityRents, ListingRent, RentFigures } from '../../../shared/schemas/rents.ts';
import { appPerFile, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertListings } from '../../../test/listing-rows.ts';
import { savedSearches, searchDayCounts } from '../../db/schema.ts';
import { computeRentIndex } from './compute.ts';
import { koramangala } from './rents-test-kit.ts';

const app = appPerFile(['listings', 'search_day_counts', 'saved_searches']);
let t: TestApp;
beforeAll(() => {
  t = app.current;
});

const compute = () => computeRentIndex({ database: t.deps.database, now: t.clock.now() });

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
};

const figures = (query: string) => get<RentFigures>(`/api/rents?${query}`);

describe('the rent index', () => {
  it('gives the median and quartiles of a locality exactly, interpolated and rounded to the rupee', async () => {
    await insertListings(
      t,
      [12_000, 15_000, 18_000, 21_000, 24_000, 40_000].map((rent) => koramangala(rent)),
    );
    await compute();
    const { status, body } = await figures(
      'city=Bengaluru&locality=koramangala&property_type=APARTMENT&configuration=1BHK',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      city: 'Bengaluru',
      locality: 'Koramangala',
      property_type: 'APARTMENT',
      configuration: '_1BHK',
      rent_period: 'month',
      homes: 6,
      p25: 15_750,
      median: 19_500,
      p75: 23_250,
    });
    expect(body.computed_at).toBe(t.clock.now().toISOString());
  });

  it('gives no figure from fewer than 5 homes, only their number', async () => {
    await insertListings(
      t,
      [10_000, 20_000, 30_000, 40_000].map((rent) => koramangala(rent)),
    );
    await compute();
    const { body } = await figures('city=Bengaluru&locality=Koramangala&configuration=_1BHK');
    expect(body).toMatchObject({ homes: 4, median: null, p25: null, p75: null });
  });

  it('keeps weekend homes, rented by the day, apart from monthly rents', async () => {
    await insertListings(t, [
      ...[10_000, 20_000, 30_000, 40_000, 50_000].map((rent) => koramangala(rent)),
      ...[3_000, 4_000, 5_000, 6_000, 7_000].map((rent) =>
        koramangala(rent, { propertyType: 'WEEKEND_HOME' }),
      ),
    ]);
    await compute();
    const monthly = (await figures('city=Bengaluru&configuration=_1BHK')).body;
    expect(monthly).toMatchObject({ rent_period: 'month', homes: 5, median: 30_000 });
    const daily = (await figures('city=Bengaluru&property_type=WEEKEND_HOME')).body;
    expect(daily).toMatchObject({ rent_period: 'day', homes: 5, p25: 4_000, median: 5_000, p75: 6_000 });
  });

  it('counts live homes and those rented out within 12 months, never paused, deleted or long-rented ones', async () => {
    const now = t.clock.now().getTime();
    const monthsAgo = (months: number) => new Date(now - months * 30 * 86_400_000);
    await insertListings(t, [
      ...[10_000, 20_000, 30_000, 40_000].map((rent) => koramangala(rent)),
      koramangala(50_000, { status: 'rented', statusChangedAt: monthsAgo(11) }),
      koramangala(90_000, { status: 'rented', statusChangedAt: monthsAgo(13) }),
      koramangala(90_000, { status: 'paused', pausedReason: 'unconfirmed' }),
      koramangala(90_000, { deletedAt: monthsAgo(1) }),
    ]);
    await compute();
    const { body } = await figures('city=Bengaluru&locality=Koramangala');
    expect(body).toMatchObject({ homes: 5, median: 30_000, p75: 40_000 });
  });

  it('gives the median asking rent of the homes posted in each of the last 12 months', async () => {
    const posted = (month: string, rent: number) =>
      koramangala(rent, { createdAt: new Date(`${month}-10T06:00:00Z`) });
    await insertListings(t, [
      ...[10_000, 11_000, 12_000, 13_000, 14_000].map((rent) => posted('2026-03', rent)),
      ...[20_000, 21_000, 22_000, 23_000, 24_000, 25_000].map((rent) => posted('2026-11', rent)),
      posted('2026-10', 30_000),
      ...[1, 2, 3, 4, 5].map(() => posted('2025-10', 99_000)),
    ]);
    await compute();
    const { months } = (await figures('city=Bengaluru')).body;
    expect(months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(months.find((m) => m.month === '2026-03')).toEqual({ month: '2026-03', median: 12_000, homes: 5 });
    expect(months.find((m) => m.month === '2026-11')).toEqual({ month: '2026-11', median: 22_500, homes: 6 });
    expect(months.find((m) => m.month === '2026-10')).toEqual({ month: '2026-10', median: null, homes: 1 });
  });

  it('sets searches of the last 30 days and saved searches beside the live homes of each rent band', async () => {
    await insertListings(
      t,
      [8_000, 15_000, 18_000, 25_000, 120_000].map((rent) => koramangala(rent)),
    );
    await insertListings(
      t,
      [16_000].map((rent) => koramangala(rent, { locality: 'Indiranagar' })),
    );
    await t.deps.database.db.insert(searchDayCounts).values([
      { day: '2026-11-21', city: 'Bengaluru', locality: 'Koramangala', rentBand: '10k_20k', searches: 7 },
      { day: '2026-11-01', city: 'Bengaluru', locality: 'koramangala', rentBand: '10k_20k', searches: 2 },
      { day: '2026-10-01', city: 'Bengaluru', locality: 'Koramangala', rentBand: '10k_20k', searches: 50 },
      { day: '2026-11-20', city: 'Bengaluru', locality: '', rentBand: 'any', searches: 4 },
      { day: '2026-11-20', city: 'Bengaluru', locality: 'Indiranagar', rentBand: '20k_30k', searches: 3 },
    ]);
    const { user } = await createTestUser(t);
    const saved = (search: string, maxRent?: number) => ({
      userId: user.id,
      name: 'Mine',
      query: { city: 'Bengaluru' as const, search, filters: maxRent ? { max_rent: maxRent } : {} },
    });
    await t.deps.database.db
      .insert(savedSearches)
      .values([saved('1bhk in koramangala', 20_000), saved('', 30_000), saved('')]);
    await compute();
    const band = (body: RentFigures, name: string) => body.demand.bands.find((b) => b.band === name);
    const local = (await figures('city=Bengaluru&locality=Koramangala')).body;
    expect(local.demand.days).toBe(30);
    expect(band(local, '10k_20k')).toEqual({ band: '10k_20k', searches: 9, saved_searches: 1, homes: 2 });
    expect(band(local, 'under_10k')).toEqual({ band: 'under_10k', searches: 0, saved_searches: 0, homes: 1 });
    expect(band(local, 'over_1l')).toMatchObject({ homes: 1 });
    const city = (await figures('city=Bengaluru')).body;
    expect(city.demand.searches_any_budget).toBe(4);
    expect(band(city, '10k_20k')).toEqual({ band: '10k_20k', searches: 9, saved_searches: 1, homes: 3 });
    expect(band(city, '20k_30k')).toEqual({ band: '20k_30k', searches: 3, saved_searches: 1, homes: 1 });
  });

  it('takes a locality written in any case, with hyphens or extra spaces, as the same locality', async () => {
    await insertListings(t, [
      ...[10_000, 20_000, 30_000].map((rent) => ({ rent, locality: 'Andheri West' })),
      { rent: 40_000, locality: 'andheri-west' },
      { rent: 50_000, locality: ' Andheri  West ' },
    ]);
    await compute();
    const { body } = await figures('city=Mumbai&locality=ANDHERI-WEST');
    expect(body).toMatchObject({ locality: 'Andheri West', homes: 5, median: 30_000 });
  });

  it('answers a 400 naming the field for a city it does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/rents?city=Atlantis' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('city');
  });
});

describe('the fair-rent gauge of a listing', () => {
  it('sets the rent against its locality when the locality has 5 homes like it', async () => {
    const [first] = await insertListings(
      t,
      [28_000, 26_000, 30_000, 31_000, 34_000].map((rent) => koramangala(rent)),
    );
    await compute();
    const { body } = await get<ListingRent>(`/api/rents/listing/${first}`);
    expect(body).toMatchObject({
      listing_id: first,
      rent: 28_000,
      locality: 'Koramangala',
      homes: 5,
      median: 30_000,
      p25: 28_000,
      p75: 31_000,
      difference: -2_000,
      verdict: 'typical',
    });
  });

  it("falls back to the city's homes when the locality has too few, and says below the band", async () => {
    const ids = await insertListings(t, [
      koramangala(9_000, { locality: 'HSR Layout' }),
      ...[20_000, 22_000, 24_000, 26_000].map((rent) => koramangala(rent)),
    ]);
    await compute();
    const { body } = await get<ListingRent>(`/api/rents/listing/${ids[0]}`);
    expect(body).toMatchObject({
      locality: null,
      city: 'Bengaluru',
      homes: 5,
      median: 22_000,
      verdict: 'below',
    });
  });

  it('has no verdict without figures, and a deleted listing is not found', async () => {
    const [lonely, gone] = await insertListings(t, [
      koramangala(20_000),
      koramangala(20_000, { deletedAt: new Date() }),
    ]);
    await compute();
    expect((await get<ListingRent>(`/api/rents/listing/${lonely}`)).body).toMatchObject({
      homes: 1,
      median: null,
      difference: null,
      verdict: null,
    });
    expect((await get(`/api/rents/listing/${gone}`)).status).toBe(404);
  });
});

describe("a city's rents", () => {
  it('lists its rows by configuration, the city first, localities by homes, under 5 homes left out', async () => {
    await insertListings(t, [
      ...[10_000, 11_000, 12_000, 13_000, 14_000].map((rent) => koramangala(rent)),
      ...[20_000, 21_000, 22_000, 23_000, 24_000, 25_000].map((rent) =>
        koramangala(rent, { locality: 'Indiranagar', configuration: '_2BHK' }),
      ),
      koramangala(50_000, { locality: 'Indiranagar', configuration: '_3BHK' }),
    ]);
    await compute();
    const { body } = await get<CityRents>('/api/rents/city?city=Bangalore');
    expect(body.city).toBe('Bengaluru');
    expect(body.rows.map((row) => [row.locality, row.configuration, row.median])).toEqual([
      [null, null, 20_500],
      [null, '_2BHK', 22_500],
      [null, '_1BHK', 12_000],
      ['Indiranagar', null, 23_000],
      ['Indiranagar', '_2BHK', 22_500],
      ['Koramangala', null, 12_000],
      ['Koramangala', '_1BHK', 12_000],
    ]);
    const one = (await get<CityRents>('/api/rents/city?city=Bengaluru&locality=indiranagar')).body;
    expect(one.locality).toBe('Indiranagar');
    expect(one.rows.map((row) => row.locality)).toEqual([null, null, null, 'Indiranagar', 'Indiranagar']);
  });
});
