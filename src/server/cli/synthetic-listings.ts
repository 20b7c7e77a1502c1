// A deterministic synthetic market for benchmarks: listings over the 12 cities with
// the skew a real marketplace has (big metros dominate, a few localities per city
// dominate, apartments outnumber PGs, rents follow city and size). Every listing
// obeys the per-type rules of src/shared/listing-rules.ts. Its localities are the demo
// content's (seed/localities.ts), so each has a map centre and a Hindi name.

import { AMENITIES } from '../../shared/amenities.ts';
import { CITIES, type CityName } from '../../shared/cities.ts';
import {
  CONFIGURATIONS,
  type Configuration,
  type FoodPreference,
  FURNISHING_VALUES,
  type ListedBy,
  PROPERTY_TYPES,
  type PropertyType,
} from '../../shared/enums.ts';
import { RULES_BY_PROPERTY_TYPE } from '../../shared/listing-rules.ts';
import { listingTitle } from '../../shared/listing-title.ts';
import { CITY_AREAS } from '../seed/localities.ts';

/** Share of listings per city, roughly following rental demand. */
const CITY_WEIGHTS: Record<CityName, number> = {
  Mumbai: 18,
  Bengaluru: 16,
  Delhi: 14,
  Pune: 10,
  Hyderabad: 10,
  Chennai: 8,
  'Navi Mumbai': 6,
  Kolkata: 6,
  Ahmedabad: 5,
  Jaipur: 3,
  Indore: 2,
  Kota: 2,
};

/** Relative rent level per city (Mumbai = 1). */
const CITY_RENT: Record<CityName, number> = {
  Mumbai: 1,
  Bengaluru: 0.8,
  Delhi: 0.8,
  Pune: 0.6,
  Hyderabad: 0.6,
  Chennai: 0.55,
  'Navi Mumbai': 0.6,
  Kolkata: 0.45,
  Ahmedabad: 0.4,
  Jaipur: 0.35,
  Indore: 0.3,
  Kota: 0.3,
};

const LANDMARKS = [
  'the metro station',
  'the railway station',
  'a shopping mall',
  'the IT park',
  'a city hospital',
  'the main market',
  'a public garden',
  'the bus depot',
  'a well known college',
  'the lake',
];
const OPENERS = [
  'Spacious and airy',
  'Well maintained',
  'Newly renovated',
  'Bright corner',
  'Quiet and peaceful',
  'Modern',
  'Cosy',
  'Sunlit',
  'Family friendly',
  'Budget friendly',
];
const PERKS = [
  '24x7 water supply',
  'covered parking',
  'a modular kitchen',
  'a large balcony',
  'power backup',
  'round the clock security',
  'a lift',
  'vitrified flooring',
  'a study nook',
  'cross ventilation',
  'a gym in the society',
  'daily housekeeping',
  'high speed wifi',
  'home cooked meals',
];
const CLOSERS = [
  'Schools and markets are within walking distance.',
  'Ideal for working professionals.',
  'Available for immediate move in.',
  'No hidden charges.',
  'Owner stays nearby and responds quickly.',
  'Pets are welcome after discussion.',
  'Easy access to buses and autos.',
];

/** mulberry32: a tiny fast seeded generator, so a data set can be rebuilt identically. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

type Random = () => number;

const weightedPicker = <T>(items: readonly (readonly [T, number])[]) => {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  const cumulative = items.map(
    ([item], i) => [item, items.slice(0, i + 1).reduce((s, [, w]) => s + w, 0)] as const,
  );
  return (random: Random): T => {
    const x = random() * total;
    for (const [item, upTo] of cumulative) if (x < upTo) return item;
    return cumulative[cumulative.length - 1]![0];
  };
};

/** Zipf-like: the first localities of a city get most of the listings. */
const zipfPicker = <T>(items: readonly T[]) =>
  weightedPicker(items.map((item, i) => [item, 1 / (i + 1)] as const));

const pickCity = weightedPicker(CITIES.map((c) => [c.name, CITY_WEIGHTS[c.name]] as const));
const localityPickers = Object.fromEntries(
  CITIES.map((c) => [c.name, zipfPicker(CITY_AREAS[c.name].localities)]),
) as Record<CityName, (random: Random) => string>;
const pickType = weightedPicker<PropertyType>([
  ['APARTMENT', 55],
  ['PG_HOSTEL', 25],
  ['CO_LIVING', 10],
  ['WEEKEND_HOME', 10],
]);
const pickListedBy = weightedPicker<ListedBy>([
  ['Owner', 50],
  ['Broker', 30],
  ['Tenant', 12],
  ['Flatmate', 8],
]);
const pickFood = weightedPicker<FoodPreference>([
  ['NO_PREFERENCE', 60],
  ['VEG', 25],
  ['NONVEG', 15],
]);

