// "Your home" (docs/product/screens.md#your-home): one deal between a home's poster and a seeker,
// for the two of them only: where it stands, the terms on the table or the accepted ones, and once
// accepted the rent agreement with the state's note, the signatures, signing with a code and the
// PDF, the move-in report both confirm and a month's rent receipt. The poster marks the home rented once both signed.
import { ArrowLeft, MessageSquare } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { Deal } from '../../../shared/schemas/deals.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { useDeal, useDealAnswer } from '../../api/deal/deals.ts';
import { isUnauthorized } from '../../api/query-client.ts';
import { useNobodyLoggedIn } from '../../api/user/restore.ts';
import { AgreementSection } from '../../features/deals/agreement-section.tsx';
import { HandoverSection } from '../../features/deals/handover-section.tsx';
import { RentReceiptForm } from '../../features/deals/rent-receipt-form.tsx';
import { TermsList } from '../../features/deals/terms-list.tsx';
import { useListingName } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { DealMissing, useLoginFirst } from './deal-states.tsx';

function MarkRented({ deal }: { deal: Deal }) {
  const { t } = useTranslation();
  const rented = useDealAnswer('rented');
  return (
    <Button
      variant="secondary"
      isLoading={rented.isPending}
      onClick={() =>
        rented.mutate(deal.id, {
          onSuccess: () => toast.success(t('deals.markedRented')),
          onError: (error) => toast.error(messageOf(error)),
        })
      }
    >
      {t('deals.markRented')}
    </Button>
  );
}

function DealView({ deal }: { deal: Deal }) {
  const { t } = useTranslation();
  const title = useListingName()(deal.listing);
  const isAgreed = deal.state === 'accepted' || deal.state === 'signed' || deal.state === 'ended';
  return (
    <>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-800">{t('deals.yourHome')}</p>
        <h1 className="text-2xl font-semibold text-slate-900">
          {deal.listing.id === null ? (
            title
          ) : (
            <Link to={paths.propertyDetail(deal.listing.id)} className="hover:underline">
              {title}
            </Link>
          )}
        </h1>
        <p className="text-slate-700">
          {t(deal.role === 'owner' ? 'deals.tenantName' : 'deals.ownerName', { name: deal.other.name })}
        </p>
        <p role="status" className="mt-1 rounded-lg bg-brand-50 p-3 text-slate-900">
          {t(`deals.state.${deal.state}`)}
        </p>
      </header>
      <section aria-labelledby="terms" className="rounded-2xl border border-slate-200 bg-white p-4">
        <h2 id="terms" className="mb-3 text-lg font-semibold text-slate-900">
          {isAgreed ? t('deals.acceptedTerms') : t('deals.termsOnTable')}
        </h2>
        <TermsList terms={deal.accepted_terms ?? deal.terms} />
      </section>
      {isAgreed && <AgreementSection deal={deal} />}
      {isAgreed && <HandoverSection deal={deal} />}
      {isAgreed && <RentReceiptForm deal={deal} />}
      {deal.can.mark_rented && <MarkRented deal={deal} />}
      {deal.conversation_id !== null && (
        <Link to={paths.messages(deal.conversation_id)} className={buttonClass('ghost')}>
          <MessageSquare aria-hidden="true" className="h-5 w-5" />
          {t('deals.toConversation', { name: deal.other.name })}
        </Link>
      )}
    </>
  );
}

export default function DealPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const id = Number(useParams().deal_id);
  const isValid = Number.isSafeInteger(id) && id > 0;
  const deal = useDeal(id, isValid && Boolean(user));
  useLoginFirst(useNobodyLoggedIn() || isUnauthorized(deal.error));
  const isMissing = !isValid || (deal.error instanceof ApiError && [403, 404].includes(deal.error.status));
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <Link
        to={paths.visits()}
        className="inline-flex min-h-11 items-center gap-1 self-start text-brand-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        {t('deals.toVisits')}
      </Link>
      {isMissing ? (
        <DealMissing />
      ) : deal.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="text-slate-800">{messageOf(deal.error)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void deal.refetch()}>
            {t('conversations.tryAgain')}
          </Button>
        </div>
      ) : !deal.data ? (
        <p role="status" className="text-slate-700">
          {t('deals.loading')}
        </p>
      ) : (
        <DealView deal={deal.data} />
      )}
    </section>
  );
}
