// Report a listing (docs/product/listings.md#reports). Visitors are asked to log in first; the
// dialog's code loads when it is first opened, so a listing's first render does not wait for the
// form library (docs/decisions/0081-dialogs-load-when-opened.md).
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { i18n } from '../i18n/i18n.ts';
import type { Named } from '../i18n/place-names.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useCurrentUser } from '../state/session.ts';
import { toast } from '../toast.ts';
import { Button } from '../ui/button.tsx';

const ReportListingDialog = lazy(() => import('./report-listing-dialog.tsx'));

export function ReportListingButton({ listing }: { listing: { id: number } & Named }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [isOpen, setOpen] = useState(false);
  const onClick = () => {
    if (!user) {
      toast.warning(i18n.t('report.loginFirst'));
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <Button variant="ghost" onClick={onClick} className="-ml-4 text-sm">
        <Flag aria-hidden="true" className="h-4 w-4" />
        {t('report.title')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ReportListingDialog listing={listing} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
