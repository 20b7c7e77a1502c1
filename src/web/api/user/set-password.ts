import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type { SetPasswordBody } from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';
import { verificationQueryKey } from './verification.ts';

/** Sets or changes the password with a fresh proof; other sessions end. */
export const setPassword = (body: SetPasswordBody) =>
  postJson<MessageResponse>(ACCOUNT_API.setPassword, body);

export const useSetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
  });
};
