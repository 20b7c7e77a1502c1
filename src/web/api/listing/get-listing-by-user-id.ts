import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { GetListingByUserIdResponse } from '../../../shared/schemas/listing.ts';
import { getJson } from '../client.ts';

export const myListingsQueryKey = ['listings', 'mine'] as const;

export const getMyListings = () =>
  getJson<GetListingByUserIdResponse>(API.listing.getListingByUserId).then((d) => d.usersListing);

/** The logged-in poster's own listings (My Properties). */
export const useMyListings = (enabled: boolean) =>
  useQuery({
    queryKey: myListingsQueryKey,
    queryFn: getMyListings,
    enabled,
    retry: false,
    meta: { handlesLogin: true },
  });
