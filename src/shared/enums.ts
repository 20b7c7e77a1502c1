// Every enumeration of the product but the amenities (amenities.ts) and the report reasons
// (report-reasons.ts), spelled exactly as stored (docs/product/listings.md#enumerations,
// docs/product/api.md#conventions). Labels are for display only.

/**
 * `aliases`: other names a request may use for the value, such as the original filter popup's
 * own labels (docs/decisions/0088-spec-era-calls-keep-working.md); never shown.
 */
export type Option<V extends string> = {
  readonly value: V;
  readonly label: string;
  readonly aliases?: readonly string[];
};

export const valuesOf = <V extends string>(options: readonly Option<V>[]) =>
  options.map((o) => o.value) as unknown as readonly [V, ...V[]];

export const PROPERTY_TYPES = [
  { value: 'APARTMENT', label: 'Apartment' },
  { value: 'WEEKEND_HOME', label: 'Weekend Home' },
  { value: 'PG_HOSTEL', label: 'PG/Hostel' },
  { value: 'CO_LIVING', label: 'Co-Living' },
] as const satisfies readonly Option<string>[];
export const PROPERTY_TYPE_VALUES = valuesOf(PROPERTY_TYPES);
export type PropertyType = (typeof PROPERTY_TYPE_VALUES)[number];

/** The kind of account chosen at signup. */
export const USER_TYPES = [
  { value: 'tenant', label: 'Tenant' },
  { value: 'broker', label: 'Broker' },
  { value: 'owner', label: 'Owner' },
  { value: 'flatmate', label: 'Flatmate' },
] as const satisfies readonly Option<string>[];
export const USER_TYPE_VALUES = valuesOf(USER_TYPES);
export type UserType = (typeof USER_TYPE_VALUES)[number];

/** Who posted a listing, shown as "Managed by". */
export const LISTED_BY = [
  { value: 'Owner', label: 'Owner' },
  { value: 'Broker', label: 'Broker' },
  { value: 'Tenant', label: 'Tenant' },
  { value: 'Flatmate', label: 'Flatmate' },
] as const satisfies readonly Option<string>[];
export const LISTED_BY_VALUES = valuesOf(LISTED_BY);
export type ListedBy = (typeof LISTED_BY_VALUES)[number];

export const CONFIGURATIONS = [
  { value: '_1BHK', label: '1BHK' },
  { value: '_2BHK', label: '2BHK' },
  { value: '_3BHK', label: '3BHK' },
  { value: '_4BHK', label: '4BHK' },
  { value: '_5BHK', label: '5BHK' },
  { value: '_6BHK', label: '6BHK' },
  { value: 'SINGLE_SHARING', label: 'Single Sharing' },
  { value: 'DOUBLE_SHARING', label: 'Double Sharing' },
  { value: 'TRIPLE_SHARING', label: 'Triple Sharing' },
  { value: 'FOUR_SHARING', label: 'Four Sharing' },
] as const satisfies readonly Option<string>[];
export const CONFIGURATION_VALUES = valuesOf(CONFIGURATIONS);
export type Configuration = (typeof CONFIGURATION_VALUES)[number];

export const TENANT_TYPES = [
  { value: 'NO_PREFERENCE', label: 'Open for all', aliases: ['Any'] },
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
  { value: 'FAMILY', label: 'Family' },
  { value: 'BACHELOR', label: 'Bachelor' },
] as const satisfies readonly Option<string>[];
export const TENANT_TYPE_VALUES = valuesOf(TENANT_TYPES);
export type TenantType = (typeof TENANT_TYPE_VALUES)[number];

export const FOOD_PREFERENCES = [
  { value: 'NO_PREFERENCE', label: 'No Preference' },
  { value: 'VEG', label: 'Veg' },
  { value: 'NONVEG', label: 'Non-Veg' },
] as const satisfies readonly Option<string>[];
export const FOOD_PREFERENCE_VALUES = valuesOf(FOOD_PREFERENCES);
export type FoodPreference = (typeof FOOD_PREFERENCE_VALUES)[number];

export const OCCUPANCIES = [
  { value: 'FULL', label: 'Full House' },
  { value: 'HALL_OCCUPANCY', label: 'Hall Occupancy' },
  { value: 'SINGLE_SHARING', label: 'Single Sharing' },
  { value: 'DOUBLE_SHARING', label: 'Double Sharing' },
  { value: 'PRIVATE_ROOM', label: 'Private Room' },
  { value: 'DORM', label: 'Dorm' },
  { value: 'ANY', label: 'Any' },
] as const satisfies readonly Option<string>[];
export const OCCUPANCY_VALUES = valuesOf(OCCUPANCIES);
export type Occupancy = (typeof OCCUPANCY_VALUES)[number];

