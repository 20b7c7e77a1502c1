// The user's data rights (India's DPDP Act) and Logout, at the foot of My Profile.
import { Download, LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { messageOf } from '../../api/client.ts';
import { useDownloadMyData } from '../../api/user/export-data.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { LogoutButton } from './logout-button.tsx';

const rowClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50';

export function AccountActions() {
  const download = useDownloadMyData();
  const { t } = useTranslation();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{t('profile.yourData')}</h2>
      <button
        type="button"
        className={rowClass}
        disabled={download.isPending}
        onClick={() => download.mutate(undefined, { onError: (e) => toast.error(messageOf(e)) })}
      >
        <Download aria-hidden="true" className="size-5 text-brand-700" />
        {download.isPending ? t('profile.preparingData') : t('profile.downloadData')}
      </button>
      <button type="button" className={rowClass} onClick={() => setIsDeleteOpen(true)}>
        <Trash2 aria-hidden="true" className="size-5 text-red-700" />
        {t('profile.deleteAccount')}
      </button>
      {isDeleteOpen && <DeleteAccountDialog onClose={() => setIsDeleteOpen(false)} />}
      <LogoutButton icon={<LogOut aria-hidden="true" className="size-5" />} />
    </div>
  );
}
