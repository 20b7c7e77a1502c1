import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { SimilarListingsResponse } from '../../../shared/schemas/search.ts';
import { getJson } from '../client.ts';

/** Under 'listings', so saving or deleting a listing refreshes them too. */
export const similarListingsQueryKey = (id: number) => ['listings', 'similar', id] as const;

/** Up to 6 homes like a listing (docs/product/search.md#similar-homes). */
export const useSimilarListings = (id: number) =>
  useQuery({
    queryKey: similarListingsQueryKey(id),
    queryFn: () =>
      getJson<SimilarListingsResponse>(API.listing.getSimilarListings, { id }).then((d) => d.properties),
    retry: false,
  });
