// The search lives in the URL (docs/product/search.md#the-search-in-the-url), so it can be
// bookmarked and shared: city, search, each filter by its API name, and sort. Values are read with
// the same shared schema the server validates with; a bad value is dropped, not fatal.
import { CITY_NAMES, type CityName } from '../../../shared/cities.ts';
import { RENT_SLIDER } from '../../../shared/constants.ts';
import type { SearchSort } from '../../../shared/enums.ts';
import {
  boundsText,
  SEARCH_TEXT_MAX,
  type SearchFilters,
  SearchFiltersSchema,
  SearchSortSchema,
} from '../../../shared/schemas/search.ts';
import type { RentRange } from '../../state/filters.ts';

export type AppliedSearch = {
  city: CityName;
  search: string;
  filters: SearchFilters;
  /** Absent: relevance when there is text, newest otherwise. */
  sort: SearchSort | undefined;
};

const FILTER_KEYS = Object.keys(SearchFiltersSchema.shape) as (keyof SearchFilters)[];
/** Asks for the property-list mode: heading and property type come from navigation state. */
export const PROPERTY_LIST_PARAM = 'propertyList';

export const hasSearchParams = (params: URLSearchParams) =>
  ['city', 'search', 'sort', ...FILTER_KEYS].some((key) => params.has(key));

const cityOf = (value: string | null) =>
  CITY_NAMES.find((name) => name.toLowerCase() === value?.toLowerCase());

export const readSearch = (params: URLSearchParams, fallbackCity: CityName): AppliedSearch => {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const parsed = SearchFiltersSchema.shape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  const sort = SearchSortSchema.safeParse(params.get('sort'));
  return {
    city: cityOf(params.get('city')) ?? fallbackCity,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    filters: filters as SearchFilters,
    sort: sort.success ? sort.data : undefined,
  };
};

export const writeSearch = (search: AppliedSearch, keep: URLSearchParams) => {
  const params = new URLSearchParams();
  if (keep.has(PROPERTY_LIST_PARAM)) params.set(PROPERTY_LIST_PARAM, '');
  params.set('city', search.city);
  if (search.search) params.set('search', search.search);
  for (const key of FILTER_KEYS) {
    const value = search.filters[key];
    if (value !== undefined && value !== '') {
      params.set(key, typeof value === 'object' ? boundsText(value) : String(value));
    }
  }
  if (search.sort) params.set('sort', search.sort);
  return params;
};

/**
 * The slider's full range means no rent filter at all
 * (docs/decisions/0011-clear-filter-resets-to-the-full-range.md).
 */
export const rangeOf = (filters: SearchFilters): RentRange => [
  filters.min_rent ?? RENT_SLIDER.min,
  filters.max_rent ?? RENT_SLIDER.max,
];

export const withRange = (filters: SearchFilters, [min, max]: RentRange): SearchFilters => {
  const { min_rent: _min, max_rent: _max, ...rest } = filters;
  return {
    ...rest,
    ...(min > RENT_SLIDER.min ? { min_rent: min } : {}),
    ...(max < RENT_SLIDER.max ? { max_rent: max } : {}),
  };
};

/** Filters in use, the rent range counting once. */
export const activeFilterCount = (filters: SearchFilters) => {
  const { min_rent, max_rent, ...rest } = filters;
  const others = Object.values(rest).filter((value) => value !== undefined && value !== '').length;
  return others + (min_rent !== undefined || max_rent !== undefined ? 1 : 0);
};
