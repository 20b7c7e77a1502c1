// POST /api/user/restore {} -> { userSessionExpired, user? }, once per page load
// (docs/product/accounts.md#session-restore). When the server says the session expired and a user was
// stored, the stored user is cleared and the visitor goes to /whatsappLogin; when
// a user comes back, it replaces the stored one.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { API } from '../../../shared/api.ts';
import type { RestoreResponse } from '../../../shared/schemas/auth.ts';
import { useSession } from '../../state/session.ts';
import { postJson } from '../client.ts';
import { useSendToLogin } from '../session-lost.ts';

export const restoreQueryKey = ['session', 'restore'] as const;

export const restoreSession = () => postJson<RestoreResponse>(API.user.restore, {});

export const useRestoreSession = () => {
  const sendToLogin = useSendToLogin();
  const restored = useQuery({
    queryKey: restoreQueryKey,
    queryFn: restoreSession,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  // Each answer is acted on once: a visitor's answer must not log out someone who
  // logged in since.
  const handled = useRef<RestoreResponse | undefined>(undefined);
  useEffect(() => {
    const answer = restored.data;
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    const { user, setUser } = useSession.getState();
    if (answer.user) {
      setUser(answer.user);
    } else if (answer.userSessionExpired && user) {
      sendToLogin({ replace: true });
    }
  });

  useEffect(() => {
    // A failed restore is only logged (docs/product/messages.md#fallbacks); the visitor sees nothing.
    if (restored.error) console.warn('session restore failed', restored.error);
  }, [restored.error]);
};
