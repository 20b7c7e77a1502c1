// A deal's place in a conversation (docs/product/deals.md#the-offer), under its header: the poster
// offers the home from here ("Offer this home", the terms prefilled from the listing); once a deal
// is open, both see where it stands, and an accepted one links to its page ("Your home").
import { FileSignature, Handshake } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { todayInIndia } from '../../../shared/format.ts';
import type { Conversation } from '../../../shared/schemas/conversation.ts';
import type { DealTerms } from '../../../shared/schemas/deal-card.ts';
import { DEFAULT_TERM_MONTHS, type Deal } from '../../../shared/schemas/deals.ts';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { useDeals } from '../../api/deal/deals.ts';
import { useListing } from '../../api/listing/get-listing-by-id.ts';
import { useListingName } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { Button, buttonClass } from '../../ui/button.tsx';

const TermsSheet = lazy(() => import('./terms-sheet.tsx'));

const OPEN_STATES: Deal['state'][] = ['offered', 'countered', 'accepted', 'signed'];

/** The listing's figures as an offer's first terms: its rent and deposit, from when it is free. */
const termsFromListing = (listing: Listing | undefined, rules: string[]): DealTerms => {
  const today = todayInIndia();
  const from = listing?.available_from?.slice(0, 10) ?? today;
  return {
    rent: listing?.rent ?? 0,
    deposit: listing?.deposit ?? 0,
    maintenance: 0,
    // The later of the two: a YYYY-MM-DD string sorts as its date.
    move_in: [from, today].sort()[1] ?? today,
    term_months: DEFAULT_TERM_MONTHS,
    lock_in_months: 0,
    notice_months: 1,
    rent_due_day: 5,
    deposit_refund_days: 30,
    house_rules: rules,
  };
};

function OfferButton({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const listing = useListing(conversation.listing.id);
  const home = useListingName()(conversation.listing);
  const food = listing.data?.food_allowed;
  const rules = food === 'VEG' ? [t('deals.rule.veg')] : [];
  return (
    <>
      <Button
        variant="accent"
        className="w-full"
        isLoading={isOpen && listing.isPending}
        onClick={() => setOpen(true)}
      >
        <Handshake aria-hidden="true" className="h-5 w-5" />
        {t('deals.offerHome')}
      </Button>
      {isOpen && !listing.isPending && (
        <Suspense fallback={null}>
          <TermsSheet
            to={{ conversationId: conversation.id }}
            initial={termsFromListing(listing.data, rules)}
            name={conversation.other.name}
            home={home}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

export function DealBar({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const deals = useDeals(true, conversation.id);
  const open = deals.data?.find((deal) => OPEN_STATES.includes(deal.state));
  const isBlocked = conversation.blocked_by_me || conversation.blocked_me;
  if (deals.isPending || deals.isError) return null;
  if (open) {
    const isAgreed = open.state === 'accepted' || open.state === 'signed';
    return (
      <div className="-mx-4 flex items-center gap-3 border-b border-slate-200 bg-brand-50 px-4 py-2">
        <p className="min-w-0 flex-1 text-sm text-slate-800">{t(`deals.state.${open.state}`)}</p>
        {isAgreed && (
          <Link to={paths.deal(open.id)} className={`${buttonClass('primary')} shrink-0`}>
            <FileSignature aria-hidden="true" className="h-5 w-5" />
            {t('deals.yourHome')}
          </Link>
        )}
      </div>
    );
  }
  if (conversation.role !== 'poster' || conversation.listing.id === null || isBlocked) return null;
  if (conversation.listing.status === 'removed') return null;
  return (
    <div className="-mx-4 border-b border-slate-200 bg-white px-4 py-2">
      <OfferButton conversation={conversation} />
    </div>
  );
}
