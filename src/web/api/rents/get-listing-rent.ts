// Where one listing's rent sits among homes of its type and configuration: the fair-rent gauge
// on the listing page (docs/product/rents.md). Asked only once the page is shown.
import { useQuery } from '@tanstack/react-query';
import { RENT_API } from '../../../shared/api-rents.ts';
import type { ListingRent } from '../../../shared/schemas/rents.ts';
import { getJson } from '../client.ts';

const listingRentQueryKey = (id: number) => ['rents', 'listing', id] as const;

export const useListingRent = (id: number) =>
  useQuery({
    queryKey: listingRentQueryKey(id),
    queryFn: () => getJson<ListingRent>(RENT_API.listing.replace(':id', String(id))),
    retry: false,
    staleTime: 5 * 60_000,
  });
