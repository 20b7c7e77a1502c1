// SQL for listings. Stores return rows, ids or null; rules live in the services.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { BuildinCategory, PropertyType } from '../../../shared/enums.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  categories,
  LISTED_SQL,
  type ListingRow,
  listingImages,
  listings,
  sectionSql,
} from '../../db/schema.ts';
import type { ImageRef } from '../media/index.ts';

export type ListingValues = Omit<typeof listings.$inferInsert, 'id' | 'deletedAt'>;

/** Not deleted: the listing has a page (live, paused or rented). */
const live = isNull(listings.deletedAt);
/** In every list, section, count and search (docs/product/listings.md#listing-status). */
const listed = sql.raw(LISTED_SQL);
const newestFirst = [desc(listings.createdAt), desc(listings.id)] as const;

export const insertListing = async (tx: Tx, values: ListingValues): Promise<ListingRow> => {
  const [row] = await tx.insert(listings).values(values).returning();
  return row!;
};

export const updateListingRow = async (tx: Tx, id: number, values: Partial<ListingValues>) => {
  await tx.update(listings).set(values).where(eq(listings.id, id));
};

export const findLiveListing = async (db: DbOrTx, id: number): Promise<ListingRow | null> => {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), live))
    .limit(1);
  return row ?? null;
};

/** The live listing, locked until the transaction ends (two edits of one listing queue up). */
export const lockLiveListing = async (tx: Tx, id: number): Promise<ListingRow | null> => {
  const [row] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), live))
    .for('update')
    .limit(1);
  return row ?? null;
};

/** Whether a listing with this id was posted and then deleted (its row stays: decision 0003). */
export const isDeletedListing = async (db: DbOrTx, id: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, id), isNotNull(listings.deletedAt)))
    .limit(1);
  return row !== undefined;
};

export const softDeleteListing = async (db: DbOrTx, id: number, now: Date) => {
  await db
    .update(listings)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(listings.id, id), live));
};

/** Whether each of these listings is deleted, and its status: what a conversation about it says. */
export const findListingStates = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: listings.id, status: listings.status, deletedAt: listings.deletedAt })
        .from(listings)
        .where(inArray(listings.id, ids));

/** The listings a read asks for, as one array: the statement's text is the same for any number of them. */
const ANY_OF_IDS = sql`${listings.id} = any(${sql.placeholder('ids')}::int[])`;

/**
 * A statement whose text never changes, built once per database (or transaction) and prepared
 * by name: every search and list reads listings through it, and writing its SQL again each time
 * was a large part of the server's work per search (docs/decisions/0086-listings-read-by-prepared-statements.md).
 * Behind a pooler in transaction mode (DATABASE_POOLING=transaction) db/client.ts sends it
 * without its name, its text still built once (docs/decisions/0122-behind-a-connection-pooler.md).
 */
const preparedOnce = <Q>(build: (db: DbOrTx) => Q) => {
  const kept = new WeakMap<DbOrTx, Q>();
  return (db: DbOrTx) => {
    let query = kept.get(db);
    if (!query) {
      query = build(db);
      kept.set(db, query);
    }
    return query;
  };
};

/**
 * A listing's photos in order, as one JSON array beside its columns. Written out whole: in a
 * select from one table Drizzle writes a column without its table, and a bare `id` here would
 * be the photo's own.
 */
const PHOTOS = sql<ImageRef[]>`${sql.raw(`coalesce((
  select json_agg(json_build_object('key', i.key, 'width', i.width, 'height', i.height) order by i.position)
  from listing_images i where i.listing_id = listings.id), '[]'::json)`)}`;

/**
 * Whether the reader (the placeholder `viewer`; 0 for a visitor, whom no row names) wishlisted
 * the listing, and opened its contacts; written out, as a bare `id` would be the mark's own. The
 * read model reads engagement's tables here (docs/architecture.md "Exceptions").
 */
const WISHLISTED = sql<boolean>`exists (select 1 from wishlist w where w.user_id = ${sql.placeholder('viewer')}::int and ${sql.raw('w.listing_id = listings.id')})`;
const VISITED = sql<boolean>`exists (select 1 from visits v where v.user_id = ${sql.placeholder('viewer')}::int and ${sql.raw('v.listing_id = listings.id')})`;

const listingRowsQuery = (include: 'listed' | 'unlisted' | 'deleted') =>
  preparedOnce((db) =>
    db
      .select({ ...getTableColumns(listings), images: PHOTOS, wishlisted: WISHLISTED, visited: VISITED })
      .from(listings)
      .where(and(ANY_OF_IDS, { listed, unlisted: live, deleted: undefined }[include]))
      .prepare(`listing_rows_${include}`),
  );
const listingRowsOf = {
  listed: listingRowsQuery('listed'),
  unlisted: listingRowsQuery('unlisted'),
  deleted: listingRowsQuery('deleted'),
};

