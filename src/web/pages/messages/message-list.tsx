// A conversation's messages as bubbles, the reader's on the right, newest last; "Load older"
// asks for the page before the oldest shown. The view follows the newest message as it arrives.
import { useEffect, useRef } from 'react';
import type { Conversation, Message } from '../../../shared/schemas/conversation.ts';
import { DealCard } from '../../features/deals/deal-card.tsx';
import { useListingName } from '../../i18n/place-names.ts';
import { useMessageTime } from '../../i18n/use-message-time.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { HiddenNote } from './hidden-note.tsx';

function Bubble({ message, conversation }: { message: Message; conversation: Conversation }) {
  const time = useMessageTime();
  const home = useListingName()(conversation.listing);
  const mine = message.from_me;
  // A step of a deal is drawn as its card (docs/product/deals.md#cards).
  if (message.card) {
    return (
      <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
        <DealCard
          card={message.card}
          fromMe={mine}
          createdAt={message.created_at}
          conversationId={conversation.id}
          otherName={conversation.other.name}
          home={home}
        />
      </li>
    );
  }
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm ${
          mine
            ? 'rounded-br-sm bg-brand-700 text-white'
            : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900'
        }`}
      >
        <p className="break-words whitespace-pre-wrap">{message.text}</p>
        <time
          dateTime={message.created_at}
          className={`mt-0.5 block text-right text-xs ${mine ? 'text-brand-50' : 'text-slate-600'}`}
        >
          {time.full(message.created_at)}
        </time>
      </div>
      {message.hidden.length > 0 && (
        <HiddenNote
          hidden={message.hidden}
          listedBy={conversation.listing.listed_by}
          listingId={conversation.listing.id}
        />
      )}
    </li>
  );
}

export function MessageList(props: {
  conversation: Conversation;
  messages: Message[];
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const { conversation, messages } = props;
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // Older pages come in above, the newest stays; only a new newest message moves the view.
  // Braces: scrollIntoView returns a promise in newer browsers, and an effect may return only its clean-up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the newest message's id
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  return (
    <div className="flex flex-col gap-3 py-4">
      {props.hasOlder && (
        <Button
          variant="ghost"
          className="self-center text-sm"
          isLoading={props.isLoadingOlder}
          loadingLabel={t('conversations.loadingOlder')}
          onClick={props.onLoadOlder}
        >
          {t('conversations.loadOlder')}
        </Button>
      )}
      {messages.length === 0 ? (
        <p className="py-8 text-center text-slate-600">{t('conversations.noMessages')}</p>
      ) : (
        <ol
          aria-label={t('conversations.messagesWith', { name: conversation.other.name })}
          className="flex flex-col gap-3"
        >
          {messages.map((message) => (
            <Bubble key={message.id} message={message} conversation={conversation} />
          ))}
        </ol>
      )}
      <div ref={end} />
    </div>
  );
}
