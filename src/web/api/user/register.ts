import { useMutation } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { RegisterBody } from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';

export const register = (body: RegisterBody) => postJson<MessageResponse>(API.user.register, body);

export const useRegister = () => useMutation({ mutationFn: register });
