// The inbox (docs/product/conversations.md): every conversation of the reader, as a seeker or as
// a poster, newest first, with what is unread. A visitor, or a session that ended, is sent to log
// in; a failure says so and offers to try again. Where the browser can, it offers push
// notifications of new messages.
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useConversations } from '../../api/conversation/conversations.ts';
import { isUnauthorized } from '../../api/query-client.ts';
import { useNobodyLoggedIn } from '../../api/user/restore.ts';
import { PushControl } from '../../features/push/push-control.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentUser } from '../../state/session.ts';
import { buttonClass } from '../../ui/button.tsx';
import { ConversationRow } from './conversation-row.tsx';
import { LoadFailed, useLoginFirst } from './page-states.tsx';

function EmptyInbox() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <MessagesSquare aria-hidden="true" className="h-10 w-10 text-brand-700" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('conversations.empty')}</h2>
      <p className="mt-1 text-slate-700">{t('conversations.emptyText')}</p>
      <Link to={paths.search()} className={`${buttonClass('primary')} mt-4`}>
        {t('conversations.findHome')}
      </Link>
    </div>
  );
}

export default function MessagesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const inbox = useConversations(Boolean(user));
  useLoginFirst(useNobodyLoggedIn() || isUnauthorized(inbox.error));

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900">{t('conversations.title')}</h1>
      <PushControl loggedIn={Boolean(user)} />
      {inbox.isError ? (
        <LoadFailed onRetry={() => void inbox.refetch()} />
      ) : !inbox.data ? (
        <div role="status" aria-label={t('conversations.loading')} className="mt-6 flex flex-col gap-3">
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-[5.5rem] animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </div>
      ) : inbox.data.data.length === 0 ? (
        <EmptyInbox />
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {inbox.data.data.map((conversation) => (
            <ConversationRow key={conversation.id} conversation={conversation} />
          ))}
        </ul>
      )}
    </section>
  );
}
