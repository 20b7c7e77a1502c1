import { describe, expect, it } from 'vitest';
import { CITY_NAMES, DEFAULT_CITY } from './cities.ts';
import { cityOfSlug, localityOfSlug, rentsPath } from './rent-paths.ts';

describe('the rent pages’ addresses', () => {
  it('read back every city they write, in any letter case', () => {
    for (const city of CITY_NAMES)
      expect(cityOfSlug(rentsPath(city).split('/')[2]!.toUpperCase())).toBe(city);
    expect(cityOfSlug('gotham')).toBeUndefined();
  });

  it('write a locality with hyphens and read it back with spaces', () => {
    expect(rentsPath('Bengaluru', 'HSR Layout')).toBe('/rents/bengaluru/hsr-layout');
    expect(localityOfSlug('hsr-layout')).toBe('hsr layout');
    expect(localityOfSlug(undefined)).toBeUndefined();
  });

  it('match the address the footer writes out for the default city', () => {
    expect(rentsPath(DEFAULT_CITY)).toBe('/rents/mumbai');
  });
});
