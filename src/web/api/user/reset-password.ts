import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type { ResetPasswordBody, ResetPasswordResponse } from '../../../shared/schemas/auth.ts';
import { postJson } from '../client.ts';

/** Resets the password; an email several accounts claim answers with a choice and changes nothing yet. */
export const resetPassword = (body: ResetPasswordBody) =>
  postJson<ResetPasswordResponse>(ACCOUNT_API.resetPassword, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
