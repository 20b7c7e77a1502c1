import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type { RegisterBody } from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';

export const register = (body: RegisterBody) => postJson<MessageResponse>(ACCOUNT_API.register, body);

export const useRegister = () => useMutation({ mutationFn: register });
