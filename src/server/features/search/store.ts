// The SQL of search. Every value is a parameter except the city, which is one of the
// 12 fixed names and is written as a literal so PostgreSQL can pick that city's
// partial trigram index. docs/search-indexes.md shows the plans these produce.
// Each statement's text is built once per shape, with placeholders for its values
// (docs/decisions/0125-search-statements-built-per-shape.md).
import { type SQL, sql } from 'drizzle-orm';
import type { CityName } from '../../../shared/cities.ts';
import { PROPERTY_TYPE_VALUES } from '../../../shared/enums.ts';
import { RULES_BY_PROPERTY_TYPE } from '../../../shared/listing-rules.ts';
import { LOOSE_CHOICE_FILTERS, type LooseChoiceFilter } from '../../../shared/search-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { LISTED_SQL } from '../../db/schema.ts';
import {
  criteriaRows,
  type PageQuery,
  type Placed,
  type PlacedKey,
  pageRows,
  placed,
  placeholder,
  type SearchCriteria,
  type SearchOrder,
  searchRows,
  shapeOf,
  valuesOf,
} from './shapes.ts';
import type { VocabularyMatch } from './text.ts';
import {
  and,
  DESCRIPTION,
  HEAD,
  localityPattern,
  matches,
  type TextTier,
  textIndexCondition,
  tierCondition,
} from './text-sql.ts';

/**
 * The move-in cost of docs/product/listings.md#move-in-cost, as src/shared/move-in-cost.ts
 * computes it: 15 days of rent is half the rent rounded half up. At most about 1.02
 * billion (rent, deposit and a month's brokerage at their limits), within int4.
 */
const MOVE_IN = sql.raw(
  `(rent + deposit + case brokerage when '_15_DAYS_RENT' then (rent + 1) / 2 when '_30_DAYS_RENT' then rent else 0 end)`,
);
/** created_key: created_at to the microsecond, as the cursor keeps it (an alias apart, so ORDER BY still sorts by the column). */
export type PageRow = { id: number; created_key: string; rent: number };

export const isTextual = (criteria: SearchCriteria) =>
  criteria.words.length > 0 || Boolean(criteria.filters.locality);

const cityCondition = (city: CityName | undefined) =>
  city ? sql`city = ${sql.raw(`'${city.replaceAll("'", "''")}'`)}` : undefined;

/**
 * A budget is a monthly rent: the types let by the day (weekend homes) are compared with it
 * only when the type asked is one of them (docs/product/search.md#rent-range).
 */
const DAY_TYPES = PROPERTY_TYPE_VALUES.filter((type) => RULES_BY_PROPERTY_TYPE[type].rentPeriod === 'day');
const NOT_LET_BY_THE_DAY = sql.raw(
  `property_type not in (${DAY_TYPES.map((type) => `'${type}'`).join(', ')})`,
);

/**
 * One row of src/shared/search-filters.ts; its column is the table's constant, never a value. A
 * yes/no row keeps the listings whose boolean column is true.
 */
const choiceCondition = (choice: LooseChoiceFilter, filters: Placed['filters']) => {
  const value = filters[choice.key];
  if (value === undefined) return undefined;
  const column = sql.raw(choice.column);
  if (choice.kind === 'flag') return sql`${column} is true`;
  return choice.match === 'suits' ? sql`${column} in (${value}, 'NO_PREFERENCE')` : sql`${column} = ${value}`;
};

/**
 * The filters of docs/product/search.md#filters: NO_PREFERENCE listings suit every tenant and food
 * filter.
 */
const columnFilters = (f: Placed['filters']) => [
  ...LOOSE_CHOICE_FILTERS.map((choice) => choiceCondition(choice, f)),
  f.property_type === undefined &&
    (f.min_rent !== undefined || f.max_rent !== undefined) &&
    NOT_LET_BY_THE_DAY,
  f.min_rent !== undefined && sql`rent >= ${f.min_rent}`,
  f.max_rent !== undefined && sql`rent <= ${f.max_rent}`,
  f.max_move_in !== undefined && sql`${MOVE_IN} <= ${f.max_move_in}`,
  // The map's box (docs/product/search.md#map); listings_search_position_idx reads it within a city.
  f.bounds !== undefined &&
    sql`lat between ${f.bounds.south} and ${f.bounds.north} and lng between ${f.bounds.west} and ${f.bounds.east}`,
];

