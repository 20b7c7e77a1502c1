import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { SimilarListingsResponse } from '../../../shared/schemas/search.ts';
import { getJson } from '../client.ts';

/** Under 'listings', so saving or deleting a listing refreshes them too. */
export const similarListingsQueryKey = (id: number) => ['listings', 'similar', id] as const;

/** Up to 6 homes like a listing (docs/product/search.md#similar-homes), as cards (docs/decisions/0150-a-listing-page-pays-its-way.md). */
export const useSimilarListings = (id: number) =>
  useQuery({
    queryKey: similarListingsQueryKey(id),
    queryFn: () =>
      getJson<SimilarListingsResponse>(API.listing.getSimilarListings, { id, view: 'card' }).then(
        (d) => d.properties,
      ),
    retry: false,
  });
