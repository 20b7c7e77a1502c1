import { useMutation } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { LoginVerifyBody, UserResponse } from '../../../shared/schemas/auth.ts';
import { postJson } from '../client.ts';

/** Logs in with the WhatsApp code; a new number gets a new account. */
export const verifyLoginOtp = (body: LoginVerifyBody) => postJson<UserResponse>(API.user.loginVerify, body);

export const useVerifyLoginOtp = () => useMutation({ mutationFn: verifyLoginOtp });
