import { describe, expect, it } from 'vitest';
import { CITY_NAMES, distanceKm } from './cities.ts';
import { cityCentre, LOCALITY_CENTRES, localityCentre } from './locality-centres.ts';
import { approximatePosition, OFFSET_MAX_M, OFFSET_MIN_M } from './position.ts';

const metresBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  distanceKm(a.lat, a.lng, b.lat, b.lng) * 1000;

describe('approximate positions', () => {
  it('is the same position every time for the same listing', () => {
    const listing = { id: 4242, city: 'Bengaluru', locality: 'Koramangala' };
    expect(approximatePosition(listing)).toEqual(approximatePosition({ ...listing }));
  });

  it('lies 200 to 600 m from the locality centre, never on it, for thousands of listings', () => {
    const centre = localityCentre('Bengaluru', 'Koramangala')!;
    for (let id = 1; id <= 5000; id += 1) {
      const metres = metresBetween(
        approximatePosition({ id, city: 'Bengaluru', locality: 'Koramangala' }),
        centre,
      );
      expect(metres).toBeGreaterThanOrEqual(OFFSET_MIN_M - 2);
      expect(metres).toBeLessThanOrEqual(OFFSET_MAX_M + 2);
    }
  });

  it('gives neighbouring listings of one locality different positions', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 200; id += 1) {
      const p = approximatePosition({ id, city: 'Pune', locality: 'Baner' });
      seen.add(`${p.lat},${p.lng}`);
    }
    expect(seen.size).toBe(200);
  });

  it('places an unknown locality around its city centre', () => {
    const p = approximatePosition({ id: 7, city: 'Kota', locality: 'Somewhere New' });
    const metres = metresBetween(p, cityCentre('Kota'));
    expect(metres).toBeGreaterThan(OFFSET_MIN_M - 2);
    expect(metres).toBeLessThan(OFFSET_MAX_M + 2);
  });
});

describe('locality centres', () => {
  it('keeps every centre within 45 km of its city', () => {
    for (const city of CITY_NAMES) {
      for (const [name, [lat, lng]] of Object.entries(LOCALITY_CENTRES[city])) {
        expect(metresBetween({ lat, lng }, cityCentre(city)), `${name}, ${city}`).toBeLessThan(45_000);
      }
    }
  });

  it('reads a locality in another spelling, or a part of one, as the known place', () => {
    expect(localityCentre('Bengaluru', 'koramangala 5th block')).toEqual(
      localityCentre('Bengaluru', 'Koramangala'),
    );
    expect(localityCentre('Jaipur', 'C Scheme')).toEqual(localityCentre('Jaipur', 'C-Scheme'));
    expect(localityCentre('Delhi', 'Dwarka')).toEqual(localityCentre('Delhi', 'Dwarka Sector 12'));
    expect(localityCentre('Pune', 'Baner Lane 12')).toEqual(localityCentre('Pune', 'Baner'));
    expect(localityCentre('Kota', 'Nowhere')).toBeNull();
  });
});
