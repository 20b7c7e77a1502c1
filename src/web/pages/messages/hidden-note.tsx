// The note under a message whose poster's contact details are hidden from a seeker without a
// pass (docs/product/conversations.md): what was shared, and "get the pass", which opens the
// same pass dialog as Get Contact Info; its code loads when it is first opened
// (docs/decisions/0081-dialogs-load-when-opened.md). Once paid, the conversation is read again,
// now with the details shown.
import { useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ListedBy } from '../../../shared/enums.ts';
import type { HiddenDetail } from '../../../shared/schemas/conversation.ts';
import { conversationsKey } from '../../api/conversation/conversations.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

const SubscribeDialog = lazy(() =>
  import('../../features/pass/subscribe-dialog.tsx').then((m) => ({ default: m.SubscribeDialog })),
);

/** "a phone number", "an email address", "a UPI ID", or "contact details" when several kinds. */
const whatOf = (hidden: readonly HiddenDetail[]) => {
  const kinds = new Set(hidden);
  return kinds.size === 1 ? [...kinds][0]! : 'several';
};

export function HiddenNote(props: {
  hidden: readonly HiddenDetail[];
  listedBy: ListedBy;
  listingId: number | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isBuying, setBuying] = useState(false);
  return (
    <div className="mt-1 flex max-w-[85%] items-start gap-1.5 text-sm text-slate-700">
      <LockKeyhole aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
      <p>
        {t('conversations.hidden.before', { by: props.listedBy, what: whatOf(props.hidden) })}
        <button
          type="button"
          onClick={() => setBuying(true)}
          className="font-semibold text-brand-800 underline hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('conversations.hidden.link')}
        </button>
        {t('conversations.hidden.after')}
      </p>
      {isBuying && (
        <Suspense fallback={null}>
          <SubscribeDialog
            {...(props.listingId === null ? {} : { propertyId: props.listingId })}
            onClose={() => setBuying(false)}
            onPaid={() => {
              setBuying(false);
              void queryClient.invalidateQueries({ queryKey: conversationsKey });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
