import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { SetPasswordBody } from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';
import { verificationQueryKey } from './verification.ts';

/** Sets or changes the password with a fresh proof; other sessions end. */
export const setPassword = (body: SetPasswordBody) => postJson<MessageResponse>(API.user.setPassword, body);

export const useSetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
  });
};
