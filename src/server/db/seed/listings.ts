// The demo listings: 22 in each city (9 apartments, 5 PGs, 4 co-living places and
// 4 weekend homes). Every configuration, tenant type, furnishing and brokerage value
// allowed for a type appears in every city, and every value obeys listing-rules.ts.
import { CITY_NAMES, type CityName } from '../../../shared/cities.ts';
import {
  type Amenity,
  type Brokerage,
  type BuildinCategory,
  CONFIGURATIONS,
  type Configuration,
  FURNISHING_VALUES,
  type Furnishing,
  type ListedBy,
  labelOf,
  type Occupancy,
  type PropertyType,
  type TenantType,
} from '../../../shared/enums.ts';
import { todayInIndia } from '../../../shared/format.ts';
import { RULES_BY_PROPERTY_TYPE } from '../../../shared/listing-rules.ts';
import { listingTitle } from '../../../shared/listing-title.ts';
import type { ImageRef } from '../../features/listings/listing-dto.ts';
import { describeListing } from './descriptions.ts';
import { CITY_AREAS } from './localities.ts';
import { type Poster, postersOf } from './people.ts';
import type { PhotoPool, SceneKind } from './pictures/pool.ts';
import type { Random } from './random.ts';

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
  foodAllowed: 'NO_PREFERENCE' | 'VEG' | 'NONVEG';
  furnishingStatus: Furnishing;
  availableFrom: string;
  amenities: Amenity[];
  buildinCategory: BuildinCategory[];
  description: string;
  title: string;
  assured: boolean;
  createdAt: Date;
  photos: ImageRef[];
};

const PER_CITY: Record<PropertyType, number> = { APARTMENT: 9, PG_HOSTEL: 5, CO_LIVING: 4, WEEKEND_HOME: 4 };
export const LISTINGS_PER_CITY = Object.values(PER_CITY).reduce((a, b) => a + b, 0);

/** How dear a city is compared with the national middle (Mumbai most, Kota least). */
const CITY_PRICE: Record<CityName, number> = {
  Mumbai: 1.7,
  'Navi Mumbai': 1.05,
  Delhi: 1.35,
  Bengaluru: 1.3,
  Ahmedabad: 0.75,
  Hyderabad: 1.05,
  Chennai: 0.95,
  Kolkata: 0.8,
  Pune: 1.05,
  Jaipur: 0.65,
  Indore: 0.65,
  Kota: 0.6,
};

/** Monthly rent in a middle city (weekend homes: per day). */
const BASE_RENT: Record<PropertyType, Partial<Record<Configuration, number>>> = {
  APARTMENT: { _1BHK: 15_000, _2BHK: 24_000, _3BHK: 36_000, _4BHK: 58_000, _5BHK: 85_000, _6BHK: 125_000 },
  PG_HOSTEL: { SINGLE_SHARING: 12_000, DOUBLE_SHARING: 8_500, TRIPLE_SHARING: 6_500, FOUR_SHARING: 5_000 },
  CO_LIVING: { SINGLE_SHARING: 17_000, DOUBLE_SHARING: 12_000, TRIPLE_SHARING: 9_000, FOUR_SHARING: 7_500 },
  WEEKEND_HOME: { _1BHK: 3_500, _2BHK: 6_000, _3BHK: 9_000, _4BHK: 14_000, _5BHK: 20_000, _6BHK: 28_000 },
};

const FURNISHING_PRICE: Record<Furnishing, number> = {
  FULLY_FURNISHED: 1.15,
  SEMI_FURNISHED: 1,
  UNFURNISHED: 0.9,
};

const AMENITY_CHOICES: Record<PropertyType, readonly Amenity[]> = {
  APARTMENT: [
    'Lift',
    'Power Backup',
    'Security',
    'Parking',
    'CCTV',
    'Gas Pipeline',
    'Gym',
    'Swimming Pool',
    'Club House',
    'Garden',
    'Gated Community',
    'Joggers Track',
    'Indoor Games',
    'Outdoor Games',
    'Departmental Store',
    'Medical Store',
  ],
  PG_HOSTEL: [
    'Wifi Available',
    'Laundry Facility',
    'Power Backup',
    'Security',
    'CCTV',
    'Caretaker',
    'Medical Store',
    'Indoor Games',
  ],
  CO_LIVING: [
    'Wifi Available',
    'Laundry Facility',
    'Gym',
    'Power Backup',
    'Security',
    'CCTV',
    'Caretaker',
    'Indoor Games',
    'Meditation Zone',
    'Theatre',
  ],
  WEEKEND_HOME: [
    'Swimming Pool',
    'Garden',
    'Caretaker',
    'Parking',
    'Outdoor Games',
    'Banquet',
    'Spa',
    'Power Backup',
    'Indoor Games',
    'Theatre',
  ],
};

/** Which pictures suit a type: the first kind leads the gallery. */
const SCENES_FOR: Record<PropertyType, readonly SceneKind[]> = {
  APARTMENT: ['society', 'living-room', 'bedroom', 'kitchen', 'living-room', 'bedroom'],
  PG_HOSTEL: ['shared-room', 'bedroom', 'kitchen', 'shared-room', 'living-room', 'bedroom'],
  CO_LIVING: ['living-room', 'shared-room', 'bedroom', 'kitchen', 'shared-room', 'living-room'],
  WEEKEND_HOME: ['weekend-home', 'living-room', 'bedroom', 'kitchen', 'weekend-home', 'bedroom'],
};

const roundRent = (amount: number) => {
  const step = amount >= 20_000 ? 1_000 : amount >= 5_000 ? 500 : 100;
  return Math.max(step, Math.round(amount / step) * step);
};

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

const depositFor = (type: PropertyType, rent: number, city: CityName, random: Random) => {
  if (type === 'WEEKEND_HOME') return random.pick([0, 5_000, 10_000]);
  if (type !== 'APARTMENT') return rent * random.int(1, 2);
  // Bengaluru landlords famously ask for many months' rent up front.
  const months = city === 'Bengaluru' ? random.int(5, 8) : random.int(2, 3);
  return rent * months;
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
  foodAllowed: 'NO_PREFERENCE' | 'VEG' | 'NONVEG';
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
      foodAllowed: foods[i] as CityPlanItem['foodAllowed'],
    }));
  });

export const buildListings = (input: {
  random: Random;
  posters: readonly Poster[];
  pool: PhotoPool;
  now: Date;
}) => {
  const { random, posters, pool, now } = input;
  const today = todayInIndia(now);
  const result: DemoListing[] = [];
  for (const city of CITY_NAMES) {
    const areas = CITY_AREAS[city];
    const cityListings = planCity(random).map((plan) => {
      const type = plan.propertyType;
      const listedBy = listedByOf(type, plan.brokerage, plan.tenantType, random);
      const poster = random.pick(postersOf(posters, city, listedBy));
      const locality = random.pick(type === 'WEEKEND_HOME' ? areas.getaways : areas.localities);
      // Below 1 is a good deal for the area: those become Best Deals.
      const priceFactor = 0.8 + random.next() * 0.4;
      const base = BASE_RENT[type][plan.configuration] ?? 10_000;
      // A flatmate lets one room of the flat, so the rent is a share of the whole.
      const share = listedBy === 'Flatmate' ? 1.2 / Number(plan.configuration.charAt(1)) : 1;
      const rent = roundRent(
        base * CITY_PRICE[city] * FURNISHING_PRICE[plan.furnishing] * priceFactor * share,
      );
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
    });
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
  return result;
};
