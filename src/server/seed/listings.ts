// The demo listings: 22 live in each city (9 apartments, 5 PGs, 4 co-living places and
// 4 weekend homes). Every configuration, tenant type, furnishing and brokerage value
// allowed for a type appears in every city, and every value obeys listing-rules.ts.
// Beside them, homes let over the past year (status rented), so that each kind of home on
// offer has RENT_FLOOR homes like it in its city and its fair-rent gauge has figures
// (docs/decisions/0146-ready-first-figures-after.md).

import type { Amenity } from '../../shared/amenities.ts';
import { CITY_NAMES, type CityName } from '../../shared/cities.ts';
import {
  type Brokerage,
  type BuildinCategory,
  CONFIGURATIONS,
  type Configuration,
  type FoodPreference,
  FURNISHING_VALUES,
  type Furnishing,
  type ListedBy,
  labelOf,
  type Occupancy,
  type PropertyType,
  type TenantType,
} from '../../shared/enums.ts';
import { todayInIndia } from '../../shared/format.ts';
import { RULES_BY_PROPERTY_TYPE } from '../../shared/listing-rules.ts';
import { listingTitle } from '../../shared/listing-title.ts';
import { RENT_FLOOR } from '../../shared/schemas/rents.ts';
import type { ImageRef } from '../features/media/index.ts';
import { describeListing } from './descriptions.ts';
import {
  AMENITY_CHOICES,
  BASE_RENT,
  CITY_PRICE,
  depositFor,
  FURNISHING_PRICE,
  roundRent,
  SCENES_FOR,
} from './listing-traits.ts';
import { CITY_AREAS } from './localities.ts';
import { type Poster, postersOf } from './people.ts';
import type { PhotoPool } from './pictures/pool.ts';
import { createRandom, type Random } from './random.ts';

export type DemoListing = {
  poster: Poster;
  propertyType: PropertyType;
  listedBy: ListedBy;
  city: CityName;
  locality: string;
  rent: number;
  deposit: number;
  brokerage: Brokerage | null;
  configuration: Configuration;
  occupancy: Occupancy;
  tenantType: TenantType;
  foodAllowed: FoodPreference;
  furnishingStatus: Furnishing;
  availableFrom: string;
  amenities: Amenity[];
  buildinCategory: BuildinCategory[];
  description: string;
  title: string;
  assured: boolean;
  createdAt: Date;
  /** When a home let in the past year was marked rented; absent for a live home. */
  rentedAt?: Date;
  photos: ImageRef[];
};

const PER_CITY: Record<PropertyType, number> = { APARTMENT: 9, PG_HOSTEL: 5, CO_LIVING: 4, WEEKEND_HOME: 4 };

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const occupancyOf = (
  type: PropertyType,
  configuration: Configuration,
  listedBy: ListedBy,
  random: Random,
): Occupancy => {
  if (type === 'PG_HOSTEL') {
    if (configuration === 'SINGLE_SHARING') return 'SINGLE_SHARING';
    if (configuration === 'DOUBLE_SHARING') return 'DOUBLE_SHARING';
    return 'DORM';
  }
  if (type === 'CO_LIVING') return configuration === 'SINGLE_SHARING' ? 'PRIVATE_ROOM' : 'ANY';
  if (listedBy === 'Flatmate')
    return random.pick(['PRIVATE_ROOM', 'SINGLE_SHARING', 'DOUBLE_SHARING'] as const);
  if (listedBy === 'Tenant') return random.pick(['FULL', 'HALL_OCCUPANCY'] as const);
  return 'FULL';
};

const listedByOf = (
  type: PropertyType,
  brokerage: Brokerage | null,
  tenantType: TenantType,
  random: Random,
): ListedBy => {
  // A broker charges brokerage; where the type has none, a broker still lists some places.
  if (brokerage === '_15_DAYS_RENT' || brokerage === '_30_DAYS_RENT') return 'Broker';
  if (brokerage === null) return random.chance(0.25) ? 'Broker' : 'Owner';
  if (type !== 'APARTMENT') return 'Owner';
  if (tenantType === 'FAMILY') return random.pick(['Owner', 'Owner', 'Tenant'] as const);
  return random.pick(['Owner', 'Tenant', 'Flatmate'] as const);
};

