// "Message owner" ("Message broker", ...) on a live listing's page (docs/product/conversations.md),
// for anyone but its poster. A visitor is sent to log in first, as with Get Contact Info; the
// sheet's code loads when it is first opened (docs/decisions/0081-dialogs-load-when-opened.md).
import { MessageSquareText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { useSendToLogin } from '../../api/session-lost.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { Named } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../../state/session.ts';
import { Button } from '../../ui/button.tsx';

const MessagePosterSheet = lazy(() => import('./message-poster-sheet.tsx'));

export function MessagePosterButton(props: {
  listing: Pick<Listing, 'id' | 'user_id' | 'listed_by'> & Named;
  className?: string;
}) {
  const { listing } = props;
  const { t } = useTranslation();
  const user = useCurrentUser();
  const sendToLogin = useSendToLogin();
  const [isOpen, setOpen] = useState(false);
  if (user?.id === listing.user_id) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        className={props.className}
        onClick={() => (user ? setOpen(true) : sendToLogin({ alert: i18n.t('detail.pleaseLoginFirst') }))}
      >
        <MessageSquareText aria-hidden="true" className="h-5 w-5" />
        {t('conversations.messagePoster', { by: listing.listed_by })}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <MessagePosterSheet listing={listing} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
