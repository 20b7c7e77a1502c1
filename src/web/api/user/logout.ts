// POST /api/user/logout {} -> { message }. `useLogoutAndLeave` is logout as
// docs/product/accounts.md#sessions describes it: the session ends on the server, the stored user and cached
// queries are cleared and the visitor goes to /whatsappLogin.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { i18n } from '../../i18n/i18n.ts';
import { paths } from '../../paths.ts';
import { useSession } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { postJson } from '../client.ts';

export const logout = () => postJson<MessageResponse>(ACCOUNT_API.logout, {});

export const useLogout = () => useMutation({ mutationFn: logout });

export const useLogoutAndLeave = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useLogout();
  const leave = async () => {
    // What only a logged-in person asks for (the inbox, the live channel) stops first, and
    // questions still on their way are dropped: the server would answer them after the session
    // ended, refused. The live channel closes as the page draws the change, before the logout
    // leaves.
    useSession.getState().setLeaving(true);
    await queryClient.cancelQueries();
    mutation.mutate(undefined, {
      onSuccess: (res) => {
        navigate(paths.whatsappLogin(), { replace: true });
        useSession.getState().clear();
        queryClient.clear();
        toast.successShort(res.message);
      },
      onError: () => {
        useSession.getState().setLeaving(false);
        toast.error(i18n.t('menu.logoutFailed'));
      },
    });
  };
  return { logOut: () => void leave(), isPending: mutation.isPending };
};
