// The shapes of search's statements (docs/decisions/0125-search-statements-built-per-shape.md):
// what a statement's text depends on in a search (its key), the search with a placeholder for
// each value (what the text is built from, once per shape), and the values that fill them in.
import { type SQL, sql } from 'drizzle-orm';
import type { CityName } from '../../../shared/cities.ts';
import type { SearchFilters } from '../../../shared/schemas/search.ts';
import type { DbOrTx } from '../../db/client.ts';
import { shapedStatements } from '../../db/shaped-statements.ts';
import type { PageKey } from './cursor.ts';
import type { SearchWord } from './text.ts';
import {
  localityPattern,
  type PatternWord,
  type TextTier,
  wordPlaceholders,
  wordsShape,
  wordValues,
} from './text-sql.ts';

export type SearchCriteria = {
  city: CityName | undefined;
  /** max_rent is absent when there is no upper limit. */
  filters: SearchFilters;
  words: SearchWord[];
};
export type SearchOrder = 'newest' | 'rent_asc' | 'rent_desc' | 'move_in_asc';

export const placeholder = (name: string) => sql.placeholder(name);
type Side = 'south' | 'west' | 'north' | 'east';
/**
 * Criteria as a statement is built from them: the city (a literal), and a placeholder for every
 * filter given and every pattern of the words.
 */
export type Placed = {
  city: CityName | undefined;
  filters: Partial<Record<Exclude<keyof SearchFilters, 'bounds'>, unknown>> & {
    bounds?: Record<Side, unknown>;
  };
  words: PatternWord[];
};
const SIDES: Side[] = ['south', 'west', 'north', 'east'];

/** The filters that narrow a search: an empty locality box is no filter. */
const givenFilters = (criteria: SearchCriteria) =>
  Object.entries(criteria.filters).filter(
    ([key, value]) => value !== undefined && (key !== 'locality' || value),
  );

/** Everything a statement's text depends on in the criteria: its city, which filters, how many patterns. */
export const shapeOf = (criteria: SearchCriteria) => {
  const given = givenFilters(criteria).map(([key]) => key);
  return `${criteria.city ?? ''}|${given.sort().join(',')}|${wordsShape(criteria.words)}`;
};

/** The criteria with placeholders named after their fields, `prefix` first. */
export const placed = (criteria: SearchCriteria, prefix = ''): Placed => {
  const filters: Placed['filters'] = {};
  for (const [key] of givenFilters(criteria)) {
    if (key === 'bounds') {
      filters.bounds = Object.fromEntries(SIDES.map((side) => [side, placeholder(prefix + side)])) as Record<
        Side,
        unknown
      >;
    } else filters[key as Exclude<keyof SearchFilters, 'bounds'>] = placeholder(prefix + key);
  }
  return { city: criteria.city, filters, words: wordPlaceholders(criteria.words, prefix) };
};

/** The values of `placed`'s placeholders; the locality as the pattern it is matched by. */
export const valuesOf = (criteria: SearchCriteria, prefix = '') => {
  const values: Record<string, unknown> = wordValues(criteria.words, prefix);
  for (const [key, value] of givenFilters(criteria)) {
    if (key === 'bounds')
      for (const side of SIDES) values[prefix + side] = (value as Record<Side, number>)[side];
    else values[prefix + key] = key === 'locality' ? localityPattern(value as string) : value;
  }
  return values;
};

export const searchRows = shapedStatements();

/** Rows of a statement about one set of criteria; `extra` holds the values of its own placeholders. */
export const criteriaRows = <Row>(
  db: DbOrTx,
  statement: { kind: string; criteria: SearchCriteria; extra: Record<string, unknown> },
  build: (criteria: Placed) => SQL,
) =>
  searchRows<Row>(db, {
    key: `${statement.kind}|${shapeOf(statement.criteria)}`,
    build: () => build(placed(statement.criteria)),
    values: { ...valuesOf(statement.criteria), ...statement.extra },
  });

/** A page key as a statement holds it: placeholders for where the last page ended. */
export type PlacedKey = Record<'createdAt' | 'rent' | 'id', unknown>;

export type PageQuery = {
  criteria: SearchCriteria;
  tier: TextTier;
  order: SearchOrder;
  after: PageKey | null;
  limit: number;
};
/** A page query as its statement is built: placeholders for the key, the limit, `cap` and `scan`. */
export type PlacedPage = Omit<PageQuery, 'criteria' | 'after' | 'limit'> & {
  criteria: Placed;
  after: PlacedKey | null;
  limit: unknown;
  cap: unknown;
  scan: unknown;
};

/** Rows of one kind of page statement; its text depends on the tier, the order and whether a page came before. */
export const pageRows = <Row>(
  db: DbOrTx,
  kind: string,
  q: PageQuery & { cap?: number; scan?: number },
  build: (q: PlacedPage) => SQL,
) =>
  searchRows<Row>(db, {
    key: `${kind}|${q.tier}|${q.order}|${q.after ? 'after' : 'first'}|${shapeOf(q.criteria)}`,
    build: () =>
      build({
        criteria: placed(q.criteria),
        tier: q.tier,
        order: q.order,
        after: q.after && {
          createdAt: placeholder('after_created'),
          rent: placeholder('after_rent'),
          id: placeholder('after_id'),
        },
        limit: placeholder('limit'),
        cap: placeholder('cap'),
        scan: placeholder('scan'),
      }),
    values: {
      ...valuesOf(q.criteria),
      ...(q.after
        ? { after_created: q.after.createdAt, after_rent: q.after.rent, after_id: q.after.id }
        : {}),
      limit: q.limit,
      cap: q.cap,
      scan: q.scan,
    },
  });
