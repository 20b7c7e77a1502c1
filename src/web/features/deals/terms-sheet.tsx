// The sheet in which a poster offers the home, or either side counters (docs/product/deals.md#the-offer):
// the terms prefilled (from the listing for an offer, from the terms on the table for a counter),
// any figure changed, sent as one step. Loaded when first opened
// (docs/decisions/0081-dialogs-load-when-opened.md).
import type { DealTerms } from '../../../shared/schemas/deal-card.ts';
import { useCounter, useOffer } from '../../api/deal/deals.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { TermsForm } from './terms-form.tsx';

type TermsSheetProps = {
  /** An offer answers a conversation; a counter answers a deal. */
  to: { conversationId: number } | { dealId: number };
  initial: DealTerms;
  /** Who the terms go to, and which home. */
  name: string;
  home: string;
  onClose: () => void;
};

export default function TermsSheet(props: TermsSheetProps) {
  const { t } = useTranslation();
  const offer = useOffer();
  const counter = useCounter();
  const isOffer = 'conversationId' in props.to;
  const to = props.to;
  return (
    <Dialog
      title={isOffer ? t('deals.offerTitle') : t('deals.counterTitle')}
      description={t('deals.sheetFor', { name: props.name, home: props.home })}
      onClose={props.onClose}
    >
      <TermsForm
        initial={props.initial}
        submitLabel={isOffer ? t('deals.sendOffer') : t('deals.sendCounter')}
        loadingLabel={t('deals.sending')}
        isPending={offer.isPending || counter.isPending}
        onSubmit={async (terms) => {
          if ('conversationId' in to)
            await offer.mutateAsync({ conversation_id: to.conversationId, ...terms });
          else await counter.mutateAsync({ id: to.dealId, terms });
          toast.success(isOffer ? t('deals.offerSent', { name: props.name }) : t('deals.counterSent'));
          props.onClose();
        }}
      />
    </Dialog>
  );
}
