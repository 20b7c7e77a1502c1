import { describe, expect, it } from 'vitest';
import { AMENITIES } from '../amenities.ts';
import { CITY_CHOICES } from '../cities.ts';
import * as enums from '../enums.ts';
import { CitySchema } from './common.ts';
import { consentFlag, enumOf, isNotGiven, spellingKey } from './lenient.ts';

type Choice = string | { value: string; label?: string; formLabel?: string; aliases?: readonly string[] };
const ENUMERATIONS: Record<string, readonly Choice[]> = {
  PROPERTY_TYPES: enums.PROPERTY_TYPES,
  USER_TYPES: enums.USER_TYPES,
  LISTED_BY: enums.LISTED_BY,
  CONFIGURATIONS: enums.CONFIGURATIONS,
  TENANT_TYPES: enums.TENANT_TYPES,
  FOOD_PREFERENCES: enums.FOOD_PREFERENCES,
  OCCUPANCIES: enums.OCCUPANCIES,
  FURNISHINGS: enums.FURNISHINGS,
  BROKERAGES: enums.BROKERAGES,
  AMENITIES,
  BUILDIN_CATEGORIES: enums.BUILDIN_CATEGORIES,
  GENDERS: enums.GENDERS,
  BLOG_VISIBILITIES: enums.BLOG_VISIBILITIES,
  BLOG_CATEGORIES: enums.BLOG_CATEGORIES,
  SEARCH_SORTS: enums.SEARCH_SORTS,
  CITY_CHOICES,
};

describe('enumerations in any spelling', () => {
  it.each(Object.entries(ENUMERATIONS))(
    '%s: no two values read alike once case and separators go',
    (_, choices) => {
      const owner = new Map<string, string>();
      for (const choice of choices) {
        const value = typeof choice === 'string' ? choice : choice.value;
        const spellings =
          typeof choice === 'string'
            ? [choice]
            : [value, choice.label, choice.formLabel, ...(choice.aliases ?? [])];
        for (const spelling of spellings.filter((s): s is string => Boolean(s))) {
          const key = spellingKey(spelling);
          expect(owner.get(key) ?? value, `${spelling} reads like ${owner.get(key)}`).toBe(value);
          owner.set(key, value);
        }
      }
    },
  );

  it('reads the value, the label and any letter case as the value', () => {
    const schema = enumOf(enums.PROPERTY_TYPES);
    for (const given of ['PG_HOSTEL', 'PG/Hostel', 'pg/hostel', 'pg hostel', 'Pg-Hostel']) {
      expect(schema.parse(given)).toBe('PG_HOSTEL');
    }
    expect(enumOf(enums.CONFIGURATIONS).parse('2bhk')).toBe('_2BHK');
    expect(enumOf(enums.BUILDIN_CATEGORIES).parse('BEST_DEALS')).toBe('Best Deals');
    expect(enumOf(enums.FURNISHINGS).parse('Fully Furnished')).toBe('FULLY_FURNISHED');
  });

  it("reads the original filter popup's own labels", () => {
    expect(enumOf(enums.TENANT_TYPES).parse('any')).toBe('NO_PREFERENCE');
    expect(enumOf(enums.FURNISHINGS).parse('semi')).toBe('SEMI_FURNISHED');
    expect(enumOf(enums.FURNISHINGS).parse('fully')).toBe('FULLY_FURNISHED');
    expect(enumOf(enums.FURNISHINGS).parse('none')).toBe('UNFURNISHED');
  });

  it('reads a city as the signup list writes it and by its old name, and no city that is not ours', () => {
    const read = {
      'Indore, Madhya Pradesh': 'Indore',
      'Indore, Uttar Pradesh': 'Indore',
      'kota (rajasthan)': 'Kota',
      'Navi Mumbai, Maharashtra': 'Navi Mumbai',
      Bangalore: 'Bengaluru',
      'Bangalore, Karnataka': 'Bengaluru',
      BOMBAY: 'Mumbai',
      'New Bombay': 'Navi Mumbai',
      Calcutta: 'Kolkata',
      Madras: 'Chennai',
      poona: 'Pune',
    };
    for (const [given, city] of Object.entries(read)) expect(CitySchema.parse(given), given).toBe(city);
    for (const given of ['Gurgaon', 'Gurugram', 'Indore, Gujarat', 'Bombay Pune']) {
      expect(CitySchema.safeParse(given).success, given).toBe(false);
    }
  });

  it('takes a consent left out as given elsewhere and refuses one that is false', () => {
    const flag = consentFlag('Please agree');
    for (const given of [true, 'true', 1, '1']) expect(flag.parse(given)).toBe(true);
    for (const given of [undefined, null, '']) expect(flag.parse(given)).toBeUndefined();
    for (const given of [false, 'false', 0, 'yes']) {
      expect(flag.safeParse(given).error?.issues.map((i) => i.message)).toEqual(['Please agree']);
    }
  });

  it('refuses a spelling of nothing it knows, with the message it was given', () => {
    const result = enumOf(enums.PROPERTY_TYPES, { error: 'Choose a property type' }).safeParse('Castle');
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Choose a property type']);
    expect(enumOf(enums.GENDERS).safeParse(1).success).toBe(false);
  });

  it('treats null, "", "undefined" and "null" as not given, and nothing else', () => {
    for (const value of [undefined, null, '', ' ', 'undefined', 'null']) expect(isNotGiven(value)).toBe(true);
    for (const value of [0, 'none', 'Mumbai', false]) expect(isNotGiven(value)).toBe(false);
  });
});
