import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type { ChangeEmailBody } from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';
import { verificationQueryKey } from './verification.ts';

/** Starts an email change with a fresh proof; the new address gets a code. */
export const changeEmail = (body: ChangeEmailBody) =>
  postJson<MessageResponse>(ACCOUNT_API.changeEmail, body);

export const useChangeEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
  });
};
