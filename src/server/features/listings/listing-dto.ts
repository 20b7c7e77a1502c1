// A listing row as every listing call returns it (src/shared/schemas/listing.ts).
// The poster's phone and email never leave through here.
import { BUILDIN_CATEGORIES } from '../../../shared/enums.ts';
import type { CardView, HomeSection, Listing, ListingOrCard } from '../../../shared/schemas/listing.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { ListingRow } from '../../db/schema.ts';
import { type ImageRef, toCardPhoto, toPhoto } from '../media/index.ts';

const SECTION_OF = new Map<string, HomeSection>(BUILDIN_CATEGORIES.map((c) => [c.value, c.section]));

/** The 0/1 group flags (docs/product/listings.md#fields), read from the build-in categories. */
const sectionFlags = (categories: readonly string[]): Record<HomeSection, 0 | 1> => {
  const sections = new Set(categories.map((c) => SECTION_OF.get(c)));
  return {
    recommended: sections.has('recommended') ? 1 : 0,
    best_deals: sections.has('best_deals') ? 1 : 0,
    weekend_home: sections.has('weekend_home') ? 1 : 0,
  };
};

export const toListing = (
  row: ListingRow,
  input: { storage: Storage; images: ImageRef[]; wishlisted: boolean; visited: boolean },
): Listing => {
  const photos = input.images.map((image) => toPhoto(input.storage, image));
  return {
    id: row.id,
    user_id: row.userId,
    listed_by: row.listedBy,
    property_type: row.propertyType,
    full_name: row.fullName,
    // Reads take any city string (an unknown one finds nothing), so the column stays text.
    city: row.city as Listing['city'],
    locality: row.locality,
    rent: row.rent,
    deposit: row.deposit,
    brokerage: row.brokerage,
    configuration: row.configuration,
    occupancy: row.occupancy,
    tenant_type: row.tenantType,
    food_allowed: row.foodAllowed,
    furnishing_status: row.furnishingStatus,
    available_from: row.availableFrom,
    images: photos.map((p) => p.lg),
    photos,
    amenities: row.amenities,
    buildin_category: row.buildinCategory,
    ...sectionFlags(row.buildinCategory),
    description: row.description,
    title: row.title,
    assured: row.assured,
    good_price: row.goodPrice,
    wishlisted: input.wishlisted ? 1 : 0,
    isVisited: input.visited ? 1 : 0,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    last_confirmed_at: row.lastConfirmedAt.toISOString(),
    // Approximate, never the address (docs/decisions/0063-approximate-positions.md).
    position: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
  };
};

/**
 * The card of a listing (docs/decisions/0113-card-answers.md): the keys a card shows, each
 * photo as one address pattern (docs/decisions/0120-card-photos-as-one-pattern.md).
 */
export const toListingCard = (listing: Listing): ListingOrCard => ({
  id: listing.id,
  listed_by: listing.listed_by,
  property_type: listing.property_type,
  city: listing.city,
  locality: listing.locality,
  rent: listing.rent,
  deposit: listing.deposit,
  brokerage: listing.brokerage,
  configuration: listing.configuration,
  tenant_type: listing.tenant_type,
  furnishing_status: listing.furnishing_status,
  title: listing.title,
  good_price: listing.good_price,
  wishlisted: listing.wishlisted,
  status: listing.status,
  last_confirmed_at: listing.last_confirmed_at,
  position: listing.position,
  photos: listing.photos.map(toCardPhoto),
});

/** Listings as the asker wants them: cards for `view=card`, full listings otherwise. */
export const inView = <L extends Listing>(view: CardView, listings: L[]): (L | ListingOrCard)[] =>
  view === 'card' ? listings.map(toListingCard) : listings;
