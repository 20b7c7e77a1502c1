import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { DeleteAccountBody } from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';

export const deleteAccount = (body: DeleteAccountBody) =>
  postJson<MessageResponse>(API.user.deleteAccount, body);

export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => queryClient.clear() });
};
