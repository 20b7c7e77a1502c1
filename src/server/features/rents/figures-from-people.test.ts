// The rent index counts homes a person stands behind (docs/decisions/0133-figures-come-from-people.md):
// posted by an account with a proven number or email, posted a day ago or more, and not far outside
// the homes of its kind in its city.
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import type { ListingCard } from '../../../shared/schemas/listing.ts';
import type { RentFigures } from '../../../shared/schemas/rents.ts';
import { appPerFile, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertListings, type ListingSeed } from '../../../test/listing-rows.ts';
import { computeRentIndex } from './compute.ts';
import { koramangala } from './rents-test-kit.ts';

const app = appPerFile(['listings']);
let t: TestApp;
beforeAll(() => {
  t = app.current;
});

const DAY_MS = 86_400_000;
const compute = () => computeRentIndex({ database: t.deps.database, now: t.clock.now() });
const figures = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/rents?${query}` })).json() as RentFigures;
const spread = ({ homes, p25, median, p75 }: RentFigures) => ({ homes, p25, median, p75 });

/** A 2BHK apartment in Andheri West, Mumbai, at `rent`. */
const andheri = (rent: number, seed: ListingSeed = {}): ListingSeed => ({
  city: 'Mumbai',
  locality: 'Andheri West',
  propertyType: 'APARTMENT',
  configuration: '_2BHK',
  rent,
  ...seed,
});

/** Good price by listing id, as the search's cards say it. */
const cardsSay = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: API.listing.searchProperties,
    payload: { location: 'Mumbai', view: 'card', limit: 50 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(
    res.json<{ properties: ListingCard[] }>().properties.map((card) => [card.id, card.good_price]),
  );
};

describe('the rent index against throwaway accounts', () => {
  it('keeps a locality’s median, quartiles and Good prices when 3 unproven accounts post 12 homes at ₹99,99,999', async () => {
    const honest = await insertListings(
      t,
      [30_000, 32_000, 34_000, 36_000, 38_000, 40_000].map((rent) => andheri(rent)),
    );
    await compute();
    const query = 'city=Mumbai&locality=Andheri%20West&property_type=APARTMENT&configuration=_2BHK';
    const before = spread(await figures(query));
    expect(before).toEqual({ homes: 6, p25: 32_500, median: 35_000, p75: 37_500 });
    const verdictsBefore = honest.map((id) => [id, false]);
    const cards = await cardsSay();
    for (const pair of verdictsBefore) pair[1] = cards.get(pair[0] as number)!;
    expect(verdictsBefore.map(([, good]) => good)).toEqual([true, true, false, false, false, false]);

    // Posted two days ago, so only the proof keeps them out, not their age.
    const twoDaysAgo = new Date(t.clock.now().getTime() - 2 * DAY_MS);
    for (const n of [1, 2, 3]) {
      const { user } = await createTestUser(t, { fullName: `Throwaway ${n}` });
      await insertListings(
        t,
        [1, 2, 3, 4].map(() => andheri(9_999_999, { createdAt: twoDaysAgo })),
        { userId: user.id },
      );
    }
    await compute();
    expect(spread(await figures(query))).toEqual(before);
    expect(spread(await figures('city=Mumbai&property_type=APARTMENT&configuration=_2BHK'))).toEqual(before);
    const after = await cardsSay();
    expect(verdictsBefore.map(([id]) => [id, after.get(id as number)])).toEqual(verdictsBefore);
  });

  it('leaves out a proven poster’s home at ₹99,99,999 among ordinary ones, and a home at ₹1', async () => {
    await insertListings(t, [
      ...[12_000, 15_000, 18_000, 21_000, 24_000, 40_000].map((rent) => koramangala(rent)),
      koramangala(9_999_999),
      koramangala(1),
    ]);
    await compute();
    const body = await figures(
      'city=Bengaluru&locality=Koramangala&property_type=APARTMENT&configuration=_1BHK',
    );
    // The six ordinary homes alone (docs/decisions/0115-rent-index.md's example).
    expect(spread(body)).toEqual({ homes: 6, p25: 15_750, median: 19_500, p75: 23_250 });
  });

  it('keeps a home many let at one rent and its neighbour a little dearer', async () => {
    await insertListings(t, [
      ...[20_000, 20_000, 20_000, 20_000, 20_000].map((rent) => koramangala(rent)),
      koramangala(28_000),
    ]);
    await compute();
    expect((await figures('city=Bengaluru&locality=Koramangala')).homes).toBe(6);
  });

  it('counts a proven poster’s new home once it is a day old', async () => {
    await insertListings(
      t,
      [15_000, 16_000, 17_000, 18_000].map((rent) => koramangala(rent)),
    );
    await insertListings(t, [
      koramangala(19_000, { createdAt: new Date(t.clock.now().getTime() - 3_600_000) }),
    ]);
    await compute();
    expect(spread(await figures('city=Bengaluru&locality=Koramangala'))).toMatchObject({
      homes: 4,
      median: null,
    });
    const later = new Date(t.clock.now().getTime() + DAY_MS);
    await computeRentIndex({ database: t.deps.database, now: later });
    expect(spread(await figures('city=Bengaluru&locality=Koramangala'))).toEqual({
      homes: 5,
      p25: 16_000,
      median: 17_000,
      p75: 18_000,
    });
  });
});
