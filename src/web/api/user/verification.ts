// Which of the caller's contacts are proven, and the calls that prove them
// (docs/decisions/0022-proven-contacts.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type { CodeBody, ContactsResponse } from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { getJson, postJson } from '../client.ts';
import { profileQueryKey } from './get-profile.ts';

export const verificationQueryKey = ['verification'] as const;

export const getVerification = (signal?: AbortSignal) =>
  getJson<ContactsResponse>(ACCOUNT_API.verification, undefined, signal);

export const useVerification = (enabled: boolean) =>
  useQuery({
    queryKey: verificationQueryKey,
    queryFn: ({ signal }) => getVerification(signal),
    enabled,
    retry: false,
    staleTime: 0,
  });

/** A code answer carries the new state of the contacts; the profile may have changed too. */
const useCodeMutation = (path: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CodeBody) => postJson<ContactsResponse>(path, body),
    onSuccess: (res) => {
      queryClient.setQueryData(verificationQueryKey, res);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};

const useSendMutation = (path: string) =>
  useMutation({ mutationFn: () => postJson<MessageResponse>(path, {}) });

export const useSendMobileCode = () => useSendMutation(ACCOUNT_API.verifyMobileSend);
export const useVerifyMobile = () => useCodeMutation(ACCOUNT_API.verifyMobile);
export const useSendEmailCode = () => useSendMutation(ACCOUNT_API.verifyEmailSend);
export const useVerifyEmail = () => useCodeMutation(ACCOUNT_API.verifyEmail);
export const useSendProofOtp = () => useSendMutation(ACCOUNT_API.proofOtp);
export const useConfirmEmailChange = () => useCodeMutation(ACCOUNT_API.changeEmailConfirm);
