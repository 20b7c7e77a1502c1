import { z } from 'zod';
import { CITY_NAMES } from '../cities.ts';
import {
  BROKERAGE_VALUES,
  CONFIGURATION_VALUES,
  FOOD_PREFERENCE_VALUES,
  FURNISHING_VALUES,
  LISTED_BY_VALUES,
  PROPERTY_TYPE_VALUES,
  SEARCH_SORT_VALUES,
  TENANT_TYPE_VALUES,
} from '../enums.ts';
import { IgnoredIdentity } from './common.ts';
import { ListingSchema } from './listing.ts';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values).optional());
const optionalRent = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(0).max(100_000_000).optional(),
);

/** The search filters (docs/product/search.md#filters); each holds at most one value. */
export const SearchFiltersSchema = z.object({
  property_type: optionalEnum(PROPERTY_TYPE_VALUES),
  listed_by: optionalEnum(LISTED_BY_VALUES),
  configuration: optionalEnum(CONFIGURATION_VALUES),
  tenant_type: optionalEnum(TENANT_TYPE_VALUES),
  food_allowed: optionalEnum(FOOD_PREFERENCE_VALUES),
  furnishing_status: optionalEnum(FURNISHING_VALUES),
  brokerage: optionalEnum(BROKERAGE_VALUES),
  locality: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  min_rent: optionalRent,
  max_rent: optionalRent,
});
export type SearchFilters = z.infer<typeof SearchFiltersSchema>;

export const SearchCitySchema = z.enum(CITY_NAMES);
export const SearchSortSchema = z.enum(SEARCH_SORT_VALUES);

/** Results per page unless the caller asks for another size (at most SEARCH_MAX_PAGE_SIZE). */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 50;
export const SEARCH_TEXT_MAX = 200;

/** A city given in any letter case ('mumbai') is read as the city it names. */
const optionalCity = z.preprocess((v) => {
  const given = blankToUndefined(v);
  if (typeof given !== 'string') return given;
  return CITY_NAMES.find((name) => name.toLowerCase() === given.trim().toLowerCase()) ?? given;
}, SearchCitySchema.optional());

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
  sort: optionalEnum(SEARCH_SORT_VALUES),
  /** The `next_cursor` of the previous page; absent for the first page. */
  cursor: z.preprocess(blankToUndefined, z.string().max(1000).optional()),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).optional()),
});
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

export const SearchResponseSchema = z.object({
  properties: z.array(ListingSchema),
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  /** Listings matching the search: exact, or the database's estimate when counting would be slow. */
  total: z.number().int().min(0),
  total_is_estimate: z.boolean(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
