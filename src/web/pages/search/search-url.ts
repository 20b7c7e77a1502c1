// The search lives in the URL (docs/product/search.md#the-search-in-the-url), so it can be
// bookmarked and shared; reading and writing it is shared with the server
// (src/shared/search-params.ts). Here: the rent range and the filter count.
import { RENT_SLIDER } from '../../../shared/constants.ts';
import type { SearchFilters } from '../../../shared/schemas/search.ts';
import type { RentRange } from '../../state/filters.ts';

export {
  type AppliedSearch,
  hasSearchParams,
  PROPERTY_LIST_PARAM,
  readSearch,
  writeSearch,
} from '../../../shared/search-params.ts';

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
