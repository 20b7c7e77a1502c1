// What search engines read on /search (docs/decisions/0090-structured-data.md): a schema.org
// SearchResultsPage whose main entity is the list of the first page's homes, and the trail
// Home > City (> Locality).
import type { SearchResponse } from '../../../shared/schemas/search.ts';
import { type AppliedSearch, writeSearch } from '../../../shared/search-params.ts';
import { absoluteUrl, breadcrumbList, type JsonLd, searchPageUrl } from '../../http/structured-data.ts';

/** `results` is the first page as a visitor without a session sees it; without it, no list. */
export const searchStructuredData = (
  applied: AppliedSearch,
  results: SearchResponse | undefined,
  publicUrl: string,
): JsonLd[] => {
  const { city } = applied;
  const locality = applied.filters.locality;
  const place = locality ? `${locality}, ${city}` : city;
  const list: JsonLd | null = results
    ? {
        '@type': 'ItemList',
        numberOfItems: results.properties.length,
        itemListElement: results.properties.map((listing, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: listing.title,
          url: absoluteUrl(publicUrl, `/propertydetail/${listing.id}`),
        })),
      }
    : null;
  return [
    {
      '@type': 'SearchResultsPage',
      name: `Homes for rent in ${place}`,
      url: absoluteUrl(publicUrl, `/search?${writeSearch(applied, new URLSearchParams())}`),
      ...(list ? { mainEntity: list } : {}),
    },
    breadcrumbList([
      { name: 'Home', url: absoluteUrl(publicUrl, '/') },
      { name: city, url: searchPageUrl(publicUrl, city) },
      ...(locality ? [{ name: locality, url: searchPageUrl(publicUrl, city, locality) }] : []),
    ]),
  ];
};
