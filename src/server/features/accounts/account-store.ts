// SQL for a user's whole footprint: what the data export reads and what account
// deletion removes.
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  blogs,
  contactUnlocks,
  listingImages,
  listings,
  otpChallenges,
  paymentOrders,
  payments,
  savedSearches,
  services,
  sessions,
  users,
  visits,
  wishlist,
} from '../../db/schema.ts';

export const readFootprint = async (db: DbOrTx, userId: number) => {
  const [ownListings, images, liked, seen, unlocks, orders, paid, devices, posts, added, kept] =
    await Promise.all([
      db.select().from(listings).where(eq(listings.userId, userId)).orderBy(asc(listings.id)),
      db
        .select({
          listingId: listingImages.listingId,
          key: listingImages.key,
          width: listingImages.width,
          height: listingImages.height,
        })
        .from(listingImages)
        .innerJoin(listings, eq(listings.id, listingImages.listingId))
        .where(eq(listings.userId, userId))
        .orderBy(asc(listingImages.listingId), asc(listingImages.position)),
      db.select().from(wishlist).where(eq(wishlist.userId, userId)).orderBy(asc(wishlist.createdAt)),
      db.select().from(visits).where(eq(visits.userId, userId)).orderBy(asc(visits.createdAt)),
      db
        .select()
        .from(contactUnlocks)
        .where(eq(contactUnlocks.userId, userId))
        .orderBy(asc(contactUnlocks.id)),
      db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)).orderBy(asc(paymentOrders.id)),
      db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.id)),
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
      db
        .select({ id: blogs.id, title: blogs.title, createdOn: blogs.createdOn })
        .from(blogs)
        .where(eq(blogs.userId, userId))
        .orderBy(asc(blogs.id)),
      db
        .select({ id: services.id, serviceName: services.serviceName, createdAt: services.createdAt })
        .from(services)
        .where(eq(services.userId, userId))
        .orderBy(asc(services.id)),
      db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.id)),
    ]);
  return { ownListings, images, liked, seen, unlocks, orders, paid, devices, posts, added, kept };
};

export const listImageKeysOfUser = async (db: DbOrTx, userId: number) => {
  const rows = await db
    .select({ key: listingImages.key })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .where(eq(listings.userId, userId));
  return rows.map((r) => r.key);
};

export const hasPaymentRecords = async (db: DbOrTx, userId: number) => {
  const [row] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .limit(1);
  return Boolean(row);
};

/** Everything but the user row and payment records. Listings go with their images, wishlists and visits; saved searches go too. */
export const deleteUserContent = async (
  db: DbOrTx,
  user: { id: number; email: string | null; mobileNo: string | null },
) => {
  await db.delete(listings).where(eq(listings.userId, user.id));
  await db.delete(wishlist).where(eq(wishlist.userId, user.id));
  await db.delete(visits).where(eq(visits.userId, user.id));
  await db.delete(savedSearches).where(eq(savedSearches.userId, user.id));
  await db.delete(contactUnlocks).where(eq(contactUnlocks.userId, user.id));
  await db.delete(sessions).where(eq(sessions.userId, user.id));
  const targets = [user.email?.toLowerCase(), user.mobileNo].filter((t): t is string => Boolean(t));
  if (targets.length > 0) await db.delete(otpChallenges).where(inArray(otpChallenges.target, targets));
  await db.update(blogs).set({ userId: null }).where(eq(blogs.userId, user.id));
  await db.update(services).set({ userId: null }).where(eq(services.userId, user.id));
};

export const deleteUserRow = async (db: DbOrTx, userId: number) => {
  await db.delete(users).where(eq(users.id, userId));
};

/** Keeps the row that payment records point to, with nothing left that identifies a person. */
export const anonymiseUserRow = async (db: DbOrTx, userId: number, now: Date) => {
  await db
    .update(users)
    .set({
      fullName: 'Deleted account',
      email: null,
      mobileNo: null,
      passwordHash: null,
      dob: null,
      gender: null,
      location: 'Mumbai',
      userType: 'tenant',
      isAdmin: false,
      subscriptionUpto: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
};
