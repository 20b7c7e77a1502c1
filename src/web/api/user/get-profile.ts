import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type { UserDataResponse } from '../../../shared/schemas/auth.ts';
import { getJson } from '../client.ts';

export const profileQueryKey = ['profile'] as const;

export const getProfile = (signal?: AbortSignal) =>
  getJson<UserDataResponse>(ACCOUNT_API.getProfile, undefined, signal);

/** The logged-in user's own profile, fresh from the server. */
export const useProfile = (enabled: boolean) =>
  useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    select: (d) => d.data,
    enabled,
    retry: false,
    staleTime: 0,
    // The profile page says 'something went wrong' itself (docs/product/messages.md).
    meta: { handlesLogin: true },
  });
