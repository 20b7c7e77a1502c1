// My Saved Searches: the list with each search's count of new homes, and its changes.
// Every change refreshes the list here, so no page invalidates it by hand.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import type { SavedSearch, SaveSearchBody } from '../../../shared/schemas/saved-search.ts';
import { getJson, postJson, request } from '../client.ts';

export const savedSearchesQueryKey = ['saved-searches'] as const;

const one = (path: string, id: number) => path.replace(':id', String(id));

export const useSavedSearches = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: savedSearchesQueryKey,
    queryFn: () => getJson<{ data: SavedSearch[] }>(API.savedSearch.list),
    select: (d) => d.data,
    retry: false,
    meta: { handlesLogin: true },
  });

const useSavedSearchMutation = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
};

export const useSaveSearch = () =>
  useSavedSearchMutation((body: SaveSearchBody) =>
    postJson<{ message: string; data: SavedSearch }>(API.savedSearch.list, body),
  );

export const useDeleteSavedSearch = () =>
  useSavedSearchMutation((id: number) =>
    request<MessageResponse>(one(API.savedSearch.one, id), { method: 'DELETE' }),
  );

/** Opening a saved search: its homes stop counting as new. */
export const useMarkSavedSearchSeen = () =>
  useSavedSearchMutation((id: number) => postJson<MessageResponse>(one(API.savedSearch.seen, id)));

/** The one-tap link in an alert; needs no login. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      postJson<{ message: string; name: string }>(API.savedSearch.unsubscribe, { token }),
  });
