// The SQL of the `rent-index` job (docs/product/rents.md): the whole index in three statements
// over the listings, each grouping every city, locality, type and configuration at once
// (GROUPING SETS), replacing the tables' rows in one transaction so a reader sees the old index
// or the new one, never half of each; the listings' "Good price" is then set from the new figures,
// a few thousand listings a statement (docs/decisions/0118-good-price.md,
// docs/decisions/0146-ready-first-figures-after.md). Only homes a person stands behind
// are counted, and a rent far from its city's homes of the kind is left out
// (docs/decisions/0133-figures-come-from-people.md).
import { type SQL, sql } from 'drizzle-orm';
import { RENT_SLIDER } from '../../../shared/constants.ts';
import { PROPERTY_TYPE_VALUES } from '../../../shared/enums.ts';
import { rentPeriodOf } from '../../../shared/listing-rules.ts';
import { ANY_RENT_BAND, RENT_BANDS, RENT_FLOOR } from '../../../shared/schemas/rents.ts';
import { type Db, queryRows } from '../../db/client.ts';

/** 'day' for the types rented by the day, 'month' otherwise, from the listing rules. */
const periodSql = sql.raw(
  `case property_type ${PROPERTY_TYPE_VALUES.filter((type) => rentPeriodOf(type) === 'day')
    .map((type) => `when '${type}' then 'day'`)
    .join(' ')} else 'month' end`,
);

/** The rent band of a monthly rent, from RENT_BANDS. */
const bandSql = (rent: string) =>
  sql.raw(
    `case ${RENT_BANDS.filter((band) => Number.isFinite(band.max))
      .map((band) => `when ${rent} < ${band.max} then '${band.value}'`)
      .join(' ')} else '${RENT_BANDS.at(-1)?.value}' end`,
  );

/** localityKeyOf (src/shared/schemas/rents.ts) in SQL, of a column holding a locality. */
export const localityKeySql = (column: string) =>
  sql.raw(`regexp_replace(lower(btrim(${column})), '[[:space:]-]+', ' ', 'g')`);

const LOCALITY_KEY = localityKeySql('locality');

/** Every combination of locality, type and configuration, each also as "all". */
const GROUPS = sql.raw(`grouping sets (
  (locality_key, property_type, configuration), (locality_key, property_type),
  (locality_key, configuration), (locality_key), (property_type, configuration),
  (property_type), (configuration), ())`);

/** A percentile of rent rounded to the rupee, or null under the floor. */
const percentile = (fraction: number) =>
  sql.raw(
    `case when count(*) >= ${RENT_FLOOR} then round((percentile_cont(${fraction}) within group (order by rent))::numeric)::int end`,
  );

const KEYS = sql.raw(
  "city, coalesce(locality_key, ''), coalesce(property_type, ''), coalesce(configuration, ''), rent_period",
);

/**
 * Rents are trimmed when further than TRIM_REACH times the spread of the middle half from it,
 * reckoned as a ratio (rents multiply: a dear locality is twice a cheap one, not ₹10,000 more),
 * and that spread is taken as at least MIN_SPREAD, so homes all let at one rent do not trim a
 * neighbour a little dearer (docs/decisions/0133-figures-come-from-people.md).
 */
const TRIM_REACH = 3;
const MIN_SPREAD = 1.5;

/**
 * The homes the index counts, from the listings `where` lets through: posted by an account that
 * has proven its number or email, and posted before `window.postedBefore`. A CTE `eligible`.
 */
const eligibleHomes = (where: SQL, window: IndexWindow, month?: SQL): SQL => sql`
  eligible as (
    select l.city, ${localityKeySql('l.locality')} as locality_key, btrim(l.locality) as locality,
      l.property_type, l.configuration, ${periodSql} as rent_period, l.rent${month ? sql`, ${month} as month` : sql``}
    from listings l join users u on u.id = l.user_id
    where ${where} and l.created_at <= ${window.postedBefore.toISOString()}
      and (u.mobile_verified_at is not null or u.email_verified_at is not null)
  )`;

/** How far from the middle half a rent may sit before it is trimmed, as a factor of Q1 and Q3. */
const REACH = sql.raw(`power(greatest(fences.q3 / greatest(fences.q1, 1), ${MIN_SPREAD}), ${TRIM_REACH})`);

/**
 * The homes a figure is made of: the eligible homes (above) whose rent, per city, property type
 * and configuration, is inside the fences [Q1 / r^3, Q3 x r^3], r = max(Q3 / Q1, 1.5). CTEs
 * `eligible`, `fences` and `name`, in plain SQL, for PostgreSQL and PGlite alike.
 */
