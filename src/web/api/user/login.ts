import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type { LoginBody, UserResponse } from '../../../shared/schemas/auth.ts';
import type { User } from '../../../shared/schemas/user.ts';
import { useSession } from '../../state/session.ts';
import { postJson } from '../client.ts';

export const login = (body: LoginBody) => postJson<UserResponse>(ACCOUNT_API.login, body);

/** Someone logged in: they become the stored user, and every answer cached for a visitor is stale. */
export const onLoggedIn = (queryClient: QueryClient, res: { data: { user: User } }) => {
  useSession.getState().setUser(res.data.user);
  void queryClient.invalidateQueries();
};

/**
 * A refused login (401, a mistyped password) is the login form's to report, never a lost session:
 * a person already logged in who opens /login and mistypes stays logged in, on the server and here.
 */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => onLoggedIn(queryClient, res),
    meta: { handlesLogin: true },
  });
};
