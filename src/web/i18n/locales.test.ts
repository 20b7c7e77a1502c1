// The catalogues stay whole (docs/decisions/0066-translation-catalogue.md): every key in one
// language is in the other, no text is empty, and every key the web app asks for by name
// is in the English catalogue.
import { describe, expect, it } from 'vitest';
import {
  AMENITIES,
  BLOG_CATEGORIES,
  BROKERAGES,
  BUILDIN_CATEGORIES,
  CONFIGURATIONS,
  FOOD_PREFERENCES,
  FURNISHINGS,
  GENDERS,
  LISTED_BY,
  OCCUPANCIES,
  PROPERTY_TYPES,
  REPORT_REASONS,
  SEARCH_SORTS,
  TENANT_TYPES,
  USER_TYPES,
} from '../../shared/enums.ts';
import en from './locales/en.json';
import hi from './locales/hi.json';

type Catalogue = { [key: string]: string | Catalogue };

const leaves = (catalogue: Catalogue, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
};

/** i18next's plural forms: `count_one` and `count_other` answer to `t('count', { count })`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The web app's source, test files aside, by path. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the translation catalogues', () => {
  const english = leaves(en as Catalogue);
  const hindi = leaves(hi as Catalogue);

  it('have every English key in Hindi', () => {
    expect([...english.keys()].filter((key) => !hindi.has(key))).toEqual([]);
  });

  it('have every Hindi key in English', () => {
    expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('have no empty text', () => {
    const empty = [...english, ...hindi].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();
    const differing = [...english]
      .filter(([key]) => hindi.has(key) && !PLURAL.test(key))
      .filter(([key, text]) => placeholders(text).join() !== placeholders(hindi.get(key)!).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("hold every key the web app names in t('…')", () => {
    const known = new Set([...english.keys()].map((key) => key.replace(PLURAL, '')));
    const missing: string[] = [];
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    for (const [file, source] of Object.entries(sources)) {
      for (const match of source.matchAll(/\bt\(\s*'([\w.-]+)'/g)) {
        if (!known.has(match[1]!)) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the English enumeration labels', () => {
  it('are the labels of src/shared/enums.ts word for word', () => {
    const groups = {
      propertyType: PROPERTY_TYPES,
      userType: USER_TYPES,
      listedBy: LISTED_BY,
      configuration: CONFIGURATIONS,
      tenantType: TENANT_TYPES,
      foodPreference: FOOD_PREFERENCES,
      occupancy: OCCUPANCIES,
      furnishing: FURNISHINGS,
      brokerage: BROKERAGES,
      buildinCategory: BUILDIN_CATEGORIES,
      gender: GENDERS,
      sort: SEARCH_SORTS,
      reportReason: REPORT_REASONS,
    } as const;
    const expected: Record<string, Record<string, string>> = {};
    for (const [group, options] of Object.entries(groups)) {
      expected[group] = Object.fromEntries(
        options.map((o: { value: string; label: string }) => [o.value, o.label]),
      );
    }
    expected.furnishingForm = Object.fromEntries(FURNISHINGS.map((o) => [o.value, o.formLabel]));
    expected.amenity = Object.fromEntries(AMENITIES.map((a) => [a, a]));
    expected.blogCategory = Object.fromEntries(BLOG_CATEGORIES.map((c) => [c, c]));
    expect(en.enums).toEqual(expected);
  });
});
