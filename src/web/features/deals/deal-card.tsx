// A step of a deal as a card in the conversation (docs/product/deals.md#cards): who offered,
// countered, accepted or declined, and the terms. On the newest step, the side whose answer the
// deal waits for has Accept, Counter and Decline; the poster may withdraw an offer not yet
// accepted; an accepted deal links to its page ("Your home").
import { Handshake } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { DealCard as Card } from '../../../shared/schemas/deal-card.ts';
import type { Deal } from '../../../shared/schemas/deals.ts';
import { messageOf } from '../../api/client.ts';
import { useDealAnswer, useDeals } from '../../api/deal/deals.ts';
import { useMessageTime } from '../../i18n/use-message-time.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { toast } from '../../toast.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { changedTerms, TermsList } from './terms-list.tsx';

const TermsSheet = lazy(() => import('./terms-sheet.tsx'));

function Answers({ deal, home }: { deal: Deal; home: string }) {
  const { t } = useTranslation();
  const accept = useDealAnswer('accept');
  const decline = useDealAnswer('decline');
  const withdraw = useDealAnswer('withdraw');
  const [isCountering, setCountering] = useState(false);
  const answer = (step: typeof accept, done: string) =>
    step.mutate(deal.id, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(messageOf(error)),
    });
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {deal.can.accept && (
        <Button
          className="flex-1"
          isLoading={accept.isPending}
          onClick={() => answer(accept, t('deals.accepted'))}
        >
          {t('deals.accept')}
        </Button>
      )}
      {deal.can.counter && (
        <Button variant="secondary" className="flex-1" onClick={() => setCountering(true)}>
          {t('deals.counter')}
        </Button>
      )}
      {deal.can.decline && (
        <Button
          variant="ghost"
          className="flex-1"
          isLoading={decline.isPending}
          onClick={() => answer(decline, t('deals.declined'))}
        >
          {t('deals.decline')}
        </Button>
      )}
      {deal.can.withdraw && (
        <Button
          variant="ghost"
          className="flex-1"
          isLoading={withdraw.isPending}
          onClick={() => answer(withdraw, t('deals.withdrawn'))}
        >
          {t('deals.withdraw')}
        </Button>
      )}
      {isCountering && (
        <Suspense fallback={null}>
          <TermsSheet
            to={{ dealId: deal.id }}
            initial={deal.terms}
            name={deal.other.name}
            home={home}
            onClose={() => setCountering(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

export function DealCard(props: {
  card: Card;
  fromMe: boolean;
  createdAt: string;
  conversationId: number;
  /** The other side's name and the home's, as the conversation names them. */
  otherName: string;
  home: string;
}) {
  const { card, fromMe } = props;
  const { t } = useTranslation();
  const time = useMessageTime();
  const deals = useDeals(true, props.conversationId);
  const deal = deals.data?.find((d) => d.id === card.deal_id);
  const steps = deal?.steps ?? [];
  const at = steps.findIndex((s) => s.id === card.step_id);
  const isNewest = deal !== undefined && at === steps.length - 1;
  const who = fromMe ? t('deals.you') : props.otherName;
  const title = t(`deals.card.${card.kind}`, { name: who });
  const changed = card.kind === 'counter' ? changedTerms(steps[at - 1]?.terms, card.terms) : [];
  return (
    <article
      aria-label={title}
      className={`w-full max-w-[92%] rounded-2xl border-2 bg-white p-4 shadow-sm ${
        card.kind === 'decline' ? 'border-slate-300' : 'border-brand-700'
      }`}
    >
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Handshake aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
        {title}
      </h3>
      {card.kind !== 'decline' && (
        <div className="mt-3">
          <TermsList terms={card.terms} changed={changed} compact />
        </div>
      )}
      {isNewest && deal && <Answers deal={deal} home={props.home} />}
      {deal &&
        card.kind === 'accept' &&
        (deal.state === 'accepted' || deal.state === 'signed') &&
        isNewest && (
          <Link to={paths.deal(deal.id)} className={`${buttonClass('primary')} mt-3 w-full`}>
            {t('deals.openYourHome')}
          </Link>
        )}
      <time dateTime={props.createdAt} className="mt-2 block text-right text-xs text-slate-600">
        {time.full(props.createdAt)}
      </time>
    </article>
  );
}
