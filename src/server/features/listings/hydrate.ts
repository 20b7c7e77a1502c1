// The listing read model: turns listing ids into full listings (photos, and the
// viewer's wishlist and visit flags), keeping the order of `ids`. Search, the home
// sections, the wishlist and My Visits all return listings through here (listings'
// public module, index.ts); the SQL is in store.ts.
import type { ListingWithContact } from '../../../shared/schemas/listing.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { toListing } from './listing-dto.ts';
import { findListingRows } from './store.ts';

export const hydrateListings = async (input: {
  db: DbOrTx;
  storage: Storage;
  ids: number[];
  viewerId?: number | null | undefined;
  /**
   * Only listed listings by default (docs/product/listings.md#listing-status); `unlisted`
   * adds paused and rented ones (their own page, the poster's list).
   */
  include?: 'listed' | 'unlisted';
  /**
   * The reader of the poster's own page or the edit form: the contact phone and email
   * are added to the listings this viewer posted, or to all of them for an admin
   * (docs/product/listings.md#who-sees-contact-details), with why a paused one is paused.
   * Left out, no listing carries them.
   */
  contactFor?: Viewer | null | undefined;
}): Promise<ListingWithContact[]> => {
  const { db, ids, viewerId } = input;
  if (ids.length === 0) return [];
  const rows = await findListingRows(db, { ids, include: input.include ?? 'listed', viewerId });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const listing = toListing(row, {
      storage: input.storage,
      images: row.images,
      wishlisted: row.wishlisted,
      visited: row.visited,
    });
    const reader = input.contactFor;
    const seesContact = reader && (reader.isAdmin || reader.id === row.userId);
    return [
      seesContact
        ? { ...listing, mobile_no: row.mobileNo, email: row.email, paused_reason: row.pausedReason }
        : listing,
    ];
  });
};
