// The users page's calls (docs/product/accounts.md#users-page): search, one account,
// and the four actions; an action refreshes the account, the search and the listings.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import type { UserAction, UserDetail, UserSearchResponse } from '../../../shared/schemas/admin-user.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { getJson, postJson } from '../client.ts';

const usersQueryKey = ['admin', 'users'] as const;

/** Admins only, and only once there is something to look for. */
export const useUserSearch = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: [...usersQueryKey, 'search', q],
    queryFn: ({ signal }) => getJson<UserSearchResponse>(ADMIN_API.users, { q }, signal),
    enabled: enabled && q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export const useUserDetail = (id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: [...usersQueryKey, 'one', id],
    queryFn: ({ signal }) =>
      getJson<UserDetail>(ADMIN_API.user.replace(':id', String(id)), undefined, signal),
    enabled: enabled && id !== null,
  });

export const useUserAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; action: UserAction; note: string }) =>
      postJson<MessageResponse>(
        ADMIN_API.userAction.replace(':id', String(input.id)).replace(':action', input.action),
        { note: input.note },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'moderation'] });
      void queryClient.invalidateQueries({ queryKey: ['listings'] });
    },
  });
};
