// A poster's numbers for one of their listings (docs/product/rents.md#the-posters-numbers):
// the last 30 days and suggestions. Asked again when the page is shown again, never kept stale.
import { useQuery } from '@tanstack/react-query';
import { RENT_API } from '../../../shared/api-rents.ts';
import type { ListingStats } from '../../../shared/schemas/listing-stats.ts';
import { getJson } from '../client.ts';

const listingStatsQueryKey = (id: number) => ['rents', 'stats', id] as const;

export const useListingStats = (id: number) =>
  useQuery({
    queryKey: listingStatsQueryKey(id),
    queryFn: () => getJson<ListingStats>(RENT_API.listingStats.replace(':id', String(id))),
    retry: false,
  });
