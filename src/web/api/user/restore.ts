// POST /api/user/restore {} -> { userSessionExpired, user? }, once per page load
// (docs/product/accounts.md#session-restore). When the server says the session expired and a user was
// stored, the stored user is cleared and the visitor goes to /whatsappLogin; when
// a user comes back, it replaces the stored one.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { API } from '../../../shared/api.ts';
import type { RestoreResponse } from '../../../shared/schemas/auth.ts';
import { paths } from '../../paths.ts';
import { useSession } from '../../state/session.ts';
import { postJson } from '../client.ts';

export const restoreQueryKey = ['session', 'restore'] as const;

export const restoreSession = () => postJson<RestoreResponse>(API.user.restore, {});

export const useRestoreSession = () => {
  const navigate = useNavigate();
  const restored = useQuery({
    queryKey: restoreQueryKey,
    queryFn: restoreSession,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  useEffect(() => {
    const answer = restored.data;
    if (!answer) return;
    const { user, setUser, clear } = useSession.getState();
    if (answer.user) {
      setUser(answer.user);
    } else if (answer.userSessionExpired && user) {
      clear();
      navigate(paths.whatsappLogin(), { replace: true });
    }
  }, [restored.data, navigate]);

  useEffect(() => {
    // A failed restore is only logged (docs/product/messages.md#fallbacks); the visitor sees nothing.
    if (restored.error) console.warn('session restore failed', restored.error);
  }, [restored.error]);
};
