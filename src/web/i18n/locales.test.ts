// The catalogues stay whole (docs/decisions/0066-translation-catalogue.md and
// docs/decisions/0071-translations-compiled-and-split.md): every key in one language is in the
// other, every text is valid ICU MessageFormat with the same placeholders in both, every key the
// web app asks for by name is in the English catalogue, and the first render asks only for keys
// it carries.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { flatten as leaves } from '../../../scripts/catalogue.ts';
import { AMENITIES } from '../../shared/amenities.ts';
import {
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
  SEARCH_SORTS,
  TENANT_TYPES,
  USER_TYPES,
} from '../../shared/enums.ts';
import { REPORT_REASONS } from '../../shared/report-reasons.ts';
import en from './locales/en.json';
import hi from './locales/hi.json';
import { FIRST_RENDER_SECTIONS, isFirstRender } from './sections.ts';

type Catalogue = { [key: string]: string | Catalogue };

/** The names a text reads: "Hi {name}" -> ["name"], plural branches included. */
const placeholders = (text: string): string[] => {
  const names = new Set<string>();
  // A compiled message is text parts and `[name]` or `[name, type, branches]` parts.
  const visit = (parts: unknown) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      if (part[2] && typeof part[2] === 'object') for (const branch of Object.values(part[2])) visit(branch);
    }
  };
  visit(compileMessage(text));
  return [...names].sort();
};

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

  it('are valid ICU MessageFormat', () => {
    const invalid = [...english, ...hindi].filter(([, text]) => {
      try {
        compileMessage(text);
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid.map(([key]) => key)).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const differing = [...english]
      .filter(([key]) => hindi.has(key))
      .filter(([key, text]) => placeholders(text).join() !== placeholders(hindi.get(key)!).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('find the placeholders a text reads', () => {
    expect(placeholders('Managed by {who}')).toEqual(['who']);
    expect(placeholders('{count, plural, one {# day} other {# days in {city}}}')).toEqual(['city', 'count']);
    expect(placeholders('Confirmed available today')).toEqual([]);
  });

  it("hold every key the web app names in t('…')", () => {
    const known = new Set(english.keys());
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

/**
 * The keys a file asks for: t('nav.home') -> nav.home, t(`card.${x}`) -> card, and
 * label('furnishing', ...) from useEnumLabel -> enums.furnishing. The label helper's own
 * `enums.${group}` is left to its callers.
 */
const keysAskedFor = (source: string) => [
  ...[...source.matchAll(/\bt\(\s*['`]([\w.-]+)/g)]
    .map((match) => match[1]!.replace(/\.$/, ''))
    .filter((key) => key !== 'enums'),
  ...[...source.matchAll(/\b(?:label|enumLabel)\(\s*'(\w+)'/g)].map((match) => `enums.${match[1]}`),
];

/**
 * The files the first render of `/` runs: main.tsx, the home page, what they import, and what
 * they show by themselves once loaded (`lazy(() => import(...))`). Code loaded through
 * `withTexts` (the router's pages, the footer, the end of the home page, the photo slides) waits
 * for the rest of the English, so it is left out.
 */
const firstRenderFiles = () => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const source = sources[file];
    if (source === undefined || seen.has(file)) return;
    seen.add(file);
    const imported = [
      ...source.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gm),
      ...source.matchAll(/lazy\(\(\)\s*=>\s*import\('(\.[^']+)'\)/g),
    ];
    for (const [, specifier] of imported) {
      const resolved = new URL(specifier!, `file:///web/i18n/${file}`).pathname.replace('/web/', '../');
      visit(resolved);
    }
  };
  visit('../main.tsx');
  visit('../pages/home/home-page.tsx');
  return seen;
};

describe('the first render', () => {
  it('follows the imports of the app and the home page', () => {
    const files = firstRenderFiles();
    expect(files).toContain('../components/header.tsx');
    expect(files).toContain('../components/toaster.tsx');
    expect(files).not.toContain('../components/footer.tsx');
    expect(files).not.toContain('../pages/home/home-below-fold.tsx');
    expect(files).not.toContain('../pages/search/search-page.tsx');
  });

  it('asks only for the English sections sent with it', () => {
    const outside = [...firstRenderFiles()].flatMap((file) =>
      keysAskedFor(sources[file]!)
        .filter((key) => !isFirstRender(key))
        .map((key) => `${file}: ${key}`),
    );
    expect(outside).toEqual([]);
  });

  it('sends sections that exist', () => {
    const exists = (path: string) =>
      path
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
    expect(FIRST_RENDER_SECTIONS.filter((section) => typeof exists(section) !== 'object')).toEqual([]);
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