/** `label` is the display label; `formLabel` is what the listing form shows. */
export const FURNISHINGS = [
  { value: 'FULLY_FURNISHED', label: 'Furnished', formLabel: 'Fully Furnished', aliases: ['Fully'] },
  { value: 'SEMI_FURNISHED', label: 'Semi-Furnished', formLabel: 'Semi Furnished', aliases: ['Semi'] },
  { value: 'UNFURNISHED', label: 'Unfurnished', formLabel: 'Unfurnished', aliases: ['None'] },
] as const satisfies readonly (Option<string> & { formLabel: string })[];
export const FURNISHING_VALUES = valuesOf(FURNISHINGS);
export type Furnishing = (typeof FURNISHING_VALUES)[number];

export const BROKERAGES = [
  { value: 'ZERO', label: '0 Days' },
  { value: '_15_DAYS_RENT', label: '15 Days' },
  { value: '_30_DAYS_RENT', label: '30 Days' },
] as const satisfies readonly Option<string>[];
export const BROKERAGE_VALUES = valuesOf(BROKERAGES);
export type Brokerage = (typeof BROKERAGE_VALUES)[number];

/** Admin-only groups that feed the home page sections. */
export const BUILDIN_CATEGORIES = [
  { value: 'Recommended', label: 'Recommended', section: 'recommended' },
  { value: 'Weekend Home', label: 'Weekend Home', section: 'weekend_home' },
  { value: 'Best Deals', label: 'Best Deals', section: 'best_deals' },
] as const satisfies readonly (Option<string> & { section: string })[];
export const BUILDIN_CATEGORY_VALUES = valuesOf(BUILDIN_CATEGORIES);
export type BuildinCategory = (typeof BUILDIN_CATEGORY_VALUES)[number];

export const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const satisfies readonly Option<string>[];
export const GENDER_VALUES = valuesOf(GENDERS);
export type Gender = (typeof GENDER_VALUES)[number];

export const BLOG_VISIBILITIES = ['public', 'private'] as const;
export type BlogVisibility = (typeof BLOG_VISIBILITIES)[number];

export const BLOG_CATEGORIES = [
  'Decor',
  'Renting Tips',
  'Flatmates',
  'Neighbourhoods',
  'Legal',
  'Moving',
  'Weekend Getaways',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const DEFAULT_BLOG_CATEGORY: BlogCategory = 'Decor';

export const SEARCH_SORTS = [
  { value: 'relevance', label: 'Most relevant' },
  { value: 'newest', label: 'Newest first' },
  { value: 'rent_asc', label: 'Rent: low to high' },
  { value: 'rent_desc', label: 'Rent: high to low' },
  { value: 'move_in_asc', label: 'Move-in cost: low to high' },
] as const satisfies readonly Option<string>[];
export const SEARCH_SORT_VALUES = valuesOf(SEARCH_SORTS);
export type SearchSort = (typeof SEARCH_SORT_VALUES)[number];

/**
 * Where a listing stands (docs/product/listings.md#listing-status). Only `live`
 * listings appear in search, sections and lists; paused and rented ones keep their page.
 */
export const LISTING_STATUSES = ['live', 'paused', 'rented'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Why a listing is paused: the poster did not confirm it, reports, or an admin. */
/**
 * `suspended`: paused because an admin suspended the poster; a restore brings back
 * exactly these (docs/decisions/0061-restore-revives-what-suspension-paused.md).
 */
export const PAUSED_REASONS = ['unconfirmed', 'reports', 'admin', 'suspended'] as const;
export type PausedReason = (typeof PAUSED_REASONS)[number];

/** The entries of a listing's history. */
export const LISTING_EVENT_ACTIONS = [
  'confirmed',
  'rented',
  'paused',
  'revived',
  'reported',
  'dead_lead_credited',
  'reports_dismissed',
  'asked_to_fix',
  'removed',
  'poster_warned',
  'poster_suspended',
] as const;
export type ListingEventAction = (typeof LISTING_EVENT_ACTIONS)[number];

/**
 * How a privacy consent or an 18-or-older confirmation was given
 * (docs/decisions/0088-spec-era-calls-keep-working.md): `form`, the request said `true`, as our
 * own forms send it once the box is ticked; `api_client`, the request left the field out, and the
 * client that sent it is taken to have shown its own notice.
 */
export const CONSENT_WAYS = ['form', 'api_client'] as const;
export type ConsentVia = (typeof CONSENT_WAYS)[number];

/** What an admin did to an account, kept in `admin_actions` (docs/product/accounts.md#users-page). */
export const ADMIN_ACTIONS = [
  'suspended',
  'restored',
  'admin_granted',
  'admin_revoked',
  'payment_refunded',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const labelOf = <V extends string>(options: readonly Option<V>[], value: V | null | undefined) =>
  options.find((o) => o.value === value)?.label ?? '';
