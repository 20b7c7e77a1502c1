// The map's box in the search (docs/product/search.md#map).
import type { CityName } from '../../../../shared/cities.ts';
import type { Bounds, SearchFilters } from '../../../../shared/schemas/search.ts';

const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

/** A box to 5 decimals (about a metre), as the URL keeps it. */
export const roundedBounds = (b: Bounds): Bounds => ({
  south: round5(b.south),
  west: round5(b.west),
  north: round5(b.north),
  east: round5(b.east),
});

/** A box belongs to its city: a search moved to another city leaves it behind. */
export const withoutBoundsOnCityChange = <S extends { city: CityName; filters: SearchFilters }>(
  next: S,
  previousCity: CityName,
): S => {
  if (next.city === previousCity || !next.filters.bounds) return next;
  const { bounds: _left, ...filters } = next.filters;
  return { ...next, filters };
};
