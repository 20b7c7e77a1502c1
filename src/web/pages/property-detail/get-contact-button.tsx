// 'Get Contact Info' (docs/product/screens.md#owner-details): a visitor is told 'Please Login First' and
// sent to /whatsappLogin; the poster, an admin or a pass holder gets 'Owner Details'
// (recording the visit first); anyone else gets the subscription dialog, and after
// paying, the owner details. The server decides: a pass that ended since this page
// last heard opens the subscription dialog too.
import { LoaderCircle, Phone } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Listing, ListingContact } from '../../../shared/schemas/listing.ts';
import type { User } from '../../../shared/schemas/user.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { getContactDetails, isPassRequired } from '../../api/listing/get-contact-details.ts';
import { useRecordVisit } from '../../api/listing/set-visits.ts';
import { useSendToLogin } from '../../api/session-lost.ts';
import { OwnerDetailsDialog } from '../../components/owner-details-dialog.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { hasActivePass, isAdmin, useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';

// The checkout's code loads when a visitor without a pass first asks for a contact, so a
// listing's first render does not wait for it (docs/decisions/0081-dialogs-load-when-opened.md).
const SubscribeDialog = lazy(() =>
  import('../../features/pass/subscribe-dialog.tsx').then((m) => ({ default: m.SubscribeDialog })),
);

const canSeeContacts = (user: User, listing: Listing) =>
  user.id === listing.user_id || isAdmin(user) || hasActivePass(user);

/**
 * 'Get Contact Info': owner details, login, or the subscription dialog
 * (docs/product/listings.md#who-sees-contact-details).
 */
export function GetContactInfoButton(props: { listing: Listing; className?: string }) {
  const { listing, className = '' } = props;
  const { t } = useTranslation();
  const user = useCurrentUser();
  const toLogin = useSendToLogin();
  const visit = useRecordVisit();
  const [isVisited, setVisited] = useState(listing.isVisited === 1);
  const [isBusy, setBusy] = useState(false);
  const [contact, setContact] = useState<ListingContact | null>(null);
  const [isSubscribing, setSubscribing] = useState(false);

  useEffect(() => setVisited(listing.isVisited === 1), [listing.isVisited]);

  // After logging in, the visitor comes back to this listing.
  const sendToLogin = () => toLogin({ alert: i18n.t('detail.pleaseLoginFirst') });

  const recordVisit = async () => {
    if (isVisited) return;
    const { message } = await visit.mutateAsync(listing.id);
    setVisited(true);
    toast.success(message || i18n.t('detail.visitAdded'));
  };

  const showOwnerDetails = async () => {
    setBusy(true);
    try {
      await recordVisit();
      const details = await getContactDetails(listing.id);
      if (!details) throw new Error('No contact details');
      // The server records the visit with every unlock, whatever this page knew.
      setVisited(true);
      setContact(details);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) sendToLogin();
      else if (isPassRequired(error)) setSubscribing(true);
      else toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const onClick = () => {
    if (isBusy) return;
    if (!user) sendToLogin();
    else if (!canSeeContacts(user, listing)) setSubscribing(true);
    else void showOwnerDetails();
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        aria-busy={isBusy}
        className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent-500 px-5 text-lg font-semibold text-slate-950 hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
      >
        {isBusy ? (
          <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
        ) : (
          <Phone aria-hidden="true" className="h-5 w-5" />
        )}
        {t('detail.getContact')}
      </button>
      {isSubscribing && (
        <Suspense fallback={null}>
          <SubscribeDialog
            propertyId={listing.id}
            onClose={() => setSubscribing(false)}
            onPaid={() => {
              setSubscribing(false);
              void showOwnerDetails();
            }}
          />
        </Suspense>
      )}
      {contact && <OwnerDetailsDialog contact={contact} onClose={() => setContact(null)} />}
    </>
  );
}
