// POST /api/user/restore {} -> { userSessionExpired, user? }, once per page load
// (docs/product/accounts.md#session-restore). When the server says the session expired and a user was
// stored, the stored user is cleared and the visitor goes to /whatsappLogin; when
// a user comes back, it replaces the stored one before anything reads the answer. A page that
// needs someone logged in waits for the answer (`useNobodyLoggedIn`) rather than judge by the
// stored copy alone.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { API } from '../../../shared/api.ts';
import type { RestoreResponse } from '../../../shared/schemas/auth.ts';
import { useCurrentUser, useSession } from '../../state/session.ts';
import { postJson } from '../client.ts';
import { useSendToLogin } from '../session-lost.ts';

export const restoreQueryKey = ['session', 'restore'] as const;

export const restoreSession = () => postJson<RestoreResponse>(API.user.restore, {});

const restoreQuery = {
  queryKey: restoreQueryKey,
  // The user is stored as the answer comes, so no page sees the answer before the user it names.
  queryFn: async () => {
    const answer = await restoreSession();
    if (answer.user) useSession.getState().setUser(answer.user);
    return answer;
  },
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
};

/**
 * True once this page load knows nobody is logged in: no stored user, and the restore has
 * answered (or failed). Until then a page that needs a login waits, so a device whose stored
 * copy is gone while its session lives is not sent to log in. A page being left by a logout
 * does not ask either: the logout is taking the person to the login already.
 */
export const useNobodyLoggedIn = () => {
  const user = useCurrentUser();
  const leaving = useSession((s) => s.leaving);
  const restored = useQuery(restoreQuery);
  return user === null && restored.isFetched && !leaving;
};

export const useRestoreSession = () => {
  const sendToLogin = useSendToLogin();
  const restored = useQuery(restoreQuery);

  // Each answer is acted on once: a visitor's answer must not log out someone who
  // logged in since.
  const handled = useRef<RestoreResponse | undefined>(undefined);
  useEffect(() => {
    const answer = restored.data;
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.user && answer.userSessionExpired && useSession.getState().user) {
      sendToLogin({ replace: true });
    }
  });

  useEffect(() => {
    // A failed restore is only logged (docs/product/messages.md#fallbacks); the visitor sees nothing.
    if (restored.error) console.warn('session restore failed', restored.error);
  }, [restored.error]);
};