/** The locality box; its head condition (implied) lets the trigram indexes find the rows. */
const localityFilter = (f: Placed['filters']) => {
  const { locality } = f;
  return (
    locality !== undefined &&
    sql`${matches([HEAD, DESCRIPTION], [locality])} and (locality ilike ${locality} or description ilike ${locality})`
  );
};

/** Everything but free text: what the sort-order walk checks inside the index. */
const columnCondition = (criteria: Placed) =>
  and([sql.raw(LISTED_SQL), cityCondition(criteria.city), ...columnFilters(criteria.filters)]);

const baseCondition = (criteria: Placed) =>
  and([columnCondition(criteria), localityFilter(criteria.filters)]);

const ORDER_BY: Record<SearchOrder, SQL> = {
  newest: sql.raw('created_at desc nulls last, id desc nulls last'),
  rent_asc: sql.raw('rent, id'),
  rent_desc: sql.raw('rent desc, id desc'),
  move_in_asc: sql`${MOVE_IN}, id`,
};

const afterCondition = (order: SearchOrder, key: PlacedKey | null) => {
  if (!key) return undefined;
  // The plain created_at bound is implied by the row comparison, but only it tells the
  // btree where to start on its DESC column; alone, the row comparison is checked entry
  // by entry from the newest listing on.
  if (order === 'newest') {
    return sql`created_at <= ${key.createdAt}::timestamptz and (created_at, id) < (${key.createdAt}::timestamptz, ${key.id}::int)`;
  }
  // For move_in_asc the key's rent slot holds the move-in cost (pageColumns).
  if (order === 'move_in_asc') return sql`(${MOVE_IN}, id) > (${key.rent}::int, ${key.id}::int)`;
  return order === 'rent_asc'
    ? sql`(rent, id) > (${key.rent}::int, ${key.id}::int)`
    : sql`(rent, id) < (${key.rent}::int, ${key.id}::int)`;
};

const CREATED_KEY = sql.raw(
  `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key`,
);
/** A page's rows with their sort key; by move-in cost, that cost stands in the rent slot. */
const pageColumns = (order: SearchOrder) =>
  order === 'move_in_asc' ? sql`id, ${CREATED_KEY}, ${MOVE_IN} as rent` : sql`id, ${CREATED_KEY}, rent`;
/** The head tier needs only what the newest index holds, so its walk never reads the table. */
const HEAD_COLUMNS = sql.raw('id, created_at, rent, title, locality, city');
/**
 * What the conditions above read of a listing collected by its text (a page, a count, an alert's
 * window): the text, rent and move-in cost, the map, and every column of the filter table.
 */
const TEXT_COLUMNS = sql.raw(
  [
    ...new Set([
      ...['id', 'created_at', 'rent', 'title', 'locality', 'city', 'description', 'property_type'],
      ...LOOSE_CHOICE_FILTERS.map((choice) => choice.column),
      ...['brokerage', 'deposit', 'deleted_at', 'status', 'lat', 'lng'],
    ]),
  ].join(', '),
);

/** Without text: one query; the planner walks a sort index or reads a narrow range. */
export const selectPlainPage = (db: DbOrTx, q: PageQuery) =>
  pageRows<PageRow>(
    db,
    'plain',
    q,
    (p) => sql`select ${pageColumns(p.order)} from listings
        where ${baseCondition(p.criteria)} and ${and([afterCondition(p.order, p.after)])}
        order by ${ORDER_BY[p.order]} limit ${p.limit}`,
  );

/**
 * A first page without text and, in the same statement, how many listings match, counted no
 * further than `cap` (docs/decisions/0119-a-first-page-counts-in-its-statement.md). The count is
 * an init plan the database runs once; an empty page has no row to carry it, and counts 0.
 */
export const selectCountedPage = async (db: DbOrTx, q: PageQuery & { cap: number }) => {
  const rows = await pageRows<PageRow & { counted: number }>(
    db,
    'counted',
    q,
    (p) => sql`select ${pageColumns(p.order)},
          (select count(*)::int from (select 1 from listings where ${matchCondition(p.criteria)} limit ${p.cap}) capped) as counted
        from listings
        where ${baseCondition(p.criteria)} and ${and([afterCondition(p.order, p.after)])}
        order by ${ORDER_BY[p.order]} limit ${p.limit}`,
  );
  return { rows, counted: rows[0]?.counted ?? 0 };
};

