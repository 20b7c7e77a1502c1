// Wishlist, visits and owner contacts (docs/product/listings.md#who-sees-contact-details,
// docs/product/pass.md#what-a-pass-unlocks: what a pass buys, the fair-use cap, every unlock logged).

import type { FastifyBaseLogger } from 'fastify';
import { PASS_REQUIRED_FIELD } from '../../../shared/api.ts';
import { DAILY_CONTACT_CAP } from '../../../shared/constants.ts';
import { startOfIndianDay } from '../../../shared/format.ts';
import type { Listing, ListingContact } from '../../../shared/schemas/listing.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { logSecurityEvent } from '../../http/security-log.ts';
import { hasLivePass, type Viewer } from '../../platform/viewer.ts';
import { findLivePosterContact, hydrateListings } from '../listings/index.ts';
import {
  countNewUnlocksSince,
  deleteWishlist,
  findVisitIds,
  findWishlistIds,
  hasUnlocked,
  insertUnlock,
  insertVisit,
  insertWishlist,
  lockUserUnlocks,
} from './store.ts';

const DAY_MS = 24 * 3600 * 1000;

const listingNotFound = () => new AppError('NOT_FOUND', 'Property not found');

const requireLiveListing = async (db: Db, id: number) => {
  const listing = await findLivePosterContact({ db, id });
  if (!listing) throw listingNotFound();
  return listing;
};

export const toggleWishlist = async (input: {
  db: Db;
  viewer: Viewer | null;
  listingId: number;
  now: Date;
}): Promise<{ wishlisted: 0 | 1 }> => {
  if (!input.viewer) throw new AppError('UNAUTHENTICATED', 'You need to Login first');
  const userId = input.viewer.id;
  await requireLiveListing(input.db, input.listingId);
  const added = await insertWishlist(input.db, { userId, listingId: input.listingId, now: input.now });
  if (!added) await deleteWishlist(input.db, { userId, listingId: input.listingId });
  return { wishlisted: added ? 1 : 0 };
};

export const listWishlist = async (input: {
  db: Db;
  storage: Storage;
  viewer: Viewer | null;
}): Promise<Listing[]> => {
  const user = requireUser(input.viewer);
  const ids = await findWishlistIds(input.db, user.id);
  return hydrateListings({ db: input.db, storage: input.storage, ids, viewerId: user.id });
};

/** Once per (user, listing): a second call changes nothing and answers the same. */
export const recordVisit = async (input: {
  db: Db;
  viewer: Viewer | null;
  listingId: number;
  now: Date;
}): Promise<void> => {
  const user = requireUser(input.viewer);
  await requireLiveListing(input.db, input.listingId);
  await insertVisit(input.db, { userId: user.id, listingId: input.listingId, now: input.now });
};

/** Deleted listings leave My Visits like every other list (docs/product/listings.md#soft-delete). */
export const listVisits = async (input: {
  db: Db;
  storage: Storage;
  viewer: Viewer | null;
}): Promise<Listing[]> => {
  const user = requireUser(input.viewer);
  const ids = await findVisitIds(input.db, user.id);
  return hydrateListings({ db: input.db, storage: input.storage, ids, viewerId: user.id });
};

/**
 * The poster's contact details for the poster, an admin or a pass holder. Every
 * unlock is logged and records a visit; a pass holder may open at most
 * DAILY_CONTACT_CAP new listings a day (re-opening one already opened is free).
 */
export const unlockContact = async (input: {
  db: Db;
  viewer: Viewer | null;
  listingId: number;
  /**
   * Whether the site's own page asked (the browser says so). Only such a request
   * records a visit and spends one of the day's unlocks: a link or image on another
   * site can otherwise make a pass holder's browser burn the cap
   * (docs/decisions/0036-contact-unlock-same-origin.md).
   */
  isSameOrigin: boolean;
  now: Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): Promise<ListingContact[]> => {
  const viewer = requireUser(input.viewer);
  const listing = await requireLiveListing(input.db, input.listingId);
  const contacts = [{ full_name: listing.fullName, mobile_no: listing.mobileNo, email: listing.email }];
  const exempt = viewer.isAdmin || listing.userId === viewer.id;
  if (!exempt && !hasLivePass(viewer, input.now)) {
    throw new AppError('FORBIDDEN', 'Subscribe to see owner details', {
      errors: [{ field: PASS_REQUIRED_FIELD, message: 'A pass is needed to see owner details' }],
    });
  }
  const unlock = { userId: viewer.id, listingId: listing.id, now: input.now };
  if (!input.isSameOrigin) {
    if (exempt || (await hasUnlocked(input.db, unlock))) return contacts;
    throw new AppError('FORBIDDEN', 'Open the owner’s contact from the property page on Thikana', {
      errors: [{ field: 'origin', message: 'Only the property page can open a new contact' }],
    });
  }
  await input.db.transaction(async (tx) => {
    if (!exempt) {
      await lockUserUnlocks(tx, viewer.id);
      if (!(await hasUnlocked(tx, unlock))) {
        const since = startOfIndianDay(input.now);
        const opened = await countNewUnlocksSince(tx, { userId: viewer.id, since });
        if (opened >= DAILY_CONTACT_CAP) {
          const retryAfter = Math.ceil((since.getTime() + DAY_MS - input.now.getTime()) / 1000);
          throw new AppError(
            'RATE_LIMITED',
            `You have opened ${DAILY_CONTACT_CAP} new owner contacts today, the fair-use limit of the pass. ` +
              'Contacts you already opened stay available; new ones open again after midnight.',
            { headers: { 'retry-after': String(retryAfter) } },
          );
        }
      }
    }
    await insertUnlock(tx, unlock);
    await insertVisit(tx, unlock);
  });
  logSecurityEvent(input.log, 'contact_unlocked', { userId: viewer.id, listingId: listing.id });
  return contacts;
};