const trimmedHomes = (name: string, where: SQL, window: IndexWindow, month?: SQL): SQL => sql`
  ${eligibleHomes(where, window, month)},
  fences as (
    select city, property_type, configuration,
      percentile_cont(0.25) within group (order by rent) as q1,
      percentile_cont(0.75) within group (order by rent) as q3
    from eligible group by city, property_type, configuration
  ),
  ${sql.raw(name)} as (
    select eligible.* from eligible join fences using (city, property_type, configuration)
    where eligible.rent between fences.q1 / ${REACH} and fences.q3 * ${REACH}
  )`;

export type IndexWindow = {
  /** Homes rented out since this instant still count. */
  rentedSince: Date;
  /** Homes posted after this instant are not counted yet: a day's wait for throwaway posts. */
  postedBefore: Date;
  /** The first instant of the oldest month of the history. */
  monthsFrom: Date;
  /** Searches counted on this India day or later make the demand. */
  demandFrom: string;
};

const replaceFigures = (window: IndexWindow): SQL => sql`
  with ${trimmedHomes(
    'homes',
    sql`l.deleted_at is null
      and (l.status = 'live' or (l.status = 'rented' and l.status_changed_at >= ${window.rentedSince.toISOString()}))`,
    window,
  )}
  insert into rent_figures
    (city, locality_key, locality, property_type, configuration, rent_period, homes, p25, median, p75)
  select city, coalesce(locality_key, ''), case when grouping(locality_key) = 1 then '' else mode() within group (order by locality) end,
    coalesce(property_type, ''), coalesce(configuration, ''), rent_period, count(*)::int,
    ${percentile(0.25)}, ${percentile(0.5)}, ${percentile(0.75)}
  from homes
  group by city, rent_period, ${GROUPS}`;

const replaceMonths = (window: IndexWindow): SQL => sql`
  with ${trimmedHomes(
    'posted',
    sql`l.deleted_at is null and l.created_at >= ${window.monthsFrom.toISOString()}`,
    window,
    sql`to_char(l.created_at at time zone 'Asia/Kolkata', 'YYYY-MM')`,
  )}
  insert into rent_months
    (city, locality_key, property_type, configuration, rent_period, month, homes, median)
  select ${KEYS}, month, count(*)::int, ${percentile(0.5)}
  from posted
  group by city, rent_period, month, ${GROUPS}`;

/** A saved search's budget as stored (filters.max_rent), when it is a whole number. */
const SAVED_MAX = "(query->'filters'->>'max_rent')";

/**
 * Searches of the window, saved searches and live monthly homes, per city (locality '') and
 * per locality, by band (budgetBandOf in src/shared/schemas/rents.ts, written in SQL). A saved
 * search names a locality when its typed words hold one of the city's localities.
 */
const replaceDemand = (window: IndexWindow): SQL => sql`
  with searched as (
    select city, ${LOCALITY_KEY} as locality_key, rent_band, sum(searches)::int as n
    from search_day_counts where day >= ${window.demandFrom}
    group by 1, 2, 3
  ),
  localities as (
    select distinct city, ${LOCALITY_KEY} as locality_key
    from listings where deleted_at is null and status = 'live'
  ),
  saved as (
    select query->>'city' as city, regexp_replace(lower(coalesce(query->>'search', '')), '[[:space:]-]+', ' ', 'g') as words,
      case when ${sql.raw(SAVED_MAX)} ~ '^[0-9]{1,9}$'
        and ${sql.raw(SAVED_MAX)}::int between 1 and ${RENT_SLIDER.max - 1}
      then ${bandSql(`(${SAVED_MAX}::int - 1)`)} else ${ANY_RENT_BAND} end as rent_band
    from saved_searches
  ),
  saved_counts as (
    select city, '' as locality_key, rent_band, count(*)::int as n from saved group by 1, 3
    union all
    select s.city, l.locality_key, s.rent_band, count(*)::int
    from saved s join localities l on l.city = s.city and l.locality_key <> ''
      and position(l.locality_key in s.words) > 0
    group by 1, 2, 3
  ),
  -- Every eligible home on offer is in its band, untrimmed: a dear home is still a home.
  ${eligibleHomes(sql`l.deleted_at is null and l.status = 'live'`, window)},
  live_homes as (
    select city, locality_key, ${bandSql('rent')} as rent_band
    from eligible where rent_period = 'month'
  ),
  home_counts as (
    select city, coalesce(locality_key, '') as locality_key, rent_band, count(*)::int as n
    from live_homes group by city, rent_band, grouping sets ((locality_key), ())
  ),
  search_counts as (
    select city, locality_key, rent_band, n from searched where locality_key <> ''
    union all
    select city, '', rent_band, sum(n)::int from searched group by 1, 3
  ),
  together as (
    select city, locality_key, rent_band, n as searches, 0 as saved, 0 as homes from search_counts
    union all select city, locality_key, rent_band, 0, n, 0 from saved_counts
    union all select city, locality_key, rent_band, 0, 0, n from home_counts
  )
  insert into rent_demand (city, locality_key, rent_band, searches, saved_searches, homes)
  select city, locality_key, rent_band, sum(searches)::int, sum(saved)::int, sum(homes)::int
  from together where city is not null
  group by 1, 2, 3`;