/**
 * With text, first walk the sort order over at most `scan` listings that pass the
 * column filters, testing the text only outside (inside, the planner would be tempted
 * to collect every text match first): common words fill a page within a few rows.
 * If the walk falls short, selectCollectedPage finishes the job.
 */
export const selectWalkedPage = (db: DbOrTx, q: PageQuery & { scan: number }) =>
  pageRows<PageRow>(db, 'walked', q, (p) => {
    const columns =
      p.tier === 'head' && !p.criteria.filters.locality && p.order !== 'move_in_asc'
        ? HEAD_COLUMNS
        : TEXT_COLUMNS;
    return sql`select ${pageColumns(p.order)} from (
          select ${columns} from listings
          where ${columnCondition(p.criteria)} and ${and([afterCondition(p.order, p.after)])}
          order by ${ORDER_BY[p.order]} limit ${p.scan}) walked
        where ${and([tierCondition(p.tier, p.criteria.words), localityFilter(p.criteria.filters)])}
        order by ${ORDER_BY[p.order]} limit ${p.limit}`;
  });

/**
 * A page of a search with text whose column filters let few listings through (fewer than
 * `countWalkable` was capped at): every one of them read, by whichever index the filters suit,
 * then tested for the text and sorted. Walking a sort order instead would read the city's whole
 * range of the index when the filters leave none (docs/decisions/0151-exact-counts-from-the-narrower-side.md).
 * Each row carries how many of them match the text in any tier: a first page's exact total.
 */
export const selectFewPage = async (db: DbOrTx, q: PageQuery) => {
  const rows = await pageRows<PageRow & { matched: number }>(
    db,
    'few',
    q,
    (p) => sql`with passed as materialized (
          select ${TEXT_COLUMNS} from listings
          where ${columnCondition(p.criteria)} and ${and([afterCondition(p.order, p.after)])})
        select ${pageColumns(p.order)},
          (select count(*)::int from passed where ${and([tierCondition('any', p.criteria.words), localityFilter(p.criteria.filters)])}) as matched
        from passed
        where ${and([tierCondition(p.tier, p.criteria.words), localityFilter(p.criteria.filters)])}
        order by ${ORDER_BY[p.order]} limit ${p.limit}`,
  );
  return { rows, matched: rows[0]?.matched };
};

/**
 * How many listings pass the column filters past the page key, counted no further than `cap`:
 * under a walk's `scan`, the walk read every one of them and its page is complete
 * (docs/decisions/0128-short-words-are-walked.md).
 */
export const countWalkable = async (db: DbOrTx, q: PageQuery & { cap: number }) => {
  const [row] = await pageRows<{ n: number }>(
    db,
    'walkable',
    { ...q, tier: 'any' },
    (p) => sql`select count(*)::int as n from (
          select 1 from listings where ${columnCondition(p.criteria)} and ${and([afterCondition(p.order, p.after)])}
          limit ${p.cap}) capped`,
  );
  return row?.n ?? 0;
};

/**
 * Rare words: collect every listing the trigram indexes find for the text (the
 * city's own indexes when there is a city), then filter and sort those few.
 * MATERIALIZED keeps the planner from AND-ing them with a city-wide bitmap. When the
 * indexes have nothing to narrow by (only words under 3 letters, no locality), the
 * listings are not collected but walked in the page's order with every condition, as a
 * search without text is (docs/decisions/0128-short-words-are-walked.md).
 */
const foundByText = (criteria: Placed, tier: TextTier, atMost?: unknown) => {
  const { locality } = criteria.filters;
  const byIndex = textIndexCondition(tier, criteria.words);
  const collect = byIndex !== undefined || locality !== undefined;
  return sql`found as ${sql.raw(collect ? 'materialized' : 'not materialized')} (
    select ${TEXT_COLUMNS} from listings
    where ${sql.raw(LISTED_SQL)} and ${and([
      cityCondition(criteria.city),
      byIndex,
      locality !== undefined && matches([HEAD, DESCRIPTION], [locality]),
    ])}${atMost === undefined ? sql`` : sql` limit ${atMost}`})`;
};

export const selectCollectedPage = (db: DbOrTx, q: PageQuery) =>
  pageRows<PageRow>(
    db,
    'collected',
    q,
    (p) => sql`with ${foundByText(p.criteria, p.tier)}
        select ${pageColumns(p.order)} from found
        where ${baseCondition(p.criteria)}
          and ${and([afterCondition(p.order, p.after), tierCondition(p.tier, p.criteria.words)])}
        order by ${ORDER_BY[p.order]} limit ${p.limit}`,
  );

