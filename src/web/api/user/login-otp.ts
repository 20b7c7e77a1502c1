import { useMutation } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { LoginOtpBody } from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';

/** Sends a login code on WhatsApp. */
export const sendLoginOtp = (body: LoginOtpBody) => postJson<MessageResponse>(API.user.loginOtp, body);

export const useSendLoginOtp = () => useMutation({ mutationFn: sendLoginOtp });
