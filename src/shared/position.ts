// Where a listing shows on the map: never its address, but its locality's centre (the
// city's centre when the locality is not known) moved by a fixed 200 to 600 m in a
// fixed direction, both drawn from the listing id, so the pin stays put between visits
// and never sits on the centre itself (docs/decisions/0063-approximate-positions.md).
import { type CityName, isCityName } from './cities.ts';
import { cityCentre, type LatLng, localityCentre } from './locality-centres.ts';

export const OFFSET_MIN_M = 200;
export const OFFSET_MAX_M = 600;
const METRES_PER_DEGREE = 111_320;

/** splitmix32: a well-spread 32-bit number from the id, the same on every machine. */
const mix = (n: number) => {
  let z = (n + 0x9e3779b9) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad) >>> 0;
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97) >>> 0;
  return (z ^ (z >>> 15)) >>> 0;
};

const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

export const approximatePosition = (listing: { id: number; city: string; locality: string }): LatLng => {
  const city: CityName = isCityName(listing.city) ? listing.city : 'Mumbai';
  const centre = localityCentre(city, listing.locality) ?? cityCentre(city);
  const a = mix(listing.id);
  const b = mix(a ^ listing.id);
  const metres = OFFSET_MIN_M + (a / 2 ** 32) * (OFFSET_MAX_M - OFFSET_MIN_M);
  const angle = (b / 2 ** 32) * 2 * Math.PI;
  const dLat = (metres * Math.cos(angle)) / METRES_PER_DEGREE;
  const dLng = (metres * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: round5(centre.lat + dLat), lng: round5(centre.lng + dLng) };
};