/**
 * How many of the newest `scan` listings passing the column filters also match the
 * text: an exact count when there are fewer than `scan` of them, a sample otherwise.
 */
export const sampleTextMatches = async (db: DbOrTx, criteria: SearchCriteria, scan: number) => {
  const [row] = await criteriaRows<{ matched: number; scanned: number }>(
    db,
    { kind: 'sample', criteria, extra: { scan } },
    (
      c,
    ) => sql`select (count(*) filter (where ${and([tierCondition('any', c.words), localityFilter(c.filters)])}))::int as matched,
          count(*)::int as scanned
        from (select ${TEXT_COLUMNS} from listings where ${columnCondition(c)}
              order by ${ORDER_BY.newest} limit ${placeholder('scan')}) sample`,
  );
  return { matched: row?.matched ?? 0, scanned: row?.scanned ?? 0 };
};

/**
 * Text matches counted from what the trigram indexes find for the text, collecting no more than
 * `collect` listings: exact when fewer than `collect` were collected
 * (docs/decisions/0151-exact-counts-from-the-narrower-side.md).
 */
export const countTextMatches = async (db: DbOrTx, criteria: SearchCriteria, collect: number) => {
  const [row] = await criteriaRows<{ matched: number; read: number }>(
    db,
    { kind: 'text_count', criteria, extra: { collect } },
    (c) => sql`with ${foundByText(c, 'any', placeholder('collect'))}
        select (count(*) filter (where ${and([baseCondition(c), tierCondition('any', c.words)])}))::int as matched,
          count(*)::int as read
        from found`,
  );
  return { matched: row?.matched ?? 0, read: row?.read ?? 0 };
};

/**
 * Text matches counted from the listings the column filters let through, reading no more than
 * `scan` of them, in whatever order is cheapest: exact when fewer than `scan` pass the filters
 * (docs/decisions/0151-exact-counts-from-the-narrower-side.md).
 */
export const countFromColumns = async (db: DbOrTx, criteria: SearchCriteria, scan: number) => {
  const [row] = await criteriaRows<{ matched: number; read: number }>(
    db,
    { kind: 'column_count', criteria, extra: { scan } },
    (
      c,
    ) => sql`select (count(*) filter (where ${and([tierCondition('any', c.words), localityFilter(c.filters)])}))::int as matched,
          count(*)::int as read
        from (select ${TEXT_COLUMNS} from listings where ${columnCondition(c)} limit ${placeholder('scan')}) passed`,
  );
  return { matched: row?.matched ?? 0, read: row?.read ?? 0 };
};

const matchCondition = (criteria: Placed) =>
  and([baseCondition(criteria), tierCondition('any', criteria.words)]);

/** The planner's estimate of how many listings match, from EXPLAIN (FORMAT JSON). */
export const estimateMatches = async (db: DbOrTx, criteria: SearchCriteria): Promise<number> => {
  const [row] = await criteriaRows<{ 'QUERY PLAN': unknown }>(
    db,
    { kind: 'estimate', criteria, extra: {} },
    (c) => sql`explain (format json) select 1 from listings where ${matchCondition(c)}`,
  );
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
};

/** Exact count of matching listings, counting no further than `cap`. */
export const countMatches = async (db: DbOrTx, criteria: SearchCriteria, cap: number) => {
  const [row] = await criteriaRows<{ n: number }>(
    db,
    { kind: 'count', criteria, extra: { cap } },
    (c) =>
      sql`select count(*)::int as n from (select 1 from listings where ${matchCondition(c)} limit ${placeholder('cap')}) capped`,
  );
  return row?.n ?? 0;
};

/** The newest listing id, which changes whenever a listing (and maybe a locality) is added. */
const NEWEST_ID = sql`(select coalesce(max(id), 0)::int from listings)`;

/**
 * Every distinct locality, read from the locality index one probe per locality
 * (a loose index scan), with the newest listing id at the time.
 */
export const listLocalities = async (db: DbOrTx) => {
  const [row] = await searchRows<{ newest_id: number; localities: string[] }>(db, {
    key: 'localities',
    build: () => sql`with recursive localities(locality) as (
          (select locality from listings where ${sql.raw(LISTED_SQL)} order by locality limit 1)
          union all
          select (select l.locality from listings l
                  where l.deleted_at is null and l.status = 'live' and l.locality > localities.locality
                  order by l.locality limit 1)
          from localities where localities.locality is not null
        )
        select ${NEWEST_ID} as newest_id,
          array(select locality from localities where locality is not null) as localities`,
    values: {},
  });
  return { newestId: row?.newest_id ?? 0, localities: row?.localities ?? [] };
};

