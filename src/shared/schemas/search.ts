import { z } from 'zod';
import { CITY_NAMES } from '../cities.ts';
import {
  BROKERAGE_VALUES,
  BROKERAGES,
  CONFIGURATION_VALUES,
  CONFIGURATIONS,
  FOOD_PREFERENCE_VALUES,
  FOOD_PREFERENCES,
  FURNISHING_VALUES,
  FURNISHINGS,
  LISTED_BY,
  LISTED_BY_VALUES,
  PROPERTY_TYPE_VALUES,
  PROPERTY_TYPES,
  SEARCH_SORTS,
  TENANT_TYPE_VALUES,
  TENANT_TYPES,
} from '../enums.ts';
import { FLAG_FILTERS } from '../search-flags.ts';
import { CitySchema, IgnoredIdentity } from './common.ts';
import { enumOf, notGiven, optionalValue } from './lenient.ts';
import { CardViewSchema, ListingIdQuerySchema, ListingOrCardSchema } from './listing.ts';

const blankToUndefined = notGiven;
const optionalRent = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(0).max(100_000_000).optional(),
);

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

/** "south,west,north,east", as the URL of /search carries a box, read as the object. */
const boxFromText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const [south, west, north, east] = value.split(',');
  return { south, west, north, east };
};

/**
 * A box on the map (docs/product/search.md#map): only listings whose approximate
 * position is inside it. Given as `{ south, west, north, east }` in degrees, or as the
 * text "south,west,north,east".
 */
export const BoundsSchema = z.preprocess(
  boxFromText,
  z
    .object({ south: latitude, west: longitude, north: latitude, east: longitude })
    .refine((b) => b.south < b.north, { path: ['north'], message: 'north must be above south' })
    .refine((b) => b.west < b.east, { path: ['east'], message: 'east must be east of west' }),
);
export type Bounds = { south: number; west: number; north: number; east: number };

/** The box as the URL carries it, to 5 decimals (about a metre). */
export const boundsText = (b: Bounds) =>
  [b.south, b.west, b.north, b.east].map((x) => Number(x.toFixed(5))).join(',');

type FlagKey = (typeof FLAG_FILTERS)[number]['key'];

/** One field per yes/no filter of src/shared/search-flags.ts, each read by `schema`. */
const flagFields = <S extends z.ZodType>(schema: S) =>
  Object.fromEntries(FLAG_FILTERS.map((f) => [f.key, schema])) as Record<FlagKey, S>;

const YES = new Set(['true', '1', 'yes']);
/**
 * A yes/no filter is on only when asked with a yes; anything else, false and a value no client
 * meant included, is no filter, never a 400 (docs/product/search.md#yesno-filters).
 */
const yesFilter = z
  .preprocess(
    (value) =>
      value === true || value === 1 || (typeof value === 'string' && YES.has(value.trim().toLowerCase()))
        ? true
        : undefined,
    z.literal(true).optional(),
  )
  .meta({ description: 'true, 1, "true", "1" or "yes" turns it on; anything else is no filter.' });

/** The search filters (docs/product/search.md#filters); each holds at most one value. */
export const SearchFiltersSchema = z.object({
  property_type: optionalValue(enumOf(PROPERTY_TYPES)),
  listed_by: optionalValue(enumOf(LISTED_BY)),
  configuration: optionalValue(enumOf(CONFIGURATIONS)),
  tenant_type: optionalValue(enumOf(TENANT_TYPES)),
  food_allowed: optionalValue(enumOf(FOOD_PREFERENCES)),
  furnishing_status: optionalValue(enumOf(FURNISHINGS)),
  brokerage: optionalValue(enumOf(BROKERAGES)),
  ...flagFields(yesFilter),
  locality: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  min_rent: optionalRent,
  max_rent: optionalRent,
  /** At most this to move in: first rent + deposit + brokerage (docs/product/listings.md#move-in-cost). */
  max_move_in: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(2_000_000_000).optional()),
  bounds: z.preprocess(blankToUndefined, BoundsSchema.optional()),
});
export type SearchFilters = z.infer<typeof SearchFiltersSchema>;

export const SearchCitySchema = CitySchema;
export const SearchSortSchema = enumOf(SEARCH_SORTS);

/** Results per page unless the caller asks for another size (at most SEARCH_MAX_PAGE_SIZE). */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 50;
export const SEARCH_TEXT_MAX = 200;

/** A city given in any letter case ('mumbai') is read as the city it names. */
const optionalCity = optionalValue(SearchCitySchema);

/**
 * The searchProperties body in both shapes (docs/product/search.md#the-request):
 * `{ user_id?, location, search, filters, sort?, cursor? }`, or a bare filter object
 * with `location` (or `city`) and `search` beside the filters. Filters given in
 * `filters` win over the same filter given at the top level. `user_id` and `email`
 * are accepted and ignored: identity comes from the session cookie.
 */
export const SearchRequestSchema = z.object({
  ...IgnoredIdentity,
  ...SearchFiltersSchema.shape,
  location: optionalCity,
  city: optionalCity,
  search: z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_TEXT_MAX).optional()),
  filters: z.preprocess(blankToUndefined, SearchFiltersSchema.optional()),
  sort: optionalValue(SearchSortSchema),
  /** The `next_cursor` of the previous page; absent for the first page. */
  cursor: z.preprocess(blankToUndefined, z.string().max(1000).optional()),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).optional()),
  /** `card`: each listing as a card (docs/decisions/0113-card-answers.md); left out, full listings. */
  view: CardViewSchema,
});
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

