import { describe, expect, it } from 'vitest';
import { CITY_NAMES, distanceKm } from '../../shared/cities.ts';
import { cityCentre, localityCentre } from '../../shared/locality-centres.ts';
import { localityInHindi } from '../../shared/place-names-hindi.ts';
import { CITY_AREAS } from './localities.ts';

describe('the demo localities on the map', () => {
  it('knows every locality of the demo content, within 40 km of its city centre', () => {
    for (const city of CITY_NAMES) {
      for (const locality of [...CITY_AREAS[city].localities, ...CITY_AREAS[city].getaways]) {
        const centre = localityCentre(city, locality);
        expect(centre, `${locality}, ${city}`).not.toBeNull();
        expect(
          distanceKm(centre!.lat, centre!.lng, cityCentre(city).lat, cityCentre(city).lng) * 1000,
          `${locality}, ${city}`,
        ).toBeLessThan(40_000);
      }
    }
  });

  it('has a Hindi name for every locality of the demo content', () => {
    const unnamed = CITY_NAMES.flatMap((city) =>
      [...CITY_AREAS[city].localities, ...CITY_AREAS[city].getaways]
        .filter((locality) => !localityInHindi(city, locality))
        .map((locality) => `${locality}, ${city}`),
    );
    expect(unnamed).toEqual([]);
  });
});