const photosFor = (type: PropertyType, pool: PhotoPool, random: Random) => {
  const count = random.int(2, 6);
  const used = new Set<string>();
  return SCENES_FOR[type].slice(0, count).map((kind) => {
    const choices = pool[kind].filter((p) => !used.has(p.key));
    const photo = random.pick(choices.length > 0 ? choices : pool[kind]);
    used.add(photo.key);
    return photo;
  });
};

type CityPlanItem = {
  propertyType: PropertyType;
  configuration: Configuration;
  tenantType: TenantType;
  brokerage: Brokerage | null;
  furnishing: Furnishing;
  foodAllowed: FoodPreference;
};

/** Decks that cover every allowed value of each type in one city, then shuffle. */
const planCity = (random: Random): CityPlanItem[] =>
  (Object.entries(PER_CITY) as [PropertyType, number][]).flatMap(([type, count]) => {
    const rules = RULES_BY_PROPERTY_TYPE[type];
    const configurations =
      type === 'WEEKEND_HOME'
        ? Array.from({ length: count }, () =>
            random.pick(['_2BHK', '_3BHK', '_3BHK', '_4BHK', '_1BHK', '_5BHK', '_6BHK'] as const),
          )
        : random.covering(
            rules.configurations,
            count,
            type === 'APARTMENT' ? ['_1BHK', '_2BHK', '_2BHK', '_3BHK'] : rules.configurations,
          );
    const tenants = random.covering(
      rules.tenantTypes,
      count,
      rules.tenantTypes.includes('FAMILY') ? [...rules.tenantTypes, 'FAMILY'] : rules.tenantTypes,
    );
    const brokerages =
      rules.brokerages.length > 0
        ? random.covering(rules.brokerages, count, ['ZERO', 'ZERO', '_15_DAYS_RENT'])
        : [];
    const furnishings =
      type === 'APARTMENT'
        ? random.covering(FURNISHING_VALUES, count)
        : Array.from({ length: count }, () =>
            random.pick(['FULLY_FURNISHED', 'FULLY_FURNISHED', 'SEMI_FURNISHED'] as const),
          );
    const foods =
      type === 'PG_HOSTEL'
        ? random.covering(['VEG', 'NONVEG', 'NO_PREFERENCE'] as const, count)
        : Array.from({ length: count }, () =>
            random.pick(['NO_PREFERENCE', 'NO_PREFERENCE', 'VEG', 'NONVEG'] as const),
          );
    return Array.from({ length: count }, (_, i) => ({
      propertyType: type,
      configuration: configurations[i] as Configuration,
      tenantType: tenants[i] as TenantType,
      brokerage: (brokerages[i] as Brokerage | undefined) ?? null,
      furnishing: furnishings[i] as Furnishing,
      foodAllowed: foods[i] as FoodPreference,
    }));
  });

type Context = { random: Random; posters: readonly Poster[]; pool: PhotoPool; now: Date; today: string };

/** One demo home of `plan` in `city`, and its price factor (below 1 is cheap for the area). */
const demoListing = (plan: CityPlanItem, city: CityName, context: Context) => {
  const { random, posters, pool, now, today } = context;
  const areas = CITY_AREAS[city];
  const type = plan.propertyType;
  const listedBy = listedByOf(type, plan.brokerage, plan.tenantType, random);
  const poster = random.pick(postersOf(posters, city, listedBy));
  const locality = random.pick(type === 'WEEKEND_HOME' ? areas.getaways : areas.localities);
  // Below 1 is a good deal for the area: those become Best Deals.
  const priceFactor = 0.8 + random.next() * 0.4;
  const base = BASE_RENT[type][plan.configuration] ?? 10_000;
  // A flatmate lets one room of the flat, so the rent is a share of the whole.
  const share = listedBy === 'Flatmate' ? 1.2 / Number(plan.configuration.charAt(1)) : 1;
  const rent = roundRent(base * CITY_PRICE[city] * FURNISHING_PRICE[plan.furnishing] * priceFactor * share);
  const amenities = random.sample(AMENITY_CHOICES[type], random.int(4, 8));
  const listing: DemoListing = {
    poster,
    propertyType: type,
    listedBy,
    city,
    locality,
    rent,
    deposit: depositFor(type, rent, city, random),
    brokerage: plan.brokerage,
    configuration: plan.configuration,
    occupancy: occupancyOf(type, plan.configuration, listedBy, random),
    tenantType: plan.tenantType,
    foodAllowed: plan.foodAllowed,
    furnishingStatus: plan.furnishing,
    availableFrom: addDays(today, type === 'WEEKEND_HOME' ? random.int(0, 3) : random.int(-7, 40)),
    amenities,
    buildinCategory: type === 'WEEKEND_HOME' ? ['Weekend Home'] : [],
    description: describeListing(random, {
      propertyType: type,
      roomLabel: labelOf(CONFIGURATIONS, plan.configuration),
      city,
      locality,
      furnishing: plan.furnishing,
      tenantType: plan.tenantType,
      foodAllowed: plan.foodAllowed,
      listedBy,
      amenities,
    }),
    title: listingTitle({ configuration: plan.configuration, property_type: type, locality }),
    assured: random.chance(0.35),
    createdAt: now,
    photos: photosFor(type, pool, random),
  };
  return { listing, priceFactor };
};

