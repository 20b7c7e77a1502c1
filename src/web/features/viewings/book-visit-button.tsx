// "Book a visit" on a live listing's page and in a conversation (docs/product/viewings.md), for
// anyone but its poster; "Ask for a visit" where the home has no free time to book
// (docs/product/viewings.md#asking-for-a-visit). A visitor is sent to log in first, as with Message owner; the sheet's
// code loads when it is first opened (docs/decisions/0081-dialogs-load-when-opened.md).
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSendToLogin } from '../../api/session-lost.ts';
import { useSlots } from '../../api/viewing/viewings.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { Named } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../../state/session.ts';
import { Button } from '../../ui/button.tsx';

const BookVisitSheet = lazy(() => import('./book-visit-sheet.tsx'));

export function BookVisitButton(props: {
  /** `user_id` left out: the reader is known not to be the poster (a seeker's conversation). */
  listing: { id: number; user_id?: number } & Named;
  className?: string;
  /** The conversation's header has room for an icon only. */
  compact?: boolean;
}) {
  const { listing, compact = false } = props;
  const { t } = useTranslation();
  const user = useCurrentUser();
  const sendToLogin = useSendToLogin();
  const [isOpen, setOpen] = useState(false);
  const isOwn = user?.id === listing.user_id;
  const slots = useSlots(listing.id, !isOwn);
  const label =
    slots.isSuccess && !slots.data.some((slot) => slot.free > 0)
      ? t('visitRequests.ask')
      : t('viewings.book');
  if (isOwn) return null;
  const open = () => (user ? setOpen(true) : sendToLogin({ alert: i18n.t('detail.pleaseLoginFirst') }));
  return (
    <>
      {compact ? (
        <button
          type="button"
          onClick={open}
          aria-label={label}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <CalendarDays aria-hidden="true" className="h-6 w-6" />
        </button>
      ) : (
        <Button variant="secondary" size="lg" className={props.className} onClick={open}>
          <CalendarDays aria-hidden="true" className="h-5 w-5" />
          {label}
        </Button>
      )}
      {isOpen && (
        <Suspense fallback={null}>
          <BookVisitSheet listing={listing} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
