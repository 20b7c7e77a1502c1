import { describe, expect, it } from 'vitest';
import { CITY_NAMES } from './cities.ts';
import { LOCALITY_CENTRES } from './locality-centres.ts';
import {
  CITY_NAMES_HINDI,
  cityInHindi,
  cityOfLocality,
  LOCALITY_NAMES_HINDI,
  localityInHindi,
} from './place-names-hindi.ts';

/** Devanagari words, with the Latin digits, spaces and punctuation the site keeps. */
const DEVANAGARI = /^[\u0900-\u097F][\u0900-\u097F0-9 .-]*$/;

describe('the Hindi names of places', () => {
  it('name every city in Devanagari', () => {
    for (const city of CITY_NAMES) expect(CITY_NAMES_HINDI[city], city).toMatch(DEVANAGARI);
  });

  it('name every locality the map and the positions know, and no other', () => {
    for (const city of CITY_NAMES) {
      expect(Object.keys(LOCALITY_NAMES_HINDI[city]).sort(), city).toEqual(
        Object.keys(LOCALITY_CENTRES[city]).sort(),
      );
      for (const [locality, hindi] of Object.entries(LOCALITY_NAMES_HINDI[city])) {
        expect(hindi, `${locality}, ${city}`).toMatch(DEVANAGARI);
      }
    }
  });

  it('find a locality in any letter case and punctuation, and leave other text alone', () => {
    expect(localityInHindi('Bengaluru', 'Koramangala')).toBe('कोरमंगला');
    expect(localityInHindi('Mumbai', 'andheri  west')).toBe('अंधेरी वेस्ट');
    expect(localityInHindi('Jaipur', 'C Scheme')).toBe('सी-स्कीम');
    expect(localityInHindi('Bengaluru', 'Koramangala 5th Block')).toBeNull();
    expect(localityInHindi('Pune', 'Koramangala')).toBeNull();
    expect(cityInHindi('Pune')).toBe('पुणे');
    expect(cityInHindi('Bangalore')).toBeNull();
  });

  it('find the city of a known locality, for a title kept without one', () => {
    expect(cityOfLocality('Kothrud')).toBe('Pune');
    expect(cityOfLocality('andheri west')).toBe('Mumbai');
    expect(cityOfLocality('Koramangala 5th Block')).toBeNull();
  });
});
