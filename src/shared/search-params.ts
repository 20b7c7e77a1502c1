// The search in the URL (docs/product/search.md#the-search-in-the-url), read and written one way
// by the web app's search page and by the server when it puts the page's first results in the
// page (docs/decisions/0073-first-answers-in-the-page.md): city, search, each filter by its API
// name, and sort. Values are read with the same schema the server validates with; a bad value is
// dropped, not fatal.
import type { CityName } from './cities.ts';
import type { SearchSort } from './enums.ts';
import {
  boundsText,
  SEARCH_TEXT_MAX,
  SearchCitySchema,
  type SearchFilters,
  SearchFiltersSchema,
  type SearchRequest,
  SearchSortSchema,
} from './schemas/search.ts';

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

const cityOf = (value: string | null) => {
  const city = SearchCitySchema.safeParse(value);
  return city.success ? city.data : undefined;
};

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
 * Cards in a page of the web app's search: a phone's first view shows two, and a drawn search
 * page carries its first page in its HTML, so 12 rather than the API's 20; the next page comes
 * as the reader nears the end (docs/decisions/0150-a-listing-page-pays-its-way.md). Other
 * clients keep the API's default, SEARCH_PAGE_SIZE.
 */
const WEB_SEARCH_PAGE_SIZE = 12;

/** The search without its page: city, text, filters and sort, the card view and page size the web app asks for. */
export type SearchQuery = Pick<SearchRequest, 'location' | 'search' | 'filters' | 'sort' | 'view' | 'limit'>;

/** The body of the first page's call, its keys always in this order. */
export const searchQueryOf = (applied: AppliedSearch): SearchQuery => ({
  location: applied.city,
  ...(applied.search ? { search: applied.search } : {}),
  filters: applied.filters,
  ...(applied.sort ? { sort: applied.sort } : {}),
  // The web app shows cards (docs/decisions/0113-card-answers.md).
  view: 'card',
  limit: WEB_SEARCH_PAGE_SIZE,
});
