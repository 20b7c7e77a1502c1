import { useMutation } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { ResetPasswordBody, ResetPasswordResponse } from '../../../shared/schemas/auth.ts';
import { postJson } from '../client.ts';

/** Resets the password; an email several accounts claim answers with a choice and changes nothing yet. */
export const resetPassword = (body: ResetPasswordBody) =>
  postJson<ResetPasswordResponse>(API.user.resetPassword, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
