// The search that shows the homes behind a figure (docs/decisions/0117-rent-pages.md): the
// search page's own address for the city, with the locality and configuration as its filters.
import type { CityName } from '../../../shared/cities.ts';
import type { SearchFilters } from '../../../shared/schemas/search.ts';
import { writeSearch } from '../../../shared/search-params.ts';
import { paths } from '../../paths.ts';

export const searchPathOf = (city: CityName, locality: string | null, configuration: string | null) => {
  const filters = {
    ...(locality ? { locality } : {}),
    ...(configuration ? { configuration } : {}),
  } as SearchFilters;
  return paths.search(writeSearch({ city, search: '', filters, sort: undefined }, new URLSearchParams()));
};
