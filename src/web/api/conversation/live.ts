// The live channel (docs/product/conversations.md): Server-Sent Events from
// `GET /api/conversations/live` with the session's cookie. A new message joins its conversation
// and moves it to the top of the inbox; a read mark sets the unread count. Whenever the channel
// (re)opens, the inbox and any open conversation are fetched again: that is how a phone that was
// offline gets what it missed. EventSource reconnects by itself.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CONVERSATION_API } from '../../../shared/api-conversations.ts';
import { type LiveEvent, LiveEventSchema, type Message } from '../../../shared/schemas/conversation.ts';
import { conversationsKey, inboxQueryKey, updateInbox } from './conversations.ts';
import { addMessage } from './messages.ts';

/** Messages each cache has counted, so one sent twice (a channel reopened, a retry) counts once. */
const counted = new WeakMap<QueryClient, Set<number>>();
const COUNTED_KEPT = 500;

/** True the first time a cache sees this message. */
const firstSight = (queryClient: QueryClient, id: number) => {
  const ids = counted.get(queryClient) ?? new Set<number>();
  counted.set(queryClient, ids);
  if (ids.has(id)) return false;
  ids.add(id);
  if (ids.size > COUNTED_KEPT) ids.delete(ids.values().next().value!);
  return true;
};

/** The inbox with a new message: its conversation first, its counts one up unless the reader wrote it. */
const messageArrived = (queryClient: QueryClient, message: Message) => {
  if (!firstSight(queryClient, message.id)) return;
  addMessage(queryClient, message);
  const inbox = queryClient.getQueryData<{ data: { id: number }[] }>(inboxQueryKey);
  if (!inbox?.data.some((c) => c.id === message.conversation_id)) {
    // A conversation this inbox has not heard of (someone wrote first), or an inbox still on its
    // way, which may have been read before this message was written: asked again. An answer on
    // its way is dropped first; without that, a first question still unanswered would be the
    // one waited for.
    void queryClient
      .cancelQueries({ queryKey: inboxQueryKey })
      .then(() => queryClient.invalidateQueries({ queryKey: inboxQueryKey }));
    return;
  }
  const unreadAdded = message.from_me ? 0 : 1;
  updateInbox(queryClient, ({ data, unread }) => {
    const conversation = data.find((c) => c.id === message.conversation_id)!;
    const moved = {
      ...conversation,
      unread: conversation.unread + unreadAdded,
      updated_at: message.created_at,
      last_message: { text: message.text, from_me: message.from_me, created_at: message.created_at },
    };
    return { unread: unread + unreadAdded, data: [moved, ...data.filter((c) => c !== conversation)] };
  });
};

/** Applies one event of the channel to the cache. */
export const applyLiveEvent = (queryClient: QueryClient, event: LiveEvent) => {
  switch (event.type) {
    case 'message':
      messageArrived(queryClient, event.message);
      return;
    case 'read':
      updateInbox(queryClient, (inbox) => ({
        unread: event.unread,
        data: inbox.data.map((c) => (c.id === event.conversation_id ? { ...c, unread: 0 } : c)),
      }));
      return;
    default:
      return event satisfies never;
  }
};

/**
 * A channel the server refused (a busy server's 503, an address's 429) is closed by the browser
 * for good; it is opened again after this long, the Retry-After the server gives
 * (docs/decisions/0130-a-stream-lives-no-longer-than-its-session.md). A channel the server ended
 * (its hour, a sixth of the account) is reopened by the browser itself.
 */
export const REOPEN_REFUSED_MS = 30_000;

/** Listens to the live channel while `enabled` (someone is logged in). */
export const useConversationLive = (enabled: boolean) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const onEvent = (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = LiveEventSchema.safeParse(data);
      if (parsed.success) applyLiveEvent(queryClient, parsed.data);
    };
    const onOpen = () => void queryClient.invalidateQueries({ queryKey: conversationsKey });
    const open = () => {
      source = new EventSource(CONVERSATION_API.live, { withCredentials: true });
      source.addEventListener('open', onOpen);
      source.addEventListener('message', onEvent);
      source.addEventListener('read', onEvent);
      source.addEventListener('error', () => {
        if (source.readyState !== EventSource.CLOSED) return;
        reopen = setTimeout(open, REOPEN_REFUSED_MS);
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      source.close();
    };
  }, [enabled, queryClient]);
};
