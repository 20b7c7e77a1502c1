// The 12 cities of the product (docs/product/listings.md#cities), with their real states
// (docs/decisions/0010-city-states.md: Indore is in Madhya Pradesh, Kota in Rajasthan). Coordinates let
// "Use my location" pick the nearest city without an outside geocoding service.

export const CITIES = [
  { name: 'Mumbai', state: 'Maharashtra', lat: 19.076, lng: 72.8777 },
  { name: 'Navi Mumbai', state: 'Maharashtra', lat: 19.033, lng: 73.0297 },
  { name: 'Delhi', state: 'Delhi', lat: 28.6139, lng: 77.209 },
  { name: 'Bengaluru', state: 'Karnataka', lat: 12.9716, lng: 77.5946 },
  { name: 'Ahmedabad', state: 'Gujarat', lat: 23.0225, lng: 72.5714 },
  { name: 'Hyderabad', state: 'Telangana', lat: 17.385, lng: 78.4867 },
  { name: 'Chennai', state: 'Tamil Nadu', lat: 13.0827, lng: 80.2707 },
  { name: 'Kolkata', state: 'West Bengal', lat: 22.5726, lng: 88.3639 },
  { name: 'Pune', state: 'Maharashtra', lat: 18.5204, lng: 73.8567 },
  { name: 'Jaipur', state: 'Rajasthan', lat: 26.9124, lng: 75.7873 },
  { name: 'Indore', state: 'Madhya Pradesh', lat: 22.7196, lng: 75.8577 },
  { name: 'Kota', state: 'Rajasthan', lat: 25.2138, lng: 75.8648 },
] as const;

export const CITY_NAMES = CITIES.map((c) => c.name) as unknown as readonly [CityName, ...CityName[]];
export type CityName = (typeof CITIES)[number]['name'];
export const DEFAULT_CITY: CityName = 'Mumbai';

/**
 * Other names a client may hold for a city (docs/decisions/0088-spec-era-calls-keep-working.md):
 * its old name, and the state the original signup list gave it where that list was wrong
 * (docs/decisions/0010-city-states.md). Gurgaon is none of the 12 cities, so it is not read as one.
 */
export const CITY_OLD_NAMES: Partial<Record<CityName, readonly string[]>> = {
  Mumbai: ['Bombay'],
  'Navi Mumbai': ['New Bombay'],
  Bengaluru: ['Bangalore'],
  Chennai: ['Madras'],
  Kolkata: ['Calcutta'],
  Pune: ['Poona'],
};
const LISTED_STATES: Partial<Record<CityName, string>> = { Indore: 'Uttar Pradesh', Kota: 'Maharashtra' };

/**
 * Each city as a choice of one enumeration: its name, read also as "Name, State" the way the
 * signup list writes it (with its real state or the one the original list gave), and by its old
 * names, alone or with the state.
 */
export const CITY_CHOICES = CITIES.map((city) => {
  const names = [city.name, ...(CITY_OLD_NAMES[city.name] ?? [])];
  const states = [city.state, LISTED_STATES[city.name]].filter((s): s is string => s !== undefined);
  return {
    value: city.name,
    aliases: [...names.slice(1), ...names.flatMap((name) => states.map((state) => `${name}, ${state}`))],
  };
});

export const isCityName = (value: unknown): value is CityName =>
  typeof value === 'string' && (CITY_NAMES as readonly string[]).includes(value);

/** Great-circle distance in kilometres (haversine). */
export const distanceKm = (aLat: number, aLng: number, bLat: number, bLng: number) => {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

export const nearestCity = (lat: number, lng: number): CityName => {
  let best: CityName = DEFAULT_CITY;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const city of CITIES) {
    const km = distanceKm(lat, lng, city.lat, city.lng);
    if (km < bestKm) {
      bestKm = km;
      best = city.name;
    }
  }
  return best;
};
