// The listing read model: turns listing ids into full listings (photos, and the
// viewer's wishlist and visit flags), keeping the order of `ids`. Search, the home
// sections, the wishlist and My Visits all return listings through here (listings'
// public module, index.ts); the SQL is in store.ts.
import type { Listing } from '../../../shared/schemas/listing.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ImageRef } from '../media/index.ts';
import { toListing } from './listing-dto.ts';
import { findImageRefsOf, findListingRows, findViewerMarks } from './store.ts';

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
  const [rows, images, marks] = await Promise.all([
    findListingRows(db, ids, { includeDeleted: input.includeDeleted ?? false }),
    findImageRefsOf(db, ids),
    findViewerMarks(db, viewerId, ids),
  ]);
  const imagesByListing = new Map<number, ImageRef[]>();
  for (const image of images) {
    const list = imagesByListing.get(image.listingId) ?? [];
    list.push(image);
    imagesByListing.set(image.listingId, list);
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      toListing(row, {
        storage: input.storage,
        images: imagesByListing.get(id) ?? [],
        wishlisted: marks.wishlisted.has(id),
        visited: marks.visited.has(id),
      }),
    ];
  });
};
