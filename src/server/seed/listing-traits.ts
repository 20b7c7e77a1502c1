// What a demo listing of each type looks like: its rent in each city, its deposit,
// the amenities it may have and the pictures that suit it.
import type { Amenity } from '../../shared/amenities.ts';
import type { CityName } from '../../shared/cities.ts';
import type { Configuration, Furnishing, PropertyType } from '../../shared/enums.ts';
import type { SceneKind } from './pictures/pool.ts';
import type { Random } from './random.ts';

/** How dear a city is compared with the national middle (Mumbai most, Kota least). */
export const CITY_PRICE: Record<CityName, number> = {
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
export const BASE_RENT: Record<PropertyType, Partial<Record<Configuration, number>>> = {
  APARTMENT: { _1BHK: 15_000, _2BHK: 24_000, _3BHK: 36_000, _4BHK: 58_000, _5BHK: 85_000, _6BHK: 125_000 },
  PG_HOSTEL: { SINGLE_SHARING: 12_000, DOUBLE_SHARING: 8_500, TRIPLE_SHARING: 6_500, FOUR_SHARING: 5_000 },
  CO_LIVING: { SINGLE_SHARING: 17_000, DOUBLE_SHARING: 12_000, TRIPLE_SHARING: 9_000, FOUR_SHARING: 7_500 },
  WEEKEND_HOME: { _1BHK: 3_500, _2BHK: 6_000, _3BHK: 9_000, _4BHK: 14_000, _5BHK: 20_000, _6BHK: 28_000 },
};

export const FURNISHING_PRICE: Record<Furnishing, number> = {
  FULLY_FURNISHED: 1.15,
  SEMI_FURNISHED: 1,
  UNFURNISHED: 0.9,
};

export const AMENITY_CHOICES: Record<PropertyType, readonly Amenity[]> = {
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
export const SCENES_FOR: Record<PropertyType, readonly SceneKind[]> = {
  APARTMENT: ['society', 'living-room', 'bedroom', 'kitchen', 'living-room', 'bedroom'],
  PG_HOSTEL: ['shared-room', 'bedroom', 'kitchen', 'shared-room', 'living-room', 'bedroom'],
  CO_LIVING: ['living-room', 'shared-room', 'bedroom', 'kitchen', 'shared-room', 'living-room'],
  WEEKEND_HOME: ['weekend-home', 'living-room', 'bedroom', 'kitchen', 'weekend-home', 'bedroom'],
};

export const roundRent = (amount: number) => {
  const step = amount >= 20_000 ? 1_000 : amount >= 5_000 ? 500 : 100;
  return Math.max(step, Math.round(amount / step) * step);
};

export const depositFor = (type: PropertyType, rent: number, city: CityName, random: Random) => {
  if (type === 'WEEKEND_HOME') return random.pick([0, 5_000, 10_000]);
  if (type !== 'APARTMENT') return rent * random.int(1, 2);
  // Bengaluru landlords famously ask for many months' rent up front.
  const months = city === 'Bengaluru' ? random.int(5, 8) : random.int(2, 3);
  return rent * months;
};
