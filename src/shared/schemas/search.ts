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

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values).optional());
const optionalRent = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(0).max(100_000_000).optional(),
);

/** The search filters of SPEC.md section 3; each holds at most one value. */
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
