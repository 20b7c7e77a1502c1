// Reads of the rent index the job wrote (compute-store.ts). Every read is by primary key or a
// city's rows: a request never scans the listings (docs/product/rents.md).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { appMeta, listings, rentDemand, rentFigures, rentMonths } from '../../db/schema.ts';

/** The key of one group of homes: '' means "all" for locality, type and configuration. */
export type RentGroup = {
  city: string;
  localityKey: string;
  propertyType: string;
  configuration: string;
  rentPeriod: 'month' | 'day';
};

export const COMPUTED_AT_KEY = 'rent_index_computed_at';

const inGroup = (table: typeof rentFigures | typeof rentMonths, group: RentGroup) =>
  and(
    eq(table.city, group.city),
    eq(table.localityKey, group.localityKey),
    eq(table.propertyType, group.propertyType),
    eq(table.configuration, group.configuration),
    eq(table.rentPeriod, group.rentPeriod),
  );

export const findFigures = async (db: Db, group: RentGroup) =>
  (await db.select().from(rentFigures).where(inGroup(rentFigures, group)).limit(1))[0] ?? null;

/** The figures of several groups at once (a locality's and its city's), in no order. */
export const findFiguresOf = async (db: DbOrTx, groups: RentGroup[]) =>
  db
    .select()
    .from(rentFigures)
    .where(
      sql.join(
        groups.map((group) => sql`(${inGroup(rentFigures, group)})`),
        sql` or `,
      ),
    );

export const listMonths = async (db: Db, group: RentGroup) =>
  db.select().from(rentMonths).where(inGroup(rentMonths, group)).orderBy(asc(rentMonths.month));

export const listDemand = async (db: Db, city: string, localityKey: string) =>
  db
    .select()
    .from(rentDemand)
    .where(and(eq(rentDemand.city, city), eq(rentDemand.localityKey, localityKey)));

/**
 * A city's rows over every monthly type, by locality and configuration: all of its localities,
 * or one locality's beside the city's own.
 */
export const listCityRows = async (db: Db, city: string, localityKey: string | null) =>
  db
    .select()
    .from(rentFigures)
    .where(
      and(
        eq(rentFigures.city, city),
        eq(rentFigures.propertyType, ''),
        eq(rentFigures.rentPeriod, 'month'),
        localityKey === null ? undefined : inArray(rentFigures.localityKey, ['', localityKey]),
      ),
    );

/** Every city's own rows (no locality) over the monthly types: the whole city and each configuration. */
export const listCitiesRows = async (db: Db) =>
  db
    .select()
    .from(rentFigures)
    .where(
      and(
        eq(rentFigures.localityKey, ''),
        eq(rentFigures.propertyType, ''),
        eq(rentFigures.rentPeriod, 'month'),
      ),
    );

/** Localities whose page has figures (RENT_FLOOR monthly homes or more), most homes first. */
export const listLocalitiesWithFigures = async (db: DbOrTx, limit: number) =>
  db
    .select({ city: rentFigures.city, locality: rentFigures.locality })
    .from(rentFigures)
    .where(
      and(
        sql`${rentFigures.localityKey} <> ''`,
        eq(rentFigures.propertyType, ''),
        eq(rentFigures.configuration, ''),
        eq(rentFigures.rentPeriod, 'month'),
        sql`${rentFigures.median} is not null`,
      ),
    )
    .orderBy(desc(rentFigures.homes), asc(rentFigures.city), asc(rentFigures.localityKey))
    .limit(limit);

export const readComputedAt = async (db: Db) =>
  (await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, COMPUTED_AT_KEY)))[0]
    ?.value ?? null;

export const writeComputedAt = async (db: Db, at: Date) => {
  const value = at.toISOString();
  await db
    .insert(appMeta)
    .values({ key: COMPUTED_AT_KEY, value, updatedAt: at })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: at } });
};

/** What the gauge needs of a listing anyone may see; null for a deleted or unknown one. */
export const findListingForRent = async (db: Db, id: number) =>
  (
    await db
      .select({
        id: listings.id,
        city: listings.city,
        locality: listings.locality,
        propertyType: listings.propertyType,
        configuration: listings.configuration,
        rent: listings.rent,
      })
      .from(listings)
      .where(and(eq(listings.id, id), sql`${listings.deletedAt} is null`))
      .limit(1)
  )[0] ?? null;
