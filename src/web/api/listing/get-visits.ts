import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { VisitsResponse } from '../../../shared/schemas/engagement.ts';
import { getJson } from '../client.ts';

export const visitsQueryKey = ['visits'] as const;

export const getVisits = () => getJson<VisitsResponse>(API.listing.getVisitsByUserId);

/** My Visits: the homes whose owner contacts the user opened, newest first. */
export const useVisits = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: visitsQueryKey,
    queryFn: getVisits,
    select: (d) => d.visits,
    retry: false,
    // My Wishlist and My Visits say 'Please Login' themselves (docs/product/messages.md).
    meta: { handlesLogin: true },
  });
