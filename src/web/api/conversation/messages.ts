// One conversation's messages (docs/product/conversations.md), newest last: the newest page, and
// each older page asked for with `before` joins it in the cache; sending, marking read, blocking
// and reporting. Each change writes its answer into the cache, so the open conversation and the
// inbox follow at once.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CONVERSATION_API } from '../../../shared/api-conversations.ts';
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
type ConversationAnswer = z.infer<typeof ConversationResponseSchema>;

export const messagesQueryKey = (id: number) => [...conversationsKey, 'messages', id] as const;

const one = (path: string, id: number) => path.replace(':id', String(id));

export const getMessages = (id: number, before: number | null) =>
  getJson<MessagesPage>(one(CONVERSATION_API.messages, id), before === null ? {} : { before });

/**
 * The conversation with its newest messages. Read again (the live channel reopening), the older
 * messages already loaded stay under the newest page when the two meet.
 */
export const useMessages = (id: number, enabled: boolean) => {
  const queryClient = useQueryClient();
  return useQuery({
    enabled,
    queryKey: messagesQueryKey(id),
    queryFn: async () => {
      const newest = await getMessages(id, null);
      const known = queryClient.getQueryData<MessagesPage>(messagesQueryKey(id));
      const first = newest.messages[0]?.id;
      if (!known || first === undefined || !known.messages.some((m) => m.id === first)) return newest;
      const older = known.messages.filter((m) => m.id < first);
      return older.length === 0
        ? newest
        : { ...newest, messages: [...older, ...newest.messages], next_before: known.next_before };
    },
    retry: false,
    meta: { handlesLogin: true },
  });
};

/** "Load older": the page before the oldest message shown joins the conversation. */
export const useLoadOlder = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (before: number) => getMessages(id, before),
    onSuccess: (older) =>
      queryClient.setQueryData<MessagesPage>(
        messagesQueryKey(id),
        (data) =>
          data && {
            ...data,
            messages: [
              ...older.messages.filter((m) => m.id < (data.messages[0]?.id ?? Infinity)),
              ...data.messages,
            ],
            next_before: older.next_before,
          },
      ),
  });
};

/** Adds a message at the end of its conversation, unless it is there already. */
export const addMessage = (queryClient: QueryClient, message: Message) =>
  queryClient.setQueryData<MessagesPage>(messagesQueryKey(message.conversation_id), (data) =>
    !data || data.messages.some((m) => m.id === message.id)
      ? data
      : { ...data, messages: [...data.messages, message] },
  );

/** Puts the conversation as the server now describes it on every page and in the inbox. */
const setConversation = (queryClient: QueryClient, conversation: Conversation) => {
  queryClient.setQueryData<MessagesPage>(
    messagesQueryKey(conversation.id),
    (data) => data && { ...data, conversation },
  );
  updateInbox(queryClient, (inbox) => withConversation(inbox, conversation));
};

export const sendMessage = (id: number, text: string) =>
  postJson<z.infer<typeof SendMessageResponseSchema>>(one(CONVERSATION_API.messages, id), { text });

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
  postJson<z.infer<typeof UnreadResponseSchema>>(one(CONVERSATION_API.read, id));

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
  postJson<ConversationAnswer>(one(CONVERSATION_API.block, id));
export const unblockConversation = (id: number) =>
  postJson<ConversationAnswer>(one(CONVERSATION_API.unblock, id));
export const reportConversation = (id: number, body: ReportConversationBody) =>
  postJson<ConversationAnswer>(one(CONVERSATION_API.report, id), body);

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
