// Posting and editing a listing (docs/product/listings.md#saving-a-listing).
// Photos are checked and converted before the transaction, written to storage, then
// the rows are inserted in one transaction; if anything fails the objects just written
// are removed, so a listing is saved with all of its photos or not at all. The save sets
// the card's Good price against the rent index of that moment
// (docs/decisions/0118-good-price.md), so a rent raised above the band loses it at once.
import type { FastifyBaseLogger } from 'fastify';
import { MAX_LISTING_IMAGES } from '../../../shared/constants.ts';
import { todayInIndia } from '../../../shared/format.ts';
import { hasBrokerage } from '../../../shared/listing-rules.ts';
import { listingTitle } from '../../../shared/listing-title.ts';
import { approximatePosition } from '../../../shared/position.ts';
import { type ListingInput, listingRuleIssues } from '../../../shared/schemas/listing.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Db } from '../../db/client.ts';
import type { ListingRow } from '../../db/schema.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { requireOwnerOrAdmin, requireUser } from '../../http/guards.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { type ImageRef, imageObjectKeys, processImages, toPhoto, writeImages } from '../media/index.ts';
import { hasGoodPrice } from '../rents/index.ts';
import type { ListingUpload } from './read-listing-upload.ts';
import {
  findLiveListing,
  insertListing,
  type ListingValues,
  listImageRefs,
  lockImageRefs,
  lockLiveListing,
  referencedKeys,
  replaceImageRows,
  setListingPositions,
  updateListingRow,
} from './store.ts';

const TOO_MANY_IMAGES = `You can upload at most ${MAX_LISTING_IMAGES} images`;

type SaveInput = ListingUpload & {
  db: Db;
  storage: Storage;
  viewer: Viewer | null;
  now: Date;
  log?: FastifyBaseLogger;
};

type Curated = Pick<ListingRow, 'buildinCategory' | 'assured'>;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v) => b.includes(v));

/**
 * Build-in categories and the Assured badge are the admin's
 * (docs/product/listings.md#build-in-categories-and-assured). Anyone else trying to change them is
 * refused with 403; sending them back unchanged is fine, so an edit form that echoes the listing
 * still works.
 */
const curatedFields = (viewer: Viewer, form: ListingInput, current: Curated): Curated => {
  const categories = form.buildinCategory ? [...new Set(form.buildinCategory)] : undefined;
  if (viewer.isAdmin) {
    return {
      buildinCategory: categories ?? current.buildinCategory,
      assured: form.assured ?? current.assured,
    };
  }
  if (categories && !sameSet(categories, current.buildinCategory)) {
    const message = 'Only an admin can set build-in categories';
    throw new AppError('FORBIDDEN', message, { errors: [{ field: 'buildinCategory', message }] });
  }
  if (form.assured !== undefined && form.assured !== current.assured) {
    const message = 'Only an admin can mark a listing Assured';
    throw new AppError('FORBIDDEN', message, { errors: [{ field: 'assured', message }] });
  }
  return { buildinCategory: current.buildinCategory, assured: current.assured };
};

const checkRules = (form: ListingInput, today: string, storedAvailableFrom?: string) => {
  const errors = listingRuleIssues(form, today, storedAvailableFrom);
  if (errors.length > 0) throw new AppError('BAD_INPUT', errors[0]!.message, { errors });
};

const checkImageCount = (count: number) => {
  if (count > MAX_LISTING_IMAGES) throw badInput('files', TOO_MANY_IMAGES);
};

/** The row values from the form; blank contact fields fall back to `contact`. */
const listingValues = (
  form: ListingInput,
  contact: { fullName: string; mobileNo: string; email: string },
  today: string,
): Omit<ListingValues, 'userId' | 'buildinCategory' | 'assured'> => ({
  listedBy: form.listed_by,
  propertyType: form.property_type,
  fullName: form.full_name ?? contact.fullName,
  mobileNo: form.mobile_no ?? contact.mobileNo,
  email: form.email ?? contact.email,
  city: form.city,
  locality: form.locality,
  rent: form.rent,
  deposit: form.deposit,
  brokerage: hasBrokerage(form.property_type) ? (form.brokerage ?? null) : null,
  configuration: form.configuration,
  occupancy: form.occupancy ?? null,
  tenantType: form.tenant_type,
  foodAllowed: form.food_allowed,
  furnishingStatus: form.furnishing_status,
  availableFrom: form.available_from ?? today,
  amenities: [...new Set(form.amenities)],
  description: form.description,
  title: listingTitle(form),
});

/** Writes new photos, runs `save`, and removes the photos again if `save` fails. */
const withNewPhotos = async <T>(
  storage: Storage,
  files: UploadedFile[],
  save: (refs: ImageRef[]) => Promise<T>,
): Promise<T> => {
  // The 1600 px sizes come after the answer (docs/decisions/0114-avif-photos.md).
  const processed = await processImages(files, { avif: true, deferLarge: true });
  const { refs, objectKeys } = await writeImages(storage, 'listings', processed);
  try {
    return await save(refs);
  } catch (error) {
    await storage.remove(objectKeys).catch(() => undefined);
    throw error;
  }
};

