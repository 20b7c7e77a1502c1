import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type { LoginAnswer, LoginVerifyBody } from '../../../shared/schemas/auth.ts';
import { postJson } from '../client.ts';
import { onLoggedIn } from './login.ts';

/**
 * Logs in with the WhatsApp code; a new number gets a new account. A number other accounts
 * claim answers with a choice and nobody logged in (docs/decisions/0091-a-claimed-contact-is-a-choice.md).
 */
export const verifyLoginOtp = (body: LoginVerifyBody) => postJson<LoginAnswer>(ACCOUNT_API.loginVerify, body);

/** The answer logged someone in (not a choice): they become the stored user. */
export const onLoginAnswer = (queryClient: QueryClient, res: LoginAnswer) => {
  const { user } = res.data;
  if (user) onLoggedIn(queryClient, { data: { user } });
};

/** A refused code is the form's to report, never a lost session (see useLogin). */
export const useVerifyLoginOtp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyLoginOtp,
    onSuccess: (res) => onLoginAnswer(queryClient, res),
    meta: { handlesLogin: true },
  });
};
