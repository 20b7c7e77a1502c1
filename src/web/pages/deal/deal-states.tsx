// What "Your home" shows before a deal: a visitor is sent to log in, once; an address of a deal
// that is not the reader's (or none) says so, the same way, so nothing tells the two apart.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useSendToLogin } from '../../api/session-lost.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { buttonClass } from '../../ui/button.tsx';

export const useLoginFirst = (needsLogin: boolean) => {
  const { t } = useTranslation();
  const sendToLogin = useSendToLogin();
  const handled = useRef(false);
  useEffect(() => {
    if (!needsLogin || handled.current) return;
    handled.current = true;
    sendToLogin({ alert: t('deals.pleaseLogin'), replace: true });
  });
};

export function DealMissing() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h1 className="text-lg font-semibold text-slate-900">{t('deals.missing')}</h1>
      <p className="mt-1 text-slate-700">{t('deals.missingText')}</p>
      <Link to={paths.visits()} className={`${buttonClass('primary')} mt-4`}>
        {t('deals.toVisits')}
      </Link>
    </div>
  );
}
