import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { LoginVerifyBody, UserResponse } from '../../../shared/schemas/auth.ts';
import { postJson } from '../client.ts';
import { onLoggedIn } from './login.ts';

/** Logs in with the WhatsApp code; a new number gets a new account. */
export const verifyLoginOtp = (body: LoginVerifyBody) => postJson<UserResponse>(API.user.loginVerify, body);

export const useVerifyLoginOtp = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyLoginOtp, onSuccess: (res) => onLoggedIn(queryClient, res) });
};
