// The searches the benchmark sends: what people do on the home page and the search
// page, drawn with a fixed seed so every run sends the same ones. Cities follow the
// data set's skew; localities come from the data set's own lists.

import { seededRandom } from '../src/server/cli/synthetic-listings.ts';
import { CITY_AREAS } from '../src/server/seed/localities.ts';
import { CITIES, type CityName } from '../src/shared/cities.ts';
import type { SearchRequest } from '../src/shared/schemas/search.ts';

type Body = Partial<SearchRequest>;
type Random = () => number;

const one = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)]!;
/** Big cities get most searches, as they get most listings. */
const cityOf = (random: Random): CityName => {
  const weights = [18, 6, 14, 16, 5, 10, 8, 6, 10, 3, 2, 2];
  let x = random() * weights.reduce((a, b) => a + b, 0);
  for (const [i, w] of weights.entries()) {
    x -= w;
    if (x < 0) return CITIES[i]!.name;
  }
  return 'Mumbai';
};
/** Popular localities first, like the data. */
const localityOf = (random: Random, city: CityName) => {
  const list = CITY_AREAS[city].localities;
  return list[Math.floor(random() ** 2 * list.length)]!;
};
/** One letter dropped from the longest word: a typo. */
const typoOf = (text: string) => {
  const word = text.split(' ').sort((a, b) => b.length - a.length)[0]!;
  return word.slice(0, 3) + word.slice(4);
};

const TYPES = ['APARTMENT', 'PG_HOSTEL', 'CO_LIVING', 'WEEKEND_HOME'] as const;
const BHK = ['_1BHK', '_2BHK', '_3BHK'] as const;

/** Searches made only of filters (home chips and tiles, the filter popup). */
const filtered: ((r: Random, city: CityName) => Body)[] = [
  (r, city) => ({ location: city, filters: { property_type: one(r, TYPES) } }),
  (r, city) => ({ location: city, filters: { listed_by: one(r, ['Owner', 'Broker', 'Tenant'] as const) } }),
  (r, city) => ({ location: city, filters: { property_type: 'APARTMENT', configuration: one(r, BHK) } }),
  (r, city) => ({
    location: city,
    filters: {
      property_type: 'PG_HOSTEL',
      tenant_type: one(r, ['MALE', 'FEMALE'] as const),
      food_allowed: 'VEG',
    },
  }),
  (r, city) => ({
    location: city,
    filters: { min_rent: 10_000, max_rent: one(r, [25_000, 40_000, 1_000_000]) },
    sort: 'rent_asc',
  }),
  (r, city) => ({
    location: city,
    filters: {
      property_type: 'APARTMENT',
      furnishing_status: one(r, ['FULLY_FURNISHED', 'SEMI_FURNISHED'] as const),
      min_rent: 15_000,
      max_rent: 60_000,
    },
  }),
  (r, city) => ({
    location: city,
    filters: {
      property_type: 'APARTMENT',
      configuration: one(r, BHK),
      listed_by: 'Owner',
      tenant_type: 'FAMILY',
      furnishing_status: 'UNFURNISHED',
      brokerage: 'ZERO',
    },
    sort: one(r, ['newest', 'rent_asc'] as const),
  }),
];

/** Searches with text typed into the box or the locality field. */
const texted: ((r: Random, city: CityName) => Body)[] = [
  (r, city) => ({ location: city, search: localityOf(r, city) }),
  (r, city) => ({ location: city, search: typoOf(localityOf(r, city)) }),
  (r, city) => ({
    location: city,
    search: `${one(r, ['2bhk', 'pg', 'flat'])} ${localityOf(r, city).split(' ')[0]}`,
  }),
  (r, city) => ({ location: city, search: one(r, ['metro', 'lake', 'parking']), sort: 'newest' }),
  (r, city) => ({ location: city, filters: { locality: localityOf(r, city), property_type: one(r, TYPES) } }),
];

export const filteredFirstPages = (count: number, seed = 7): Body[] => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => one(random, filtered)(random, cityOf(random)));
};

export const mixedFirstPages = (count: number, seed = 11): Body[] => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const city = cityOf(random);
    // Two searches in three are filters only, like the home page and the popup.
    return random() < 0.67 ? one(random, filtered)(random, city) : one(random, texted)(random, city);
  });
};

/** Searches with thousands of results in every city size, for page 1 against page 100. */
export const deepSearches: Body[] = [
  { location: 'Mumbai', filters: { property_type: 'APARTMENT' } },
  { location: 'Bengaluru', filters: { property_type: 'PG_HOSTEL' }, sort: 'rent_asc' },
  { location: 'Delhi', filters: { listed_by: 'Owner' }, sort: 'rent_desc' },
  { location: 'Pune', filters: { min_rent: 10_000, max_rent: 40_000 } },
  { location: 'Hyderabad' },
  { location: 'Mumbai', search: 'andheri' },
];
