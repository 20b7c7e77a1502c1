import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type { ForgetPasswordBody } from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';

/** Emails a reset code (the answer is the same whether or not the account exists). */
export const forgetPassword = (body: ForgetPasswordBody) =>
  postJson<MessageResponse>(ACCOUNT_API.forgetPassword, body);

export const useForgetPassword = () => useMutation({ mutationFn: forgetPassword });