export const createListing = async (input: SaveInput): Promise<number> => {
  const viewer = requireUser(input.viewer);
  // docs/product/listings.md#moderation
  if (viewer.suspendedAt) {
    throw new AppError(
      'FORBIDDEN',
      'Your account is suspended, so you cannot post listings. Write to support.',
    );
  }
  const curated = curatedFields(viewer, input.form, { buildinCategory: [], assured: false });
  const today = todayInIndia(input.now);
  checkRules(input.form, today);
  checkImageCount(input.files.length + input.droppedFiles);
  const contact = { fullName: viewer.fullName, mobileNo: viewer.mobileNo ?? '', email: viewer.email ?? '' };
  const values = { ...listingValues(input.form, contact, today), ...curated, userId: viewer.id };
  return withNewPhotos(input.storage, input.files, (refs) =>
    input.db.transaction(async (tx) => {
      const row = await insertListing(tx, {
        ...values,
        goodPrice: await hasGoodPrice(tx, values),
        createdAt: input.now,
        updatedAt: input.now,
        lastConfirmedAt: input.now,
      });
      // The position is drawn from the id, known only now (docs/decisions/0063-approximate-positions.md).
      await setListingPositions(tx, [{ id: row.id, ...approximatePosition(row) }]);
      await replaceImageRows(tx, row.id, refs);
      return row.id;
    }),
  );
};

/** Maps the URLs the client wants to keep onto the listing's stored photos, in order. */
const keptPhotos = (storage: Storage, existing: ImageRef[], urls: string[] | undefined): ImageRef[] => {
  if (urls === undefined) return existing;
  const kept = new Map<string, ImageRef>();
  for (const url of urls) {
    const path = url.split('?')[0]!;
    const match = existing.find((ref) => {
      const photo = toPhoto(storage, ref);
      const avif = photo.avif ? [photo.avif.sm, photo.avif.md, photo.avif.lg] : [];
      return [photo.card, photo.sm, photo.md, photo.lg, ...avif].some(
        (u) => path === u || (u.startsWith('/') && path.endsWith(u)),
      );
    });
    if (!match) throw badInput('images', 'An image to keep is not one of this listing’s photos');
    kept.set(match.key, match);
  }
  return [...kept.values()];
};

export const updateListing = async (input: SaveInput): Promise<number> => {
  const viewer = requireUser(input.viewer);
  const id = input.form.id;
  if (!id) throw badInput('id', 'Say which listing to update');
  const current = await findLiveListing(input.db, id);
  if (!current) throw new AppError('NOT_FOUND', 'Property not found');
  requireOwnerOrAdmin(viewer, current.userId);
  const curated = curatedFields(viewer, input.form, current);
  const today = todayInIndia(input.now);
  checkRules(input.form, today, current.availableFrom);
  const kept = keptPhotos(input.storage, await listImageRefs(input.db, id), input.form.images);
  checkImageCount(kept.length + input.files.length + input.droppedFiles);
  // An edit is the poster saying the home is still on offer (docs/product/listings.md#freshness).
  const values = {
    ...listingValues(input.form, current, today),
    ...approximatePosition({ id, city: input.form.city, locality: input.form.locality }),
    ...curated,
    updatedAt: input.now,
    lastConfirmedAt: input.now,
  };

  const removedKeys = await withNewPhotos(input.storage, input.files, (refs) =>
    input.db.transaction(async (tx) => {
      if (!(await lockLiveListing(tx, id))) throw new AppError('NOT_FOUND', 'Property not found');
      const before = await lockImageRefs(tx, id);
      const current = new Map(before.map((ref) => [ref.key, ref]));
      if (kept.some((ref) => !current.has(ref.key))) {
        throw new AppError('CONFLICT', 'The photos of this listing changed meanwhile; reload and try again');
      }
      await updateListingRow(tx, id, { ...values, goodPrice: await hasGoodPrice(tx, values) });
      // The rows as they are now: a large size made since the form was read stays recorded.
      await replaceImageRows(tx, id, [...kept.map((ref) => current.get(ref.key)!), ...refs]);
      const keptKeys = new Set(kept.map((ref) => ref.key));
      return before.filter((ref) => !keptKeys.has(ref.key)).map((ref) => ref.key);
    }),
  );
  await removeUnreferencedPhotos(input, removedKeys);
  return id;
};

/** After commit: drop the objects of photos no listing points at any more. */
const removeUnreferencedPhotos = async (input: Pick<SaveInput, 'db' | 'storage' | 'log'>, keys: string[]) => {
  if (keys.length === 0) return;
  try {
    const stillUsed = await referencedKeys(input.db, keys);
    const orphans = keys.filter((key) => !stillUsed.has(key)).flatMap(imageObjectKeys);
    await input.storage.remove(orphans);
  } catch (error) {
    // The listing is saved; a leftover object costs storage, not correctness.
    input.log?.warn({ err: error, keys }, 'could not remove replaced listing photos');
  }
};
