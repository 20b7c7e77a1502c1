import { useMutation } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { ResetPasswordBody } from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';

export const resetPassword = (body: ResetPasswordBody) =>
  postJson<MessageResponse>(API.user.resetPassword, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
