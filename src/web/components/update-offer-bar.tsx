// "A new version of Thikana is available", with Reload (starts it) and Not now (dismisses it),
// shown by UpdateOfferHost.
import { RefreshCw, X } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation.ts';
import { dismissUpdate } from '../pwa/update-offer.ts';
import { Button } from '../ui/button.tsx';

export default function UpdateOfferBar({ apply }: { apply: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('ui.newVersion')}
      className="flex items-center gap-2 border-b border-brand-100 bg-brand-50 py-1 pr-1 pl-4 text-sm text-slate-900"
    >
      <p role="status" className="flex-1 font-medium">
        {t('ui.newVersion')}
      </p>
      <Button onClick={apply} className="px-3">
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        {t('layout.reload')}
      </Button>
      <Button variant="ghost" onClick={dismissUpdate} aria-label={t('ui.notNow')} className="px-2.5">
        <X aria-hidden="true" className="h-5 w-5" />
      </Button>
    </section>
  );
}
