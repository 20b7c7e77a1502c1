import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type { LoginOtpBody } from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';

/** Sends a login code on WhatsApp. */
export const sendLoginOtp = (body: LoginOtpBody) => postJson<MessageResponse>(ACCOUNT_API.loginOtp, body);

export const useSendLoginOtp = () => useMutation({ mutationFn: sendLoginOtp });