/** Its own seed, so the live homes stay the same whatever the past lets draw. */
const PAST_LETS_SEED = 20_251_207;
const DAY_MS = 86_400_000;

/**
 * Homes let over the past year, for each kind (type and configuration) on offer in a city: as
 * many as make RENT_FLOOR homes of the kind with the live ones, plus one, as a home posted
 * within the day is not counted yet (docs/decisions/0133-figures-come-from-people.md).
 * Posted 1 to 11 months ago, marked rented 1 to 6 weeks after, never later than yesterday.
 */
const pastLets = (live: DemoListing[], context: Omit<Context, 'random'>) => {
  const random = createRandom(PAST_LETS_SEED);
  const kinds = new Map<string, DemoListing[]>();
  for (const listing of live) {
    const key = `${listing.city}|${listing.propertyType}|${listing.configuration}`;
    kinds.set(key, [...(kinds.get(key) ?? []), listing]);
  }
  return [...kinds.values()].flatMap((homes) =>
    Array.from({ length: Math.max(0, RENT_FLOOR + 1 - homes.length) }, (_, i) => {
      const like = homes[i % homes.length] as DemoListing;
      const plan: CityPlanItem = {
        propertyType: like.propertyType,
        configuration: like.configuration,
        tenantType: like.tenantType,
        brokerage: like.brokerage,
        furnishing: like.furnishingStatus,
        foodAllowed: like.foodAllowed,
      };
      const { listing } = demoListing(plan, like.city, { ...context, random });
      const postedAt = context.now.getTime() - random.int(30, 330) * DAY_MS;
      listing.createdAt = new Date(postedAt);
      listing.rentedAt = new Date(
        Math.min(postedAt + random.int(7, 42) * DAY_MS, context.now.getTime() - DAY_MS),
      );
      return listing;
    }),
  );
};

export const buildListings = (input: {
  random: Random;
  posters: readonly Poster[];
  pool: PhotoPool;
  now: Date;
}) => {
  const { random, now } = input;
  const context: Context = { ...input, today: todayInIndia(now) };
  const result: DemoListing[] = [];
  for (const city of CITY_NAMES) {
    const cityListings = planCity(random).map((plan) => demoListing(plan, city, context));
    // Home sections: the five best-priced monthly homes are Best Deals; five others,
    // assured first, are Recommended.
    const monthly = cityListings.filter((c) => c.listing.propertyType !== 'WEEKEND_HOME');
    for (const c of [...monthly].sort((a, b) => a.priceFactor - b.priceFactor).slice(0, 5)) {
      c.listing.buildinCategory.push('Best Deals');
    }
    const recommended = random
      .shuffle(monthly.filter((c) => !c.listing.buildinCategory.includes('Best Deals')))
      .sort((a, b) => Number(b.listing.assured) - Number(a.listing.assured))
      .slice(0, 5);
    for (const c of recommended) {
      c.listing.buildinCategory.push('Recommended');
      c.listing.assured = true;
    }
    result.push(...cityListings.map((c) => c.listing));
  }
  // Spread the listing dates over the past few weeks, interleaving the cities, so
  // "newest first" looks like a living marketplace.
  const order = random.shuffle(result.map((_, i) => i));
  order.forEach((listingIndex, rank) => {
    const minutesAgo = (order.length - rank) * 97 + random.int(0, 60);
    (result[listingIndex] as DemoListing).createdAt = new Date(now.getTime() - minutesAgo * 60_000);
  });
  return [...result, ...pastLets(result, context)];
};
