// What became of the home a conversation is about, at the top of the conversation: removed,
// rented out or paused, and whether the two may still write (only to arrange a booked visit).
// docs/decisions/0142-a-conversation-knows-its-home.md
import { House } from 'lucide-react';
import type { Conversation } from '../../../shared/schemas/conversation.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

export function HomeNotice({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const { status } = conversation.listing;
  if (status === 'live') return null;
  return (
    <div
      role="status"
      className="-mx-4 flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <House aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        <strong className="block font-semibold">{t(`conversations.home.${status}`)}</strong>
        {conversation.visit_booked ? t('conversations.home.visitBooked') : t('conversations.home.closed')}
      </p>
    </div>
  );
}
