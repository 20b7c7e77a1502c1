import { z } from 'zod';
import { AMENITIES } from '../amenities.ts';
import { CITY_CHOICES, CITY_NAMES } from '../cities.ts';
import { MAX_DEPOSIT, MAX_LISTING_IMAGES, MAX_RENT } from '../constants.ts';
import {
  BROKERAGE_VALUES,
  BROKERAGES,
  BUILDIN_CATEGORIES,
  BUILDIN_CATEGORY_VALUES,
  CONFIGURATION_VALUES,
  CONFIGURATIONS,
  FOOD_PREFERENCE_VALUES,
  FOOD_PREFERENCES,
  FURNISHING_VALUES,
  FURNISHINGS,
  LISTED_BY,
  LISTED_BY_VALUES,
  LISTING_STATUSES,
  labelOf,
  OCCUPANCIES,
  OCCUPANCY_VALUES,
  PAUSED_REASONS,
  PROPERTY_TYPE_VALUES,
  PROPERTY_TYPES,
  TENANT_TYPE_VALUES,
  TENANT_TYPES,
} from '../enums.ts';
import { RULES_BY_PROPERTY_TYPE } from '../listing-rules.ts';
import { CityQuerySchema, FlagSchema, IdSchema, IgnoredIdentity } from './common.ts';
import { enumOf, notGiven, optionalValue } from './lenient.ts';

/** One stored photo in its WebP sizes (widths 400 for cards, 480, 960 and 1600 px at most). */
export const PhotoSchema = z.object({
  card: z.string(),
  sm: z.string(),
  md: z.string(),
  lg: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The gallery sizes as AVIF, for photos stored since AVIF (docs/decisions/0114-avif-photos.md). */
  avif: z.object({ sm: z.string(), md: z.string(), lg: z.string() }).optional(),
});
export type Photo = z.infer<typeof PhotoSchema>;

/**
 * A listing as every listing call returns it (docs/product/listings.md#fields): the listing's fields minus
 * the poster's mobile_no and email, plus title, assured, created_at and photo URLs.
 */
export const ListingSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  listed_by: z.enum(LISTED_BY_VALUES),
  property_type: z.enum(PROPERTY_TYPE_VALUES),
  /** The poster's name is public; phone and email are not. */
  full_name: z.string(),
  city: z.enum(CITY_NAMES),
  locality: z.string(),
  rent: z.number().int(),
  deposit: z.number().int(),
  brokerage: z.enum(BROKERAGE_VALUES).nullable(),
  configuration: z.enum(CONFIGURATION_VALUES),
  occupancy: z.enum(OCCUPANCY_VALUES).nullable(),
  tenant_type: z.enum(TENANT_TYPE_VALUES),
  food_allowed: z.enum(FOOD_PREFERENCE_VALUES),
  furnishing_status: z.enum(FURNISHING_VALUES),
  available_from: z.string(),
  /** Large-size URLs, in order (`images` as the original client reads it). */
  images: z.array(z.string()),
  photos: z.array(PhotoSchema),
  amenities: z.array(z.enum(AMENITIES)),
  buildin_category: z.array(z.enum(BUILDIN_CATEGORY_VALUES)),
  /** The home-section groups as 0/1 flags read from buildin_category (docs/product/listings.md#fields). */
  recommended: FlagSchema,
  best_deals: FlagSchema,
  weekend_home: FlagSchema,
  description: z.string(),
  title: z.string(),
  assured: z.boolean(),
  /**
   * The rent is below the middle half of homes like it (docs/decisions/0118-good-price.md):
   * the card says "Good price". Set by the hourly rent index and when the listing is saved.
   */
  good_price: z.boolean(),
  wishlisted: FlagSchema,
  isVisited: FlagSchema,
  created_at: z.string(),
  /** live, paused or rented (docs/product/listings.md#listing-status). */
  status: z.enum(LISTING_STATUSES),
  /** When the poster last said the home is available (docs/product/listings.md#freshness). */
  last_confirmed_at: z.string(),
  /**
   * The poster and a seeker agreed terms for it (docs/product/deals.md#offer-accepted): others
   * still see it, marked "offer accepted". Given on a single listing's answer (getListingById).
   */
  offer_accepted: z.boolean().optional(),
  /**
   * Where the map pins it: the locality's centre moved 200 to 600 m, never the address
   * (docs/decisions/0063-approximate-positions.md). Null only for a listing not yet placed.
   */
  position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type Listing = z.infer<typeof ListingSchema>;

/**
 * A listing as its poster or an admin reads it (getListingById, getListingByUserId):
 * with the contact phone and email the edit form shows. Nobody else gets them here
 * (docs/product/listings.md#who-sees-contact-details).
 */
