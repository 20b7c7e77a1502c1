// The rent index's reads (docs/product/rents.md): figures for a group of homes, where one
// listing's rent sits among homes like it, and a city's table. Every answer is read from the
// tables the `rent-index` job writes.

import type { PropertyType } from '../../../shared/enums.ts';
import { rentPeriodOf } from '../../../shared/listing-rules.ts';
import {
  type CityRents,
  DEMAND_DAYS,
  type ListingRent,
  localityKeyOf,
  RENT_BAND_VALUES,
  RENT_FLOOR,
  type RentFigures,
  type RentsQuery,
} from '../../../shared/schemas/rents.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { rentFigures } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { monthsUpTo } from './compute.ts';
import {
  findFigures,
  findFiguresOf,
  findListingForRent,
  listCityRows,
  listDemand,
  listMonths,
  type RentGroup,
  readComputedAt,
} from './store.ts';

type FiguresRow = typeof rentFigures.$inferSelect;
type Reads = { db: Db; now: Date };

const groupOf = (query: RentsQuery): RentGroup => ({
  city: query.city,
  localityKey: localityKeyOf(query.locality),
  propertyType: query.property_type ?? '',
  configuration: query.configuration ?? '',
  rentPeriod: query.property_type ? rentPeriodOf(query.property_type) : 'month',
});

const spreadOf = (row: FiguresRow | null) => ({
  homes: row?.homes ?? 0,
  median: row?.median ?? null,
  p25: row?.p25 ?? null,
  p75: row?.p75 ?? null,
});

/** The twelve months, the current last; a month without homes posted has none. */
const monthsOf = async ({ db, now }: Reads, group: RentGroup) => {
  const rows = new Map((await listMonths(db, group)).map((row) => [row.month, row]));
  return monthsUpTo(now).map((month) => ({
    month,
    median: rows.get(month)?.median ?? null,
    homes: rows.get(month)?.homes ?? 0,
  }));
};

const demandOf = async (db: Db, city: string, localityKey: string) => {
  const rows = new Map((await listDemand(db, city, localityKey)).map((row) => [row.rentBand, row]));
  return {
    days: DEMAND_DAYS,
    searches_any_budget: rows.get('any')?.searches ?? 0,
    bands: RENT_BAND_VALUES.map((band) => ({
      band,
      searches: rows.get(band)?.searches ?? 0,
      saved_searches: rows.get(band)?.savedSearches ?? 0,
      homes: rows.get(band)?.homes ?? 0,
    })),
  };
};

export const getRentFigures = async (reads: Reads, query: RentsQuery): Promise<RentFigures> => {
  const group = groupOf(query);
  const [row, months, demand, computedAt] = await Promise.all([
    findFigures(reads.db, group),
    monthsOf(reads, group),
    demandOf(reads.db, group.city, group.localityKey),
    readComputedAt(reads.db),
  ]);
  return {
    city: query.city,
    locality: row?.locality || query.locality?.trim() || null,
    property_type: query.property_type ?? null,
    configuration: query.configuration ?? null,
    rent_period: group.rentPeriod,
    ...spreadOf(row),
    months,
    demand,
    computed_at: computedAt,
  };
};

const verdictOf = (rent: number, row: FiguresRow) => {
  if (row.p25 === null || row.p75 === null) return null;
  if (rent < row.p25) return 'below' as const;
  return rent > row.p75 ? ('above' as const) : ('typical' as const);
};

/** A home as the gauge sets it among others. */
type Home = Pick<RentGroup, 'city' | 'configuration'> & {
  locality: string;
  propertyType: PropertyType;
  rent: number;
};

/**
 * The figures a home is set among: homes of its type and configuration in its locality, or its
 * city when the locality has fewer than RENT_FLOOR (docs/product/rents.md#the-fair-rent-gauge).
 * The `rent-index` job's Good price (compute-store.ts) is this rule in SQL.
 */
