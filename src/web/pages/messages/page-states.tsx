// What the inbox and a conversation share: a visitor is sent to log in, and a failure to load
// says so with a way to try again (docs/product/screens.md#not-found-and-errors).
import { useEffect, useRef } from 'react';
import { useSendToLogin } from '../../api/session-lost.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';

/** Sends a visitor, or someone whose session ended, to log in, once. */
export const useLoginFirst = (needsLogin: boolean) => {
  const { t } = useTranslation();
  const sendToLogin = useSendToLogin();
  const handled = useRef(false);
  useEffect(() => {
    if (!needsLogin || handled.current) return;
    handled.current = true;
    sendToLogin({ alert: t('conversations.pleaseLogin'), replace: true });
  });
};

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-slate-800">{t('conversations.failed')}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('conversations.tryAgain')}
      </Button>
    </div>
  );
}
