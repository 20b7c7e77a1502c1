import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import type { ModerationActionInput, ModerationQueueResponse } from '../../../shared/schemas/trust.ts';
import { getJson, postJson } from '../client.ts';

const moderationQueryKey = ['admin', 'moderation'] as const;

/** Admins only; `enabled` is false for everyone else so no refused call is made. */
export const useModerationQueue = (enabled: boolean) =>
  useQuery({
    queryKey: moderationQueryKey,
    queryFn: ({ signal }) => getJson<ModerationQueueResponse>(ADMIN_API.moderation, undefined, signal),
    enabled,
  });

export const useModerate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationActionInput) => postJson<MessageResponse>(ADMIN_API.moderate, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['listings'] });
    },
  });
};
