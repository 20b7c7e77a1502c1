// This browser's push notifications for new messages (docs/product/conversations.md#push-notifications):
// whether it can take them, whether the person allowed or blocked them, and turning them on
// (permission, a subscription with the server's key, saved on the server) and off.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '../../../shared/schemas/push.ts';
import { removePushSubscription, savePushSubscription, usePushKey } from '../../api/push/push.ts';

const subscriptionQueryKey = ['push', 'subscription'] as const;

const canPush = () =>
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window &&
  'serviceWorker' in navigator;

/** The service worker's push manager; none before the worker is registered (or in development). */
const pushManager = async () => (await navigator.serviceWorker.getRegistration())?.pushManager ?? null;

/** A base64url key as the bytes PushManager.subscribe takes. */
const keyBytes = (key: string) => {
  const base64 = key.replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
};

export type PushNoticesState = 'unavailable' | 'denied' | 'off' | 'on';

export const usePushNotices = (loggedIn: boolean) => {
  const queryClient = useQueryClient();
  const supported = loggedIn && canPush();
  const key = usePushKey(supported);
  const subscription = useQuery({
    enabled: supported,
    queryKey: subscriptionQueryKey,
    queryFn: async () => {
      const manager = await pushManager();
      return manager ? { manager, current: await manager.getSubscription() } : null;
    },
  });
  const done = () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
  const turnOn = useMutation({
    mutationFn: async () => {
      const manager = subscription.data?.manager;
      const publicKey = key.data?.public_key;
      if (!manager || !publicKey) return;
      if ((await Notification.requestPermission()) !== 'granted') return;
      const made = await manager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      try {
        await savePushSubscription(made.toJSON() as PushSubscriptionBody);
      } catch (error) {
        // Refused (a push service the server does not post to: docs/decisions/0129-push-only-to-push-services.md):
        // a browser left subscribed would say "on" and hear nothing.
        await made.unsubscribe();
        throw error;
      }
    },
    onSettled: done,
  });
  const turnOff = useMutation({
    mutationFn: async () => {
      const current = subscription.data?.current;
      if (!current) return;
      await removePushSubscription(current.endpoint);
      await current.unsubscribe();
    },
    onSettled: done,
  });

  const state: PushNoticesState =
    !supported || !key.data?.public_key || !subscription.data
      ? 'unavailable'
      : Notification.permission === 'denied'
        ? 'denied'
        : subscription.data.current && Notification.permission === 'granted'
          ? 'on'
          : 'off';
  return { state, turnOn, turnOff };
};