/**
 * Listings' "Good price" from the figures just written (docs/decisions/0118-good-price.md), for
 * the ids in (`after`, `upTo`]: the gauge's rule (getListingRent in service.ts) in SQL, the
 * locality's figures when it has RENT_FLOOR homes like the listing, else the city's; below the
 * 25th percentile is a good price. Only the rows whose value changes are written; a listing saved
 * meanwhile keeps what its save set. One batch of ids a statement, so no statement holds many
 * rows' locks for long (docs/decisions/0146-ready-first-figures-after.md).
 */
const refreshGoodPrices = (after: number, upTo: number) => sql`
  with listed as (
    select id, updated_at, good_price as was, city, ${LOCALITY_KEY} as locality_key, property_type,
      configuration, ${periodSql} as rent_period, rent
    from listings
    where deleted_at is null and id > ${after} and id <= ${upTo}
  ),
  -- Materialized: the verdicts that change are picked out before they meet the listings again,
  -- so a batch in which few change updates few rows.
  verdicts as materialized (
    select listed.id, listed.updated_at, listed.was, coalesce(listed.rent <
      case when here.homes >= ${RENT_FLOOR} then here.p25 else town.p25 end, false) as good_price
    from listed
    left join rent_figures here using (city, locality_key, property_type, configuration, rent_period)
    left join rent_figures town on town.city = listed.city and town.locality_key = ''
      and town.property_type = listed.property_type and town.configuration = listed.configuration
      and town.rent_period = listed.rent_period
  )
  update listings set good_price = verdicts.good_price
  from verdicts
  where verdicts.good_price is distinct from verdicts.was
    and listings.id = verdicts.id and listings.updated_at = verdicts.updated_at`;

/** Rows an insert wrote: `rowCount` on pg, `affectedRows` on PGlite. */
const rowCount = (result: unknown) => {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
};

/** Listings' ids are walked in ranges this wide: a few thousand rows a statement at most. */
export const GOOD_PRICE_BATCH = 5_000;

/**
 * Recomputes the whole index: replaces the figures, months and demand in one transaction (a
 * reader sees the old index or the new one), and answers how many rows each table now holds.
 * Only the rent tables are written there; the listings are read, never locked.
 */
export const replaceRentIndex = async (db: Db, window: IndexWindow) =>
  db.transaction(async (tx) => {
    // Two processes starting on a new database both compute it: one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rent-index'))`);
    await tx.execute(sql`delete from rent_figures`);
    await tx.execute(sql`delete from rent_months`);
    await tx.execute(sql`delete from rent_demand`);
    const figures = await tx.execute(replaceFigures(window));
    const months = await tx.execute(replaceMonths(window));
    const demand = await tx.execute(replaceDemand(window));
    return { figures: rowCount(figures), months: rowCount(months), demand: rowCount(demand) };
  });

/**
 * Every listing's Good price from the figures now written, GOOD_PRICE_BATCH ids a statement,
 * each its own transaction: a row is locked only while its batch is written. Answers how many
 * listings' Good price changed.
 */
export const refreshAllGoodPrices = async (db: Db, batch = GOOD_PRICE_BATCH) => {
  const [range] = await queryRows<{ first: number | null; last: number | null }>(
    db,
    sql`select min(id)::int as first, max(id)::int as last from listings`,
  );
  if (range?.first == null || range.last == null) return 0;
  let changed = 0;
  for (let after = range.first - 1; after < range.last; after += batch) {
    changed += rowCount(await db.execute(refreshGoodPrices(after, after + batch)));
  }
  return changed;
};
