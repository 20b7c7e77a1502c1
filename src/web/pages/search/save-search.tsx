// Save this search (docs/product/search.md#saved-searches). A visitor is sent to log in first and
// comes back here; the dialog's code loads when it is first opened
// (docs/decisions/0081-dialogs-load-when-opened.md).
import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { accountLink } from '../../components/site-links.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../../state/session.ts';
import { Button } from '../../ui/button.tsx';
import type { AppliedSearch } from './search-url.ts';

const SaveSearchDialog = lazy(() => import('./save-search-dialog.tsx'));

export function SaveSearchButton(props: { applied: AppliedSearch }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          if (user) return setIsOpen(true);
          const login = accountLink(null, `${window.location.pathname}${window.location.search}`);
          navigate(login.to, { state: login.state });
        }}
      >
        <BellPlus aria-hidden="true" className="size-5" />
        {t('search.save.button')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <SaveSearchDialog applied={props.applied} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
