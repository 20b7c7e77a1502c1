import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type { DeleteAccountBody } from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';

export const deleteAccount = (body: DeleteAccountBody) =>
  postJson<MessageResponse>(ACCOUNT_API.deleteAccount, body);

export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => queryClient.clear() });
};