const one = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

const labelOfConfiguration = (value: Configuration) => CONFIGURATIONS.find((c) => c.value === value)!.label;
const labelOfType = (value: PropertyType) => PROPERTY_TYPES.find((t) => t.value === value)!.label;

/** Monthly rent for apartments and shared rooms, daily rent for weekend homes. */
const rentFor = (random: Random, type: PropertyType, configuration: Configuration, city: CityName) => {
  const level = CITY_RENT[city] * (0.7 + random() * 0.7);
  const bhk = Number(/^_(\d)BHK$/.exec(configuration)?.[1] ?? 0);
  const sharing = ['SINGLE_SHARING', 'DOUBLE_SHARING', 'TRIPLE_SHARING', 'FOUR_SHARING'].indexOf(
    configuration,
  );
  switch (type) {
    case 'APARTMENT':
      return roundTo(level * 22_000 * bhk ** 1.25, 500);
    case 'WEEKEND_HOME':
      return roundTo(level * 4_000 * bhk, 100);
    case 'PG_HOSTEL':
    case 'CO_LIVING':
      return roundTo(level * (type === 'CO_LIVING' ? 22_000 : 16_000) * (1 - sharing * 0.18), 100);
    default:
      return type satisfies never;
  }
};

export type SyntheticListing = {
  userIndex: number;
  listedBy: ListedBy;
  propertyType: PropertyType;
  city: CityName;
  locality: string;
  rent: number;
  deposit: number;
  brokerage: string | null;
  configuration: Configuration;
  occupancy: string | null;
  tenantType: string;
  foodAllowed: FoodPreference;
  furnishingStatus: string;
  availableFrom: string;
  amenities: string[];
  buildinCategory: string[];
  description: string;
  title: string;
  assured: boolean;
  createdAt: Date;
  deleted: boolean;
};

/** Listing number `index` of `total`, created between `from` and `to` in id order. */
export const syntheticListing = (
  random: Random,
  input: { index: number; total: number; users: number; from: Date; to: Date },
): SyntheticListing => {
  const city = pickCity(random);
  const locality = localityPickers[city](random);
  const propertyType = pickType(random);
  const rules = RULES_BY_PROPERTY_TYPE[propertyType];
  // Small flats are far more common than large ones.
  const configuration = rules.configurations[Math.floor(random() ** 2 * rules.configurations.length)]!;
  const tenantType = one(random, rules.tenantTypes);
  const rent = rentFor(random, propertyType, configuration, city);
  const amenities = AMENITIES.filter(() => random() < 0.25);
  const description = [
    `${one(random, OPENERS)} ${labelOfConfiguration(configuration)} ${labelOfType(propertyType).toLowerCase()} near ${one(random, LANDMARKS)}`,
    `with ${one(random, PERKS)} and ${one(random, PERKS)}.`,
    one(random, CLOSERS),
  ].join(' ');
  const span = input.to.getTime() - input.from.getTime();
  const createdAt = new Date(input.from.getTime() + (span * (input.index + random())) / input.total);
  const available = new Date(createdAt.getTime() + Math.floor(random() * 45) * 86_400_000);
  return {
    userIndex: Math.floor(random() * input.users),
    listedBy: pickListedBy(random),
    propertyType,
    city,
    locality,
    rent,
    deposit: propertyType === 'WEEKEND_HOME' ? 0 : rent * one(random, [1, 2, 3, 6]),
    brokerage: rules.brokerages.length ? one(random, rules.brokerages) : null,
    configuration,
    occupancy: propertyType === 'APARTMENT' ? 'FULL' : propertyType === 'WEEKEND_HOME' ? 'FULL' : 'ANY',
    tenantType,
    foodAllowed: pickFood(random),
    furnishingStatus: one(random, FURNISHING_VALUES),
    availableFrom: available.toISOString().slice(0, 10),
    amenities,
    buildinCategory: random() < 0.02 ? ['Recommended'] : random() < 0.02 ? ['Best Deals'] : [],
    description,
    title: listingTitle({ configuration, property_type: propertyType, locality }),
    assured: random() < 0.1,
    createdAt,
    deleted: random() < 0.02,
  };
};