export const ListingWithContactSchema = ListingSchema.extend({
  mobile_no: z.string().optional(),
  email: z.string().optional(),
  /**
   * Why a paused listing is paused, for its poster and admins only: My Properties offers
   * "It is still available" on a listing reports paused (docs/decisions/0098-report-weights.md).
   */
  paused_reason: z.enum(PAUSED_REASONS).nullable().optional(),
});
export type ListingWithContact = z.infer<typeof ListingWithContactSchema>;

// The card of a listing (docs/decisions/0113-card-answers.md): what a card, a map pin and its
// mini-card show, and nothing more. The web app asks the search, the home sections and the
// property list for cards (`view=card`); a call without it answers full listings, as before.

/**
 * A card's photo: one address in which the web app puts the size (`card`, `sm` or `md`, what a
 * card's srcset names) where `{size}` stands (src/shared/photo-srcset.ts `cardPhotoSize`,
 * docs/decisions/0120-card-photos-as-one-pattern.md), no 1600 px one.
 */
export const CardPhotoSchema = z.object({
  /** e.g. `/media/listings/<hex>-{size}.webp`. */
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type CardPhoto = z.infer<typeof CardPhotoSchema>;

/**
 * A photo in an answer of cards or full listings: a card's (`src`) or a full listing's sizes
 * (`card` ... `lg`), in that order so a full listing's photo is written as before 0120.
 */
export const ListedPhotoSchema = z.object({
  src: z.string().optional(),
  card: z.string().optional(),
  sm: z.string().optional(),
  md: z.string().optional(),
  width: z.number().int(),
  height: z.number().int(),
  lg: z.string().optional(),
});
export type ListedPhoto = z.infer<typeof ListedPhotoSchema>;

const CARD_KEYS = {
  id: true,
  listed_by: true,
  property_type: true,
  city: true,
  locality: true,
  rent: true,
  deposit: true,
  brokerage: true,
  configuration: true,
  tenant_type: true,
  furnishing_status: true,
  title: true,
  good_price: true,
  wishlisted: true,
  status: true,
  last_confirmed_at: true,
  position: true,
} as const;

export const ListingCardSchema = ListingSchema.pick(CARD_KEYS).extend({ photos: z.array(CardPhotoSchema) });
/**
 * A listing as a card draws it: a card of a card answer, a full listing (the wishlist, similar
 * homes, a listing's own page), or a card kept on a device before 0120 (`card`, `sm`, `md`).
 */
export type ListingCard = Omit<z.infer<typeof ListingCardSchema>, 'photos'> & { photos: ListedPhoto[] };

/** Asked for as `view=card` (a query value on a GET, a body key on a POST). */
export const CardViewSchema = optionalValue(
  enumOf(['card', 'full'] as const, { error: 'Choose card or full' }),
);
export type CardView = z.infer<typeof CardViewSchema>;

/**
 * A listing in an answer that gives cards or full listings: the card's keys always, the others
 * only in a full listing. One object schema, so the compiled writer stays a plain one.
 */
export const ListingOrCardSchema = ListingSchema.omit(CARD_KEYS)
  .omit({ photos: true })
  .partial()
  .extend(ListingCardSchema.shape)
  .extend({ photos: z.array(ListedPhotoSchema) });
export type ListingOrCard = z.infer<typeof ListingOrCardSchema>;

/** What a pass holder, the poster or an admin sees in 'Owner Details'. */
export const ListingContactSchema = z.object({
  full_name: z.string(),
  mobile_no: z.string(),
  email: z.string(),
});
export type ListingContact = z.infer<typeof ListingContactSchema>;

// ---------------------------------------------------------------- listing calls

const blankToUndefined = notGiven;

/**
 * Rupees typed into a form arrive as text; whole rupees only
 * (docs/product/listings.md#rent-per-day-for-weekend-homes).
 */
const rupeesSchema = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Enter the ${field} in rupees` })
    .int(`Enter the ${field} in whole rupees`)
    .min(min, min > 0 ? `The ${field} must be at least ₹${min}` : `The ${field} cannot be negative`)
    .max(max, `The ${field} looks too high; check the amount`);

const optionalContact = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/**
 * The `body` part of addListing / updateListing (docs/product/api.md#multipart-uploads): the form fields,
 * `id` on update only, `images` = URLs of stored photos to keep, in order.
 * Rules that depend on the property type live in listing-rules.ts (`listingRuleIssues`).
 */
export const ListingInputSchema = z.object({
  id: z.preprocess(blankToUndefined, IdSchema.optional()),
  listed_by: enumOf(LISTED_BY, { error: 'Choose who is listing the property' }),
  property_type: enumOf(PROPERTY_TYPES, { error: 'Choose a property type' }),
  /** Contact details for 'Owner Details'; the poster's profile fills any left blank. */
  full_name: optionalContact(z.string().trim().max(100, 'Name is too long')),
  mobile_no: optionalContact(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 -]{6,17}$/, 'Enter a valid mobile number'),
  ),
  email: optionalContact(z.string().trim().pipe(z.email('Enter a valid email address'))),
  city: enumOf(CITY_CHOICES, { error: 'Choose a city' }),
  locality: z
    .string({ error: 'Enter the locality' })
    .trim()
    .min(2, 'Enter the locality')
    .max(100, 'Locality is too long'),
  rent: z.preprocess(blankToUndefined, rupeesSchema('rent', 1, MAX_RENT)),
  deposit: z.preprocess(blankToUndefined, rupeesSchema('deposit', 0, MAX_DEPOSIT).default(0)),
  brokerage: z.preprocess(blankToUndefined, enumOf(BROKERAGES, { error: 'Choose a brokerage' }).nullish()),
  configuration: enumOf(CONFIGURATIONS, { error: 'Choose a configuration' }),
  occupancy: z.preprocess(blankToUndefined, enumOf(OCCUPANCIES, { error: 'Choose an occupancy' }).nullish()),
  tenant_type: enumOf(TENANT_TYPES, { error: 'Choose a preferred tenant' }),
  food_allowed: z.preprocess(
    blankToUndefined,
    enumOf(FOOD_PREFERENCES, { error: 'Choose a food preference' }).default('NO_PREFERENCE'),
  ),
  furnishing_status: enumOf(FURNISHINGS, { error: 'Choose a furnishing status' }),
  /** YYYY-MM-DD; today (India) when left out. */
  available_from: z.preprocess(blankToUndefined, z.iso.date('Enter a valid date').optional()),
  /** Stored photos to keep, in order (any of their size URLs). Left out on update: keep all. */
  images: z
    .array(z.string().max(500))
    .max(MAX_LISTING_IMAGES, `You can upload at most ${MAX_LISTING_IMAGES} images`)
    .optional(),
  amenities: z
    .array(enumOf(AMENITIES, { error: 'Unknown amenity' }))
    .max(AMENITIES.length)
    .default([]),
  description: z.string().trim().max(5000, 'Description is too long (5000 characters at most)').default(''),
  /**
   * Admin only (docs/product/listings.md#build-in-categories-and-assured). null, like leaving it
   * out, changes nothing.
   */
  buildinCategory: optionalValue(z.array(enumOf(BUILDIN_CATEGORIES, { error: 'Unknown build-in category' }))),
  /** Admin only: the Assured badge. */
  assured: z.boolean().optional(),
  /** Accepted and ignored: the poster is the session's user. */
  user_id: IgnoredIdentity.user_id,
});
export type ListingInput = z.output<typeof ListingInputSchema>;
/** What a form fills in before parsing (numbers may still be text). */
export type ListingInputDraft = z.input<typeof ListingInputSchema>;

export const SaveListingResponseSchema = z.object({ listed_id: z.number().int(), message: z.string() });
export type SaveListingResponse = z.infer<typeof SaveListingResponseSchema>;

export const HomeSectionSchema = enumOf(['recommended', 'best_deals', 'weekend_home'] as const);
export type HomeSection = z.infer<typeof HomeSectionSchema>;

export const GetListingsQuerySchema = z.object({
  location: CityQuerySchema,
  /** With a section, that section holds all its listings (the View All page); the others are empty. */
  section: optionalValue(HomeSectionSchema),
  /** `card`: each listing as a card (docs/decisions/0113-card-answers.md); left out, full listings. */
  view: CardViewSchema,
  ...IgnoredIdentity,
});
export const GetListingsResponseSchema = z.object({
  recommended: z.array(ListingOrCardSchema),
  best_deals: z.array(ListingOrCardSchema),
  weekend_home: z.array(ListingOrCardSchema),
});
export type GetListingsResponse = z.infer<typeof GetListingsResponseSchema>;

export const LocationQuerySchema = z.object({
  location: CityQuerySchema,
  ...IgnoredIdentity,
});

export const CategorySchema = z.object({ id: z.number().int(), property_type: z.enum(PROPERTY_TYPE_VALUES) });
export type Category = z.infer<typeof CategorySchema>;
export const GetCategoriesResponseSchema = z.object({ categories: z.array(CategorySchema) });
export type GetCategoriesResponse = z.infer<typeof GetCategoriesResponseSchema>;

export const GetCountResponseSchema = z.object({
  anotherData: z.array(z.object({ count_all: z.number().int() })),
});
export type GetCountResponse = z.infer<typeof GetCountResponseSchema>;

/** Home page figures, all counted from the database (docs/decisions/0012-home-figures-are-counted.md). */
export const GetStatsResponseSchema = z.object({
  trusted_by: z.number().int(),
  live_properties: z.number().int(),
  cities: z.number().int(),
});
export type GetStatsResponse = z.infer<typeof GetStatsResponseSchema>;

export const ListingIdQuerySchema = z.object({ id: IdSchema, ...IgnoredIdentity });
export const DeleteListingBodySchema = z.object({ id: IdSchema, ...IgnoredIdentity });
export const DeleteListingResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteListingResponse = z.infer<typeof DeleteListingResponseSchema>;

export const GetListingByIdResponseSchema = z.object({ propertyListing: ListingWithContactSchema });
export type GetListingByIdResponse = z.infer<typeof GetListingByIdResponseSchema>;

export const GetListingByUserIdQuerySchema = z.object({
  /** Someone else's id is refused (403) unless the caller is an admin. */
  user_id: optionalValue(IdSchema),
  email: IgnoredIdentity.email,
});
export const GetListingByUserIdResponseSchema = z.object({ usersListing: z.array(ListingWithContactSchema) });
export type GetListingByUserIdResponse = z.infer<typeof GetListingByUserIdResponseSchema>;

export const GetPropertyListQuerySchema = z.object({
  /** Left out: every property type. */
  property_type: optionalValue(enumOf(PROPERTY_TYPES, { error: 'Choose a property type' })),
  location: CityQuerySchema,
  /** `card`: each listing as a card (docs/decisions/0113-card-answers.md); left out, full listings. */
  view: CardViewSchema,
  ...IgnoredIdentity,
});
export const GetPropertyListResponseSchema = z.object({ properties: z.array(ListingOrCardSchema) });
export type GetPropertyListResponse = z.infer<typeof GetPropertyListResponseSchema>;

/** imageUpload (blogs, services): the large size's URL, plus every size. */
export const ImageUploadResponseSchema = z.object({
  data: z.object({ publicUrl: z.string(), photo: PhotoSchema }),
});
export type ImageUploadResponse = z.infer<typeof ImageUploadResponseSchema>;

/** How far back an availability date may be (a listing is not a record of the past). */
const AVAILABLE_FROM_PAST_DAYS = 30;
/** How far ahead an availability date may be. */
const AVAILABLE_FROM_FUTURE_DAYS = 366;

const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
const dateOfDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** The first and last availability dates a listing may give, counted from today (YYYY-MM-DD). */
export const availableFromRange = (today: string) => ({
  min: dateOfDay(dayNumber(today) - AVAILABLE_FROM_PAST_DAYS),
  max: dateOfDay(dayNumber(today) + AVAILABLE_FROM_FUTURE_DAYS),
});

/**
 * The choices the form offers for the property type (listing-rules.ts) and a sensible
 * availability date; the server refuses anything else, naming the field.
 */
export const listingRuleIssues = (
  input: Pick<
    ListingInput,
    'property_type' | 'configuration' | 'tenant_type' | 'brokerage' | 'available_from'
  >,
  today: string,
  /** On an edit, the stored date: an old listing keeps its date without being refused. */
  storedAvailableFrom?: string,
): { field: string; message: string }[] => {
  const rules = RULES_BY_PROPERTY_TYPE[input.property_type];
  const type = labelOf(PROPERTY_TYPES, input.property_type);
  const issues: { field: string; message: string }[] = [];
  if (!rules.configurations.includes(input.configuration)) {
    issues.push({ field: 'configuration', message: `Choose a configuration offered for ${type}` });
  }
  if (!rules.tenantTypes.includes(input.tenant_type)) {
    issues.push({ field: 'tenant_type', message: `Choose a preferred tenant offered for ${type}` });
  }
  if (input.brokerage && !rules.brokerages.includes(input.brokerage)) {
    issues.push({ field: 'brokerage', message: `Brokerage does not apply to ${type}` });
  }
  if (input.available_from && input.available_from !== storedAvailableFrom) {
    const days = dayNumber(input.available_from) - dayNumber(today);
    if (days < -AVAILABLE_FROM_PAST_DAYS) {
      issues.push({
        field: 'available_from',
        message: 'Available from cannot be more than 30 days in the past',
      });
    } else if (days > AVAILABLE_FROM_FUTURE_DAYS) {
      issues.push({ field: 'available_from', message: 'Available from must be within a year from today' });
    }
  }
  return issues;
};
