// Web Push subscriptions (docs/product/conversations.md#notices): a logged-in person's browser
// hands over where its push service takes notifications; the unread-message notices push to
// every browser the reader subscribed, and forget the ones the push service has forgotten.
import type {
  PushKeyResponse,
  PushSubscribedResponse,
  PushSubscriptionBody,
} from '../../../shared/schemas/push.ts';
import type { PushNotice, WebPush } from '../../adapters/web-push.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { requireUser } from '../../http/guards.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import {
  deleteOwnSubscription,
  deleteSubscription,
  deleteSubscriptionsOf,
  listSubscriptionsOf,
  markUsed,
  upsertSubscription,
} from './store.ts';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'webPush'>;

export const readPushKey = (options: { deps: Pick<AppDeps, 'webPush'> }): PushKeyResponse => ({
  public_key: options.deps.webPush?.publicKey ?? null,
});

export const subscribeToPush = async (options: {
  deps: Deps;
  viewer: Viewer | null;
  body: PushSubscriptionBody;
}): Promise<PushSubscribedResponse> => {
  const viewer = requireUser(options.viewer);
  await upsertSubscription(options.deps.database.db, {
    userId: viewer.id,
    endpoint: options.body.endpoint,
    p256dh: options.body.keys.p256dh,
    auth: options.body.keys.auth,
    now: options.deps.clock.now(),
  });
  return { subscribed: true };
};

export const unsubscribeFromPush = async (options: {
  deps: Deps;
  viewer: Viewer | null;
  endpoint: string;
}): Promise<PushSubscribedResponse> => {
  const viewer = requireUser(options.viewer);
  await deleteOwnSubscription(options.deps.database.db, { userId: viewer.id, endpoint: options.endpoint });
  return { subscribed: false };
};

/**
 * Pushes `notice` to each of the person's browsers; a subscription the push service forgot is
 * deleted, any other failure goes to `onError` and never stops the others. Answers how many took it.
 */
export const pushToPerson = async (input: {
  db: Db;
  webPush: WebPush;
  userId: number;
  notice: PushNotice;
  now: Date;
  onError: (error: unknown) => void;
}) => {
  const targets = await listSubscriptionsOf(input.db, input.userId);
  let pushed = 0;
  await Promise.all(
    targets.map(async (target) => {
      try {
        const { gone } = await input.webPush.send(target, input.notice);
        if (gone) await deleteSubscription(input.db, target.id);
        else {
          await markUsed(input.db, { id: target.id, now: input.now });
          pushed += 1;
        }
      } catch (error) {
        input.onError(error);
      }
    }),
  );
  return pushed;
};

/** The person's browsers for their data export: when each subscribed and its push service, not the address itself. */
export const exportPushSubscriptions = async (input: { db: Db; userId: number }) =>
  (await listSubscriptionsOf(input.db, input.userId)).map((s) => ({
    created_at: s.createdAt.toISOString(),
    push_service: new URL(s.endpoint).origin,
  }));

/** Account deletion: a paying person's row is kept anonymised, so the foreign key's cascade does not fire. */
export const forgetPushSubscriptions = (input: { db: DbOrTx; userId: number }) =>
  deleteSubscriptionsOf(input.db, input.userId);
