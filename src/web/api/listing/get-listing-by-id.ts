import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { GetListingByIdResponse } from '../../../shared/schemas/listing.ts';
import { getJson } from '../client.ts';

export const listingQueryKey = (id: number) => ['listings', 'one', id] as const;

export const getListingById = (id: number) =>
  getJson<GetListingByIdResponse>(API.listing.getListingById, { id }).then((d) => d.propertyListing);

/** One live listing with the caller's wishlisted/isVisited flags; 404 when deleted. */
export const useListing = (id: number | null) =>
  useQuery({
    queryKey: listingQueryKey(id ?? 0),
    queryFn: () => getListingById(id!),
    enabled: id !== null,
    retry: false,
  });