/**
 * Vocabulary terms close to the given words by pg_trgm similarity, and the newest
 * listing id, so a caller holding an older vocabulary knows to read it again.
 */
export const findVocabularyMatches = async (db: DbOrTx, words: string[], vocabulary: string[]) => {
  const rows = await searchRows<{
    newest_id: number;
    word: string | null;
    term: string | null;
    score: number | null;
  }>(db, {
    key: 'vocabulary',
    build: () => sql`select newest.id as newest_id, close.word, close.term, close.score
        from (select ${NEWEST_ID} as id) newest
        left join lateral (
          select asked.word, term, similarity(asked.word, term)::float8 as score
          from unnest(${placeholder('words')}::text[]) as asked(word), unnest(${placeholder('vocabulary')}::text[]) as term
          where similarity(asked.word, term) >= 0.3
        ) close on true`,
    values: { words, vocabulary },
  });
  const matches: VocabularyMatch[] = rows.flatMap((r) =>
    r.word !== null && r.term !== null && r.score !== null
      ? [{ word: r.word, term: r.term, score: r.score }]
      : [],
  );
  return { newestId: rows[0]?.newest_id ?? 0, matches };
};

/**
 * The other localities where listings match the criteria, most matches first: the
 * neighbouring localities of docs/product/search.md#ways-out-of-an-empty-result.
 */
export const countByLocality = (db: DbOrTx, criteria: SearchCriteria, except: string, limit: number) =>
  criteriaRows<{ locality: string; n: number }>(
    db,
    { kind: 'by_locality', criteria, extra: { except: localityPattern(except), limit } },
    (c) => sql`select locality, count(*)::int as n from listings
        where ${matchCondition(c)} and locality not ilike ${placeholder('except')}
        group by locality order by n desc, locality limit ${placeholder('limit')}`,
  );

/** How many listings matching `criteria` were listed after `after` and up to `until`, counting no further than `cap`. */
export const countNewMatches = async (
  db: DbOrTx,
  criteria: SearchCriteria,
  window: { after: Date; until: Date; cap: number },
) => {
  const [row] = await criteriaRows<{ n: number }>(
    db,
    {
      kind: 'new_count',
      criteria,
      extra: { after: window.after.toISOString(), until: window.until.toISOString(), cap: window.cap },
    },
    (c) => sql`select count(*)::int as n from (
          select 1 from listings
          where ${matchCondition(c)}
            and created_at > ${placeholder('after')}::timestamptz
            and created_at <= ${placeholder('until')}::timestamptz
          limit ${placeholder('cap')}) capped`,
  );
  return row?.n ?? 0;
};

export type NewMatch = {
  id: number;
  title: string;
  locality: string;
  city: string;
  rent: number;
  total: number;
};

/**
 * For each criteria set, the newest listings matching it that were listed after
 * `after` and up to `until`, with how many there are in all (saved-search alerts and
 * their "new" counts). The window is read once, through the newest-first index (an
 * hour of listings is a few hundred rows), and every criteria set is checked against
 * it in the same statement; `k` is the criteria set's position.
 */
export const selectNewMatches = (
  db: DbOrTx,
  criteriaList: SearchCriteria[],
  window: { after: Date; until: Date; limit: number },
) =>
  searchRows<NewMatch & { k: number }>(db, {
    key: `new_matches|${criteriaList.map(shapeOf).join('#')}`,
    build: () => sql`with listings as materialized (
          select ${TEXT_COLUMNS} from listings
          where deleted_at is null
            and created_at > ${placeholder('after')}::timestamptz
            and created_at <= ${placeholder('until')}::timestamptz)
        ${sql.join(
          criteriaList.map(
            (criteria, k) =>
              sql`(select ${sql.raw(String(k))}::int as k, id, title, locality, city, rent, (count(*) over ())::int as total
                   from listings where ${matchCondition(placed(criteria, `k${k}_`))}
                   order by ${ORDER_BY.newest} limit ${placeholder('limit')})`,
          ),
          sql` union all `,
        )}`,
    values: Object.assign(
      { after: window.after.toISOString(), until: window.until.toISOString(), limit: window.limit },
      ...criteriaList.map((criteria, k) => valuesOf(criteria, `k${k}_`)),
    ),
  });