/** Filters as the server answers them: stored values only. */
export const TypedFiltersSchema = z.object({
  property_type: z.enum(PROPERTY_TYPE_VALUES).optional(),
  listed_by: z.enum(LISTED_BY_VALUES).optional(),
  configuration: z.enum(CONFIGURATION_VALUES).optional(),
  tenant_type: z.enum(TENANT_TYPE_VALUES).optional(),
  food_allowed: z.enum(FOOD_PREFERENCE_VALUES).optional(),
  furnishing_status: z.enum(FURNISHING_VALUES).optional(),
  brokerage: z.enum(BROKERAGE_VALUES).optional(),
  ...flagFields(z.literal(true).optional()),
  locality: z.string().optional(),
  min_rent: z.number().int().optional(),
  max_rent: z.number().int().optional(),
  max_move_in: z.number().int().optional(),
  bounds: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }).optional(),
});

/**
 * What a filter chip says, as data (src/shared/filter-chips.ts): its English `label` is
 * written from it, and the web app writes it in the reader's language.
 */
export const ChipSaySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('near'), place: z.string() }),
  z.object({ kind: z.literal('propertyType'), value: z.enum(PROPERTY_TYPE_VALUES) }),
  z.object({ kind: z.literal('listedBy'), value: z.enum(LISTED_BY_VALUES) }),
  z.object({ kind: z.literal('configuration'), value: z.enum(CONFIGURATION_VALUES) }),
  z.object({ kind: z.literal('tenantType'), value: z.enum(TENANT_TYPE_VALUES) }),
  z.object({ kind: z.literal('food'), value: z.enum(FOOD_PREFERENCE_VALUES) }),
  z.object({ kind: z.literal('furnishing'), value: z.enum(FURNISHING_VALUES) }),
  z.object({ kind: z.literal('brokerage'), value: z.enum(BROKERAGE_VALUES) }),
  ...FLAG_FILTERS.map((f) => z.object({ kind: z.literal(f.chip.kind) })),
  z.object({ kind: z.literal('rentRange'), min: z.number(), max: z.number() }),
  z.object({ kind: z.literal('rentFrom'), min: z.number() }),
  z.object({ kind: z.literal('rentUpTo'), max: z.number() }),
  z.object({ kind: z.literal('moveInUnder'), max: z.number() }),
  z.object({ kind: z.literal('mapArea') }),
]);
export type ChipSay = z.infer<typeof ChipSaySchema>;

/**
 * A way out of an empty result (docs/product/search.md#ways-out-of-an-empty-result): the
 * search to run instead (its `search` text and `filters` replace the sent ones) and how
 * many listings it finds. `label` is in English; `say` is the chip it names (the filter
 * dropped, the wider rent range, the neighbouring locality), for a client that writes it in
 * another language.
 */
export const WayOutSchema = z.object({
  kind: z.enum(['drop_filter', 'widen_budget', 'nearby_locality']),
  label: z.string(),
  say: ChipSaySchema.optional(),
  count: z.number().int().min(1),
  /** Present when more listings match than were counted: `count` is then a floor, said "1,000+". */
  count_at_least: z.literal(true).optional(),
  /** Present when counting would have been slow: `count` is then an estimate, said "about 1,200". */
  count_is_estimate: z.literal(true).optional(),
  search: z.string(),
  filters: TypedFiltersSchema,
});
export type WayOut = z.infer<typeof WayOutSchema>;

/**
 * The search moved from the city asked to the city of a locality named in it, for this
 * search only (docs/product/search.md#a-locality-of-another-city). `search` and `filters`
 * are the search to send instead to stay in `from`: the text and filters without the locality.
 */
export const CitySwitchedSchema = z.object({
  from: z.enum(CITY_NAMES),
  to: z.enum(CITY_NAMES),
  locality: z.string(),
  search: z.string(),
  filters: TypedFiltersSchema,
});
export type CitySwitched = z.infer<typeof CitySwitchedSchema>;

export const SearchResponseSchema = z.object({
  properties: z.array(ListingOrCardSchema),
  /** What the search text was read as: the filters it names and the words left as free text. */
  understood: z.object({ filters: TypedFiltersSchema, text: z.string() }),
  /** Only when nothing matches: the nearest searches that find something, each with its count. */
  ways_out: z.array(WayOutSchema),
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  /** Listings matching the search: exact, or the database's estimate when counting would be slow. */
  total: z.number().int().min(0),
  total_is_estimate: z.boolean(),
  /** Only when a locality of another city moved the search there. */
  city_switched: CitySwitchedSchema.optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** The map's tiles (MAP_TILE_URL): null draws a plain map with locality names. */
export const MapSettingsSchema = z.object({
  tile_url: z.string().nullable(),
  attribution: z.string().nullable(),
});
export type MapSettings = z.infer<typeof MapSettingsSchema>;

/** Similar homes to show on a listing's page (docs/product/search.md#similar-homes). */
export const SIMILAR_LISTINGS_MAX = 6;
/**
 * `view=card` answers cards, as the web app asks (docs/decisions/0150-a-listing-page-pays-its-way.md);
 * without it, full listings as before.
 */
export const SimilarListingsQuerySchema = ListingIdQuerySchema.extend({ view: CardViewSchema });
export const SimilarListingsResponseSchema = z.object({ properties: z.array(ListingOrCardSchema) });
export type SimilarListingsResponse = z.infer<typeof SimilarListingsResponseSchema>;
