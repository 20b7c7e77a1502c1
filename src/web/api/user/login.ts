import { useMutation } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { LoginBody, UserResponse } from '../../../shared/schemas/auth.ts';
import { postJson } from '../client.ts';

export const login = (body: LoginBody) => postJson<UserResponse>(API.user.login, body);

export const useLogin = () => useMutation({ mutationFn: login });