/**
 * The rows of `ids` with their photos and whether `viewerId` wishlisted and visited each, in no
 * particular order: listed ones only, unless paused and rented (`unlisted`) or deleted ones too
 * are asked for. One statement, one round trip, for a visitor and a logged-in reader alike.
 */
export const findListingRows = (
  db: DbOrTx,
  input: { ids: number[]; include: keyof typeof listingRowsOf; viewerId?: number | null | undefined },
) => listingRowsOf[input.include](db).execute({ ids: input.ids, viewer: input.viewerId ?? 0 });

export const listImageRefs = async (db: DbOrTx, listingId: number): Promise<ImageRef[]> =>
  db
    .select({ key: listingImages.key, width: listingImages.width, height: listingImages.height })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position));

/**
 * The listing's photos, their rows locked until the transaction ends: a photo's large size
 * recorded meanwhile (features/media/large-sizes.ts) waits, and is not written over.
 */
export const lockImageRefs = async (tx: Tx, listingId: number): Promise<ImageRef[]> =>
  tx
    .select({ key: listingImages.key, width: listingImages.width, height: listingImages.height })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position))
    .for('update');

/** A photo's large sizes are made: every row showing it records its full size. Answers the rows changed. */
export const recordLargeSize = async (db: DbOrTx, key: string, size: { width: number; height: number }) =>
  (
    await db
      .update(listingImages)
      .set({ width: size.width, height: size.height })
      .where(eq(listingImages.key, key))
      .returning({ id: listingImages.id })
  ).length;

export const replaceImageRows = async (tx: Tx, listingId: number, refs: ImageRef[]) => {
  await tx.delete(listingImages).where(eq(listingImages.listingId, listingId));
  if (refs.length === 0) return;
  await tx.insert(listingImages).values(
    refs.map((ref, position) => ({
      listingId,
      position,
      key: ref.key,
      width: ref.width,
      height: ref.height,
    })),
  );
};

/** Which of `keys` some listing_images row still points at (demo listings share photos). */
export const referencedKeys = async (db: DbOrTx, keys: string[]): Promise<Set<string>> => {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ key: listingImages.key })
    .from(listingImages)
    .where(inArray(listingImages.key, keys));
  return new Set(rows.map((r) => r.key));
};

/** Ids of the newest listed listings in a city that also meet `condition`. */
const newestListedInCity = async (
  db: DbOrTx,
  city: string,
  condition: SQL | undefined,
  limit: number,
): Promise<number[]> => {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.city, city), listed, condition))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((r) => r.id);
};

export const sectionListingIds = (
  db: DbOrTx,
  input: { city: string; category: BuildinCategory; limit: number },
): Promise<number[]> =>
  // A literal, not a parameter: the section's partial index states the same.
  newestListedInCity(db, input.city, sql.raw(sectionSql(input.category)), input.limit);

export const cityListingIds = (
  db: DbOrTx,
  input: { city: string; propertyType?: PropertyType | undefined; limit: number },
): Promise<number[]> =>
  newestListedInCity(
    db,
    input.city,
    input.propertyType ? eq(listings.propertyType, input.propertyType) : undefined,
    input.limit,
  );

export const posterListingIds = async (db: DbOrTx, userId: number): Promise<number[]> => {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.userId, userId), live))
    .orderBy(...newestFirst);
  return rows.map((r) => r.id);
};

/** Listed listings per city; cities without one are left out. */
export const countListedByCity = async (db: DbOrTx): Promise<Map<string, number>> => {
  const rows = await db
    .select({ city: listings.city, n: count() })
    .from(listings)
    .where(listed)
    .groupBy(listings.city);
  return new Map(rows.map((r) => [r.city, Number(r.n)]));
};

export const listCategories = async (db: DbOrTx) =>
  db
    .select({ id: categories.id, propertyType: categories.propertyType })
    .from(categories)
    .orderBy(asc(categories.id));

/** Live listings for the sitemap, newest first. */
export const sitemapListings = (db: DbOrTx, limit: number) =>
  db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(listed)
    .orderBy(...newestFirst)
    .limit(limit);

/** Listings without a position yet, oldest first (docs/decisions/0063-approximate-positions.md). */
export const findUnplacedListings = (db: DbOrTx, limit: number) =>
  db
    .select({ id: listings.id, city: listings.city, locality: listings.locality })
    .from(listings)
    .where(isNull(listings.lat))
    .orderBy(asc(listings.id))
    .limit(limit);

export const setListingPositions = async (db: DbOrTx, placed: { id: number; lat: number; lng: number }[]) => {
  if (placed.length === 0) return;
  await db.execute(sql`
    update listings set lat = p.lat, lng = p.lng
    from unnest(${sql.param(placed.map((p) => p.id))}::int[], ${sql.param(placed.map((p) => p.lat))}::float8[],
                ${sql.param(placed.map((p) => p.lng))}::float8[]) as p(id, lat, lng)
    where listings.id = p.id`);
};
