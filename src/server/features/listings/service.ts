// Reading and removing listings: the home sections, counts, one listing, a poster's
// own listings, the property list, and the soft delete (docs/product/listings.md#soft-delete).
import { BUILDIN_CATEGORIES, PROPERTY_TYPE_VALUES, type PropertyType } from '../../../shared/enums.ts';
import type { Category, HomeSection, Listing, ListingWithContact } from '../../../shared/schemas/listing.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireOwnerOrAdmin, requireUser } from '../../http/guards.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { hasAcceptedDeal } from '../deals/index.ts';
import { cityListingCount, homeFigures } from './figures.ts';
import { hydrateListings } from './hydrate.ts';
import {
  cityListingIds,
  findLiveListing,
  isDeletedListing,
  listCategories,
  posterListingIds,
  sectionListingIds,
  softDeleteListing,
} from './store.ts';

type Read = { db: DbOrTx; storage: Storage; viewer: Viewer | null };

const HOME_SECTION_LIMIT = 5;
/** The View All page shows a whole section, up to this many. */
const FULL_SECTION_LIMIT = 100;
const PROPERTY_LIST_LIMIT = 100;

const SECTION_CATEGORY = Object.fromEntries(BUILDIN_CATEGORIES.map((c) => [c.section, c.value])) as Record<
  HomeSection,
  (typeof BUILDIN_CATEGORIES)[number]['value']
>;

export const getHomeSections = async (
  input: Read & { city: string; section?: HomeSection | undefined },
): Promise<Record<HomeSection, Listing[]>> => {
  const sections: HomeSection[] = input.section
    ? [input.section]
    : ['recommended', 'best_deals', 'weekend_home'];
  const limit = input.section ? FULL_SECTION_LIMIT : HOME_SECTION_LIMIT;
  const ids = await Promise.all(
    sections.map((section) =>
      sectionListingIds(input.db, { city: input.city, category: SECTION_CATEGORY[section], limit }),
    ),
  );
  // One hydration for all three sections: a listing may sit in several.
  const listings = await hydrateListings({
    db: input.db,
    storage: input.storage,
    ids: [...new Set(ids.flat())],
    viewerId: input.viewer?.id,
  });
  const byId = new Map(listings.map((l) => [l.id, l]));
  const pick = (section: HomeSection) => {
    const i = sections.indexOf(section);
    return i < 0 ? [] : ids[i]!.flatMap((id) => byId.get(id) ?? []);
  };
  return {
    recommended: pick('recommended'),
    best_deals: pick('best_deals'),
    weekend_home: pick('weekend_home'),
  };
};

/** The property-type chips; the four types when the catalogue is empty. */
export const getCategories = async (input: { db: DbOrTx }): Promise<Category[]> => {
  const rows = await listCategories(input.db);
  const known = rows.filter((r): r is { id: number; propertyType: PropertyType } =>
    (PROPERTY_TYPE_VALUES as readonly string[]).includes(r.propertyType),
  );
  if (known.length === 0)
    return PROPERTY_TYPE_VALUES.map((property_type, i) => ({ id: i + 1, property_type }));
  return known.map((r) => ({ id: r.id, property_type: r.propertyType }));
};

/** Counted at most once a minute (docs/decisions/0069-home-figures-counted-once-a-minute.md). */
export const countCityListings = (input: { db: DbOrTx; city: string; now: Date }) =>
  cityListingCount(input.db, input.city, input.now);

/** True figures, counted at most once a minute (docs/decisions/0069-home-figures-counted-once-a-minute.md). */
export const getHomeStats = (input: { db: DbOrTx; now: Date }) => homeFigures(input.db, input.now);

/**
 * One listing that is not deleted: a paused or rented one keeps its page, which says so
 * (docs/product/listings.md#listing-status). Its poster and admins also get its contact
 * phone and email.
 */
export const getListing = async (input: Read & { id: number }): Promise<ListingWithContact> => {
  const [listing] = await hydrateListings({
    db: input.db,
    storage: input.storage,
    ids: [input.id],
    include: 'unlisted',
    viewerId: input.viewer?.id,
    contactFor: input.viewer,
  });
  if (!listing) throw new AppError('NOT_FOUND', 'Property not found');
  // Others see that the poster and a seeker agreed terms (docs/product/deals.md#offer-accepted).
  return { ...listing, offer_accepted: await hasAcceptedDeal(input.db, input.id) };
};

/**
 * A listing for its page's preview tags; paused and rented ones keep their page. Without one:
 * `deleted` (its page answers 410 Gone) or `missing` (404)
 * (docs/decisions/0089-unknown-pages-answer-404.md).
 */
export const findListingForPage = async (input: {
  db: DbOrTx;
  storage: Storage;
  id: number;
}): Promise<Listing | 'deleted' | 'missing'> => {
  const [listing] = await hydrateListings({
    db: input.db,
    storage: input.storage,
    ids: [input.id],
    include: 'unlisted',
  });
  if (listing) return listing;
  return (await isDeletedListing(input.db, input.id)) ? 'deleted' : 'missing';
};

/** The caller's own listings, with their contact phone and email; an admin may ask for anyone's. */
export const getPosterListings = async (
  input: Read & { userId?: number | undefined },
): Promise<ListingWithContact[]> => {
  const viewer = requireUser(input.viewer);
  const posterId = input.userId ?? viewer.id;
  if (posterId !== viewer.id && !viewer.isAdmin) {
    throw new AppError('FORBIDDEN', 'You can only see your own listings');
  }
  const ids = await posterListingIds(input.db, posterId);
  return hydrateListings({
    db: input.db,
    storage: input.storage,
    ids,
    // The poster sees paused and rented listings too, to revive or close them.
    include: 'unlisted',
    viewerId: viewer.id,
    contactFor: viewer,
  });
};

export const getPropertyList = async (
  input: Read & { city: string; propertyType?: PropertyType | undefined },
): Promise<Listing[]> => {
  const ids = await cityListingIds(input.db, {
    city: input.city,
    propertyType: input.propertyType,
    limit: PROPERTY_LIST_LIMIT,
  });
  return hydrateListings({ db: input.db, storage: input.storage, ids, viewerId: input.viewer?.id });
};

/**
 * A listed listing's poster and contact details (for the contact unlock), or null: a
 * paused or rented home's owner is not to be called (docs/product/listings.md#listing-status).
 */
export const findLivePosterContact = async (input: { db: DbOrTx; id: number }) => {
  const row = await findLiveListing(input.db, input.id);
  return row && row.status === 'live'
    ? {
        id: row.id,
        userId: row.userId,
        fullName: row.fullName,
        mobileNo: row.mobileNo,
        email: row.email,
        title: row.title,
        listedBy: row.listedBy,
      }
    : null;
};

/** Soft delete: the listing leaves every list and page; visits and payments keep pointing at it. */
export const deleteListing = async (input: { db: DbOrTx; viewer: Viewer | null; id: number; now: Date }) => {
  const viewer = requireUser(input.viewer);
  const listing = await findLiveListing(input.db, input.id);
  if (!listing) throw new AppError('NOT_FOUND', 'Property not found');
  requireOwnerOrAdmin(viewer, listing.userId);
  await softDeleteListing(input.db, input.id, input.now);
};
