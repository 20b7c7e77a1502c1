// One conversation (docs/product/conversations.md): who it is with and about which listing,
// the messages newest last with older ones on demand, and the composer, or why there is none.
// Opening it marks it read, and so does a message arriving while it is open (the live channel,
// api/conversation/live.ts, adds it here).
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { Conversation, Message } from '../../../shared/schemas/conversation.ts';
import { ApiError } from '../../api/client.ts';
import {
  type MessagesPage,
  useLoadOlder,
  useMarkRead,
  useMessages,
} from '../../api/conversation/messages.ts';
import { isUnauthorized } from '../../api/query-client.ts';
import { useNobodyLoggedIn } from '../../api/user/restore.ts';
import { ListingThumb } from '../../components/listing-thumb.tsx';
import { DealBar } from '../../features/deals/deal-bar.tsx';
import { BookVisitButton } from '../../features/viewings/book-visit-button.tsx';
import { useListingName } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentUser } from '../../state/session.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Composer } from './composer.tsx';
import { BlockedNotice, ConversationMenu } from './conversation-menu.tsx';
import { HomeNotice } from './home-notice.tsx';
import { MessageList } from './message-list.tsx';
import { LoadFailed, useLoginFirst } from './page-states.tsx';

function ConversationHeader({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const { listing } = conversation;
  const title = useListingName()(listing);
  return (
    <header className="-mx-4 flex items-center gap-2 border-b border-slate-200 bg-white px-2 py-2">
      <Link
        to={paths.messages()}
        aria-label={t('conversations.back')}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="h-6 w-6" />
      </Link>
      <ListingThumb photo={listing.photo} className="size-11" />
      <div className="min-w-0 flex-1">
        <h1 className="truncate font-semibold text-slate-900">{conversation.other.name}</h1>
        {listing.id === null ? (
          <p className="truncate text-sm text-slate-600">{title}</p>
        ) : (
          <Link
            to={paths.propertyDetail(listing.id)}
            className="block truncate text-sm text-brand-800 underline hover:text-brand-700"
          >
            {title}
          </Link>
        )}
      </div>
      {conversation.role === 'seeker' &&
        listing.id !== null &&
        listing.status === 'live' &&
        !conversation.blocked_me && <BookVisitButton listing={{ ...listing, id: listing.id }} compact />}
      <ConversationMenu conversation={conversation} />
    </header>
  );
}

/** Marks the conversation read when opened with unread messages, and when one arrives while open. */
const useMarkReadWhileOpen = (conversation: Conversation, messages: Message[]) => {
  const markRead = useMarkRead(conversation.id);
  const lastFromOther = [...messages].reverse().find((m) => !m.from_me)?.id ?? null;
  const seen = useRef<number | null | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message from the other side arrives
  useEffect(() => {
    if (seen.current === lastFromOther) return;
    const isOpening = seen.current === undefined;
    seen.current = lastFromOther;
    if (isOpening ? conversation.unread > 0 : lastFromOther !== null) markRead.mutate();
  }, [lastFromOther]);
};

function ConversationView({ page }: { page: MessagesPage }) {
  const { conversation, messages } = page;
  const older = useLoadOlder(conversation.id);
  useMarkReadWhileOpen(conversation, messages);
  const isBlocked = conversation.blocked_by_me || conversation.blocked_me;
  const { t } = useTranslation();
  const { status } = conversation.listing;
  return (
    <>
      <ConversationHeader conversation={conversation} />
      <HomeNotice conversation={conversation} />
      <DealBar conversation={conversation} />
      <MessageList
        conversation={conversation}
        messages={messages}
        hasOlder={page.next_before !== null}
        isLoadingOlder={older.isPending}
        onLoadOlder={() => {
          if (page.next_before !== null) older.mutate(page.next_before);
        }}
      />
      {isBlocked ? (
        <BlockedNotice conversation={conversation} />
      ) : (
        <Composer
          conversationId={conversation.id}
          closedReason={
            status === 'live' || conversation.visit_booked ? undefined : t(`conversations.home.${status}`)
          }
        />
      )}
    </>
  );
}

function MissingConversation() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h1 className="text-lg font-semibold text-slate-900">{t('conversations.missing')}</h1>
      <p className="mt-1 text-slate-700">{t('conversations.missingText')}</p>
      <Link to={paths.messages()} className={`${buttonClass('primary')} mt-4`}>
        {t('conversations.toInbox')}
      </Link>
    </div>
  );
}

export default function ConversationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const id = Number(useParams().conversation_id);
  const isValid = Number.isSafeInteger(id) && id > 0;
  const query = useMessages(id, isValid && Boolean(user));
  useLoginFirst(useNobodyLoggedIn() || isUnauthorized(query.error));
  const isMissing = !isValid || (query.error instanceof ApiError && [403, 404].includes(query.error.status));

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col px-4 pb-2">
      {isMissing ? (
        <MissingConversation />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <div
          role="status"
          aria-label={t('conversations.loadingOne')}
          className="mt-6 flex animate-pulse flex-col gap-3"
        >
          <div className="h-12 w-2/3 rounded-2xl bg-slate-100" />
          <div className="h-12 w-1/2 self-end rounded-2xl bg-slate-100" />
          <div className="h-16 w-3/4 rounded-2xl bg-slate-100" />
        </div>
      ) : (
        <ConversationView page={query.data} />
      )}
    </section>
  );
}