const figuresFor = async (db: DbOrTx, home: Home) => {
  const base = {
    city: home.city,
    propertyType: home.propertyType,
    configuration: home.configuration,
    rentPeriod: rentPeriodOf(home.propertyType),
  };
  const localityKey = localityKeyOf(home.locality);
  const rows = await findFiguresOf(db, [
    { ...base, localityKey },
    { ...base, localityKey: '' },
  ]);
  const local = rows.find((row) => row.localityKey === localityKey && localityKey !== '');
  if (local && local.homes >= RENT_FLOOR) return { figures: local, isLocal: true };
  return { figures: rows.find((row) => row.localityKey === '') ?? null, isLocal: false };
};

/** Where one listing's rent sits among homes like it. */
export const getListingRent = async ({ db }: Reads, listingId: number): Promise<ListingRent> => {
  const listing = await findListingForRent(db, listingId);
  if (!listing) throw new AppError('NOT_FOUND', 'Listing not found');
  return rentOfListing(db, listing);
};

/** The gauge of a listing already read (the poster's numbers read it with their own columns). */
export const rentOfListing = async (
  db: Db,
  listing: NonNullable<Awaited<ReturnType<typeof findListingForRent>>>,
): Promise<ListingRent> => {
  const type = listing.propertyType as PropertyType;
  const [{ figures, isLocal }, computedAt] = await Promise.all([
    figuresFor(db, { ...listing, propertyType: type }),
    readComputedAt(db),
  ]);
  const spread = spreadOf(figures);
  return {
    listing_id: listing.id,
    rent: listing.rent,
    rent_period: rentPeriodOf(type),
    property_type: type,
    configuration: listing.configuration,
    city: listing.city,
    locality: figures && isLocal ? figures.locality : null,
    ...spread,
    difference: spread.median === null ? null : listing.rent - spread.median,
    verdict: figures ? verdictOf(listing.rent, figures) : null,
    computing: computedAt === null,
  };
};

/**
 * A card's "Good price" as a listing is saved (docs/decisions/0118-good-price.md): the gauge
 * would say below, against the figures of this moment. `db` may be the save's transaction.
 */
export const hasGoodPrice = async (db: DbOrTx, home: Home) => {
  const { figures } = await figuresFor(db, home);
  return figures !== null && verdictOf(home.rent, figures) === 'below';
};

/** A city's table (or one locality's beside its city's): rows with figures, most homes first. */
export const getCityRents = async (
  reads: Reads,
  query: { city: string; locality?: string | undefined },
): Promise<CityRents> => {
  const localityKey = query.locality ? localityKeyOf(query.locality) : null;
  const group: RentGroup = {
    city: query.city,
    localityKey: localityKey ?? '',
    propertyType: '',
    configuration: '',
    rentPeriod: 'month',
  };
  const [rows, months, demand, computedAt] = await Promise.all([
    listCityRows(reads.db, query.city, localityKey),
    monthsOf(reads, group),
    demandOf(reads.db, query.city, localityKey ?? ''),
    readComputedAt(reads.db),
  ]);
  const homesOfLocality = new Map(
    rows.filter((row) => row.configuration === '').map((row) => [row.localityKey, row.homes]),
  );
  const shown = rows
    .filter((row) => row.homes >= RENT_FLOOR)
    .sort(
      (a, b) =>
        Number(b.localityKey === '') - Number(a.localityKey === '') ||
        (homesOfLocality.get(b.localityKey) ?? 0) - (homesOfLocality.get(a.localityKey) ?? 0) ||
        a.localityKey.localeCompare(b.localityKey) ||
        Number(b.configuration === '') - Number(a.configuration === '') ||
        b.homes - a.homes,
    );
  const named = localityKey ? rows.find((row) => row.localityKey === localityKey) : undefined;
  return {
    city: query.city,
    locality: localityKey ? (named?.locality ?? query.locality?.trim() ?? null) : null,
    rows: shown.map((row) => ({
      locality: row.locality || null,
      property_type: null,
      configuration: row.configuration || null,
      rent_period: 'month' as const,
      ...spreadOf(row),
    })),
    months,
    demand,
    computed_at: computedAt,
  };
};
