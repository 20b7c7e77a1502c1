import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type { UpdateUserBody, UpdateUserResponse } from '../../../shared/schemas/auth.ts';
import { postJson } from '../client.ts';
import { profileQueryKey } from './get-profile.ts';

export const updateUser = (body: UpdateUserBody) =>
  postJson<UpdateUserResponse>(ACCOUNT_API.updateUser, body);

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (res) => queryClient.setQueryData(profileQueryKey, { data: res.data }),
  });
};
