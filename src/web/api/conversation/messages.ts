// One conversation's messages (docs/product/conversations.md): pages of messages, newest last,
// each older page asked for with `before`; sending, marking read, blocking and reporting. Each
// change writes its answer into the cache, so the open conversation and the inbox follow at once.
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { API } from '../../../shared/api.ts';
import type {
  Conversation,
  ConversationResponseSchema,
  Message,
  MessagesResponseSchema,
  ReportConversationBody,
  SendMessageResponseSchema,
  UnreadResponseSchema,
} from '../../../shared/schemas/conversation.ts';
import { getJson, postJson } from '../client.ts';
import { conversationsKey, updateInbox, withConversation } from './conversations.ts';

export type MessagesPage = z.infer<typeof MessagesResponseSchema>;
type Pages = InfiniteData<MessagesPage, number | null>;
type ConversationAnswer = z.infer<typeof ConversationResponseSchema>;

export const messagesQueryKey = (id: number) => [...conversationsKey, 'messages', id] as const;

const one = (path: string, id: number) => path.replace(':id', String(id));

export const getMessages = (id: number, before: number | null) =>
  getJson<MessagesPage>(one(API.conversation.messages, id), before === null ? {} : { before });

/** The pages loaded so far: the newest first, as "Load older" adds them. */
export const useMessages = (id: number, enabled: boolean) =>
  useInfiniteQuery({
    enabled,
    queryKey: messagesQueryKey(id),
    queryFn: ({ pageParam }) => getMessages(id, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    retry: false,
    meta: { handlesLogin: true },
  });

/** The conversation's messages, oldest first, from the pages loaded. */
export const messagesOf = (pages: { pages: MessagesPage[] }) =>
  [...pages.pages].reverse().flatMap((page) => page.messages);

/** Adds a message to the newest page of its conversation, unless it is there already. */
export const addMessage = (queryClient: QueryClient, message: Message) =>
  queryClient.setQueryData<Pages>(messagesQueryKey(message.conversation_id), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest || messagesOf(data).some((m) => m.id === message.id)) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });

/** Puts the conversation as the server now describes it on every page and in the inbox. */
const setConversation = (queryClient: QueryClient, conversation: Conversation) => {
  queryClient.setQueryData<Pages>(
    messagesQueryKey(conversation.id),
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, conversation })) },
  );
  updateInbox(queryClient, (inbox) => withConversation(inbox, conversation));
};

export const sendMessage = (id: number, text: string) =>
  postJson<z.infer<typeof SendMessageResponseSchema>>(one(API.conversation.messages, id), { text });

export const useSendMessage = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendMessage(id, text),
    onSuccess: ({ message }) => {
      addMessage(queryClient, message);
      updateInbox(queryClient, (inbox) => ({
        ...inbox,
        data: inbox.data.map((c) =>
          c.id === id
            ? { ...c, last_message: { text: message.text, from_me: true, created_at: message.created_at } }
            : c,
        ),
      }));
    },
  });
};

export const markRead = (id: number) =>
  postJson<z.infer<typeof UnreadResponseSchema>>(one(API.conversation.read, id));

/** Opening a conversation, or a message arriving while it is open: its messages stop counting as unread. */
export const useMarkRead = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markRead(id),
    onSuccess: ({ unread }) =>
      updateInbox(queryClient, (inbox) => ({
        unread,
        data: inbox.data.map((c) => (c.id === id ? { ...c, unread: 0 } : c)),
      })),
  });
};

export const blockConversation = (id: number) =>
  postJson<ConversationAnswer>(one(API.conversation.block, id));
export const unblockConversation = (id: number) =>
  postJson<ConversationAnswer>(one(API.conversation.unblock, id));
export const reportConversation = (id: number, body: ReportConversationBody) =>
  postJson<ConversationAnswer>(one(API.conversation.report, id), body);

const useConversationChange = <V>(change: (variables: V) => Promise<ConversationAnswer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ conversation }) => setConversation(queryClient, conversation),
  });
};

export const useBlockConversation = (id: number) => useConversationChange(() => blockConversation(id));
export const useUnblockConversation = (id: number) => useConversationChange(() => unblockConversation(id));
export const useReportConversation = (id: number) =>
  useConversationChange((body: ReportConversationBody) => reportConversation(id, body));
