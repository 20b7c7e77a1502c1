import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { UserDataResponse } from '../../../shared/schemas/auth.ts';
import { getJson } from '../client.ts';

export const userDetailsQueryKey = (email: string) => ['user-details', email] as const;

/** The caller's own details, or anyone's for an admin. */
export const getUserDetails = (email: string, signal?: AbortSignal) =>
  getJson<UserDataResponse>(API.user.getUserDetails, { email }, signal);

export const useUserDetails = (email: string | null | undefined) =>
  useQuery({
    queryKey: userDetailsQueryKey(email ?? ''),
    queryFn: ({ signal }) => getUserDetails(email ?? '', signal),
    select: (d) => d.data,
    enabled: Boolean(email),
  });
