import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { GetStatsResponse } from '../../../shared/schemas/listing.ts';
import { getJson } from '../client.ts';

export const statsQueryKey = ['listings', 'stats'] as const;

export const getStats = () => getJson<GetStatsResponse>(API.listing.getStats);

/** Trusted By, Live Properties and Cities, counted from the database. */
export const useStats = () =>
  useQuery({ queryKey: statsQueryKey, queryFn: getStats, staleTime: 5 * 60 * 1000 });
