// Logout (docs/product/accounts.md#sessions): the session ends on the server, the stored user is
// cleared and the visitor goes to /whatsappLogin.
import type { ReactNode } from 'react';
import { useLogoutAndLeave } from '../../api/user/logout.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

export function LogoutButton(props: { icon: ReactNode }) {
  const { logOut, isPending } = useLogoutAndLeave();
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={logOut}
      disabled={isPending}
      className="mt-2 flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
    >
      {props.icon}
      {t('profile.logout')}
    </button>
  );
}
