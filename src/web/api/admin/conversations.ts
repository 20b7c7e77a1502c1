// Admins: reported conversations with their messages, and people sending one text to many homes
// (docs/product/conversations.md#reports).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CONVERSATION_API } from '../../../shared/api-conversations.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import type { ConversationModerationResponseSchema } from '../../../shared/schemas/conversation.ts';
import { getJson, postJson } from '../client.ts';

export type ConversationModeration = z.infer<typeof ConversationModerationResponseSchema>;

const queryKey = ['admin', 'conversations'] as const;

/** Admins only; `enabled` is false for everyone else so no refused call is made. */
export const useConversationModeration = (enabled: boolean) =>
  useQuery({
    queryKey,
    queryFn: ({ signal }) => getJson<ConversationModeration>(CONVERSATION_API.admin, undefined, signal),
    enabled,
  });

export const useResolveConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      postJson<MessageResponse>(CONVERSATION_API.adminResolve.replace(':id', String(id))),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
};
