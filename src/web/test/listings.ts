// A listing as the API answers it, for component tests: a live 1BHK apartment in Koramangala
// posted by its owner; each test overrides what it is about.
import {
  type CardPhoto,
  type Listing,
  type ListingCard,
  ListingCardSchema,
  type Photo,
} from '../../shared/schemas/listing.ts';

/** A stored photo's sizes under `/media/p<n>-<size>.webp`. */
export const aPhoto = (n: number): Photo => ({
  card: `/media/p${n}-card.webp`,
  sm: `/media/p${n}-sm.webp`,
  md: `/media/p${n}-md.webp`,
  lg: `/media/p${n}-lg.webp`,
  width: 1600,
  height: 1200,
});

/** The same photo as a card answer carries it: one address with the size left open. */
export const aCardPhoto = (n: number): CardPhoto => ({
  src: `/media/p${n}-{size}.webp`,
  width: 1600,
  height: 1200,
});

/** A listing as a card answer (`view=card`) carries it: the card's keys only. */
export const aCard = (
  overrides: Partial<Omit<Listing, 'photos'>> & { photos?: CardPhoto[] } = {},
): ListingCard => {
  const { photos = [], ...rest } = overrides;
  return ListingCardSchema.parse({ ...aListing(rest), photos });
};

export const aListing = (overrides: Partial<Listing> = {}): Listing => ({
  id: 7,
  user_id: 3,
  listed_by: 'Owner',
  property_type: 'APARTMENT',
  status: 'live',
  last_confirmed_at: new Date().toISOString(),
  position: null,
  full_name: 'Ravi Shetty',
  city: 'Bengaluru',
  locality: 'Koramangala',
  rent: 24_000,
  deposit: 1_00_000,
  brokerage: 'ZERO',
  configuration: '_1BHK',
  occupancy: 'FULL',
  tenant_type: 'FAMILY',
  food_allowed: 'NO_PREFERENCE',
  furnishing_status: 'SEMI_FURNISHED',
  available_from: '2026-12-01',
  images: [],
  photos: [],
  amenities: [],
  buildin_category: [],
  recommended: 0,
  best_deals: 0,
  weekend_home: 0,
  description: '',
  title: '1BHK Apartment in Koramangala',
  assured: false,
  good_price: false,
  wishlisted: 0,
  isVisited: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
