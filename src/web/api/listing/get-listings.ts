import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { CityName } from '../../../shared/cities.ts';
import type { GetListingsResponse, HomeSection } from '../../../shared/schemas/listing.ts';
import { getJson } from '../client.ts';

/** Every listing query starts with 'listings', so a save or delete refreshes them all. */
export const homeListingsQueryKey = (city: CityName, section?: HomeSection) =>
  ['listings', 'home', city, section ?? 'all'] as const;

export const getHomeListings = (city: CityName, section?: HomeSection) =>
  getJson<GetListingsResponse>(API.listing.getListings, { location: city, section, view: 'card' });

/** The home sections of a city (5 each), or one whole section for View All; cards (docs/decisions/0113-card-answers.md). */
export const useHomeListings = (city: CityName, section?: HomeSection) =>
  useQuery({ queryKey: homeListingsQueryKey(city, section), queryFn: () => getHomeListings(city, section) });
