// Turns listing ids into full listings (photos, and the viewer's wishlist and visit
// flags) in three queries, keeping the order of `ids`. Search, the home sections,
// the wishlist and My Visits all return listings through here.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Listing } from '../../../shared/schemas/listing.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listingImages, listings, visits, wishlist } from '../../db/schema.ts';
import { type ImageRef, toListing } from './listing-dto.ts';

export const hydrateListings = async (input: {
  db: DbOrTx;
  storage: Storage;
  ids: number[];
  viewerId?: number | null | undefined;
  /** Deleted listings are left out unless asked for (a visit to a since-deleted home). */
  includeDeleted?: boolean;
}): Promise<Listing[]> => {
  const { db, ids, viewerId } = input;
  if (ids.length === 0) return [];
  const where = input.includeDeleted
    ? inArray(listings.id, ids)
    : and(inArray(listings.id, ids), isNull(listings.deletedAt));
  const [rows, images, liked, seen] = await Promise.all([
    db.select().from(listings).where(where),
    db
      .select({
        listingId: listingImages.listingId,
        key: listingImages.key,
        width: listingImages.width,
        height: listingImages.height,
      })
      .from(listingImages)
      .where(inArray(listingImages.listingId, ids))
      .orderBy(asc(listingImages.listingId), asc(listingImages.position)),
    viewerId
      ? db
          .select({ id: wishlist.listingId })
          .from(wishlist)
          .where(and(eq(wishlist.userId, viewerId), inArray(wishlist.listingId, ids)))
      : Promise.resolve([]),
    viewerId
      ? db
          .select({ id: visits.listingId })
          .from(visits)
          .where(and(eq(visits.userId, viewerId), inArray(visits.listingId, ids)))
      : Promise.resolve([]),
  ]);
  const imagesByListing = new Map<number, ImageRef[]>();
  for (const image of images) {
    const list = imagesByListing.get(image.listingId) ?? [];
    list.push(image);
    imagesByListing.set(image.listingId, list);
  }
  const likedIds = new Set(liked.map((r) => r.id));
  const seenIds = new Set(seen.map((r) => r.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      toListing(row, {
        storage: input.storage,
        images: imagesByListing.get(id) ?? [],
        wishlisted: likedIds.has(id),
        visited: seenIds.has(id),
      }),
    ];
  });
};
