// The inbox (docs/product/conversations.md): the reader's conversations, newest first, and the
// unread count the header's badge shows, from one query. Starting a conversation refreshes it.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CONVERSATION_API } from '../../../shared/api-conversations.ts';
import type {
  Conversation,
  ConversationsResponseSchema,
  StartConversationBody,
  StartConversationResponseSchema,
} from '../../../shared/schemas/conversation.ts';
import { getJson, postJson } from '../client.ts';

export type ConversationsResponse = z.infer<typeof ConversationsResponseSchema>;

/** Every conversation query starts with this, so one invalidation refreshes them all. */
export const conversationsKey = ['conversations'] as const;
export const inboxQueryKey = [...conversationsKey, 'inbox'] as const;

export const getConversations = (signal?: AbortSignal) =>
  getJson<ConversationsResponse>(CONVERSATION_API.list, undefined, signal);

const inboxQuery = (enabled: boolean) => ({
  enabled,
  queryKey: inboxQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => getConversations(signal),
  retry: false,
  meta: { handlesLogin: true },
});

export const useConversations = (enabled: boolean) => useQuery(inboxQuery(enabled));

/** The badge's count: the same answer as the inbox, so the two never disagree. */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({ ...inboxQuery(enabled), select: (answer: ConversationsResponse) => answer.unread });

/** Changes the inbox as it is cached, when there is one. */
export const updateInbox = (
  queryClient: QueryClient,
  change: (inbox: ConversationsResponse) => ConversationsResponse,
) => queryClient.setQueryData<ConversationsResponse>(inboxQueryKey, (inbox) => inbox && change(inbox));

/** The inbox with one conversation as the server now describes it. */
export const withConversation = (inbox: ConversationsResponse, conversation: Conversation) => ({
  ...inbox,
  data: inbox.data.map((c) => (c.id === conversation.id ? conversation : c)),
});

export const startConversation = (body: StartConversationBody) =>
  postJson<z.infer<typeof StartConversationResponseSchema>>(CONVERSATION_API.list, body);

/** "Message owner": starts or continues the reader's conversation about a listing. */
export const useStartConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
  });
};
