// Web Push for the notices of unread messages (docs/product/conversations.md#push-notifications):
// the server's key browsers subscribe with, and saving or removing this browser's subscription.
// Only the inbox loads this.
import { useQuery } from '@tanstack/react-query';
import { PUSH_API } from '../../../shared/api-conversations.ts';
import type {
  PushKeyResponse,
  PushSubscribedResponse,
  PushSubscriptionBody,
} from '../../../shared/schemas/push.ts';
import { getJson, postJson, request } from '../client.ts';

export const pushKeyQueryKey = ['push', 'key'] as const;

/** The VAPID public key, or null when the server sends no pushes; it changes only with a release. */
export const usePushKey = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: pushKeyQueryKey,
    queryFn: () => getJson<PushKeyResponse>(PUSH_API.key),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const savePushSubscription = (body: PushSubscriptionBody) =>
  postJson<PushSubscribedResponse>(PUSH_API.subscriptions, body);

export const removePushSubscription = (endpoint: string) =>
  request<PushSubscribedResponse>(PUSH_API.subscriptions, { method: 'DELETE', body: { endpoint } });
