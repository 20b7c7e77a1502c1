// Web Push subscriptions (docs/product/conversations.md#notices): a logged-in person's browser
// hands over where its push service takes notifications; the unread-message notices push to
// every browser the reader subscribed, and forget the ones the push service has forgotten.
// Only known push services are written to, at most 10 browsers an account, 4 pushes at a time
// (docs/decisions/0129-push-only-to-push-services.md).
import type {
  PushKeyResponse,
  PushSubscribedResponse,
  PushSubscriptionBody,
} from '../../../shared/schemas/push.ts';
import type { PushNotice, WebPush } from '../../adapters/web-push.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badInput } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { isPushServiceEndpoint, NOT_A_PUSH_SERVICE, type PushServiceSettings } from './push-services.ts';
import {
  deleteOwnSubscription,
  deleteSubscription,
  deleteSubscriptionsOf,
  keepNewestSubscriptions,
  listNewestSubscriptionsOf,
  listSubscriptionsOf,
  lockSubscriptionsOf,
  markUsed,
  upsertSubscription,
} from './store.ts';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'webPush' | 'config'>;

/** Browsers an account keeps: a person has a few; a thousand would be a thousand posts per notice. */
export const SUBSCRIPTIONS_PER_ACCOUNT = 10;
/** Pushes in flight at once over one run of the notices, whoever they are for. */
const PUSHES_AT_ONCE = 4;

/** Runs a push when one of the run's slots is free. */
export type PushSlots = <T>(push: () => Promise<T>) => Promise<T>;

/** The slots of one run of the notices: at most PUSHES_AT_ONCE pushes wait on push services at once. */
export const pushSlots = (): PushSlots => {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return async (push) => {
    if (busy < PUSHES_AT_ONCE) busy += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await push();
    } finally {
      // The slot passes straight to the next push waiting, or is freed.
      const next = waiting.shift();
      if (next) next();
      else busy -= 1;
    }
  };
};

export const readPushKey = (options: { deps: Pick<AppDeps, 'webPush'> }): PushKeyResponse => ({
  public_key: options.deps.webPush?.publicKey ?? null,
});

export const subscribeToPush = async (options: {
  deps: Deps;
  viewer: Viewer | null;
  body: PushSubscriptionBody;
}): Promise<PushSubscribedResponse> => {
  const viewer = requireUser(options.viewer);
  if (!isPushServiceEndpoint(options.body.endpoint, options.deps.config)) {
    throw badInput('endpoint', NOT_A_PUSH_SERVICE);
  }
  await options.deps.database.db.transaction(async (tx) => {
    await lockSubscriptionsOf(tx, viewer.id);
    await upsertSubscription(tx, {
      userId: viewer.id,
      endpoint: options.body.endpoint,
      p256dh: options.body.keys.p256dh,
      auth: options.body.keys.auth,
      now: options.deps.clock.now(),
    });
    // An 11th browser replaces the one subscribed longest ago.
    await keepNewestSubscriptions(tx, { userId: viewer.id, keep: SUBSCRIPTIONS_PER_ACCOUNT });
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
 * Pushes `notice` to each of the person's newest browsers, through `slots`; a subscription the
 * push service forgot is deleted, any other failure goes to `onError` and never stops the others.
 * Answers how many took it.
 */
export const pushToPerson = async (input: {
  db: Db;
  webPush: WebPush;
  services: PushServiceSettings;
  slots: PushSlots;
  userId: number;
  notice: PushNotice;
  now: Date;
  onError: (error: unknown) => void;
}) => {
  const targets = await listNewestSubscriptionsOf(input.db, {
    userId: input.userId,
    limit: SUBSCRIPTIONS_PER_ACCOUNT,
  });
  let pushed = 0;
  await Promise.all(
    targets.map(async (target) => {
      try {
        // Saved before addresses were checked, or off a list since narrowed: never posted to.
        if (!isPushServiceEndpoint(target.endpoint, input.services)) {
          await deleteSubscription(input.db, target.id);
          return;
        }
        const { gone } = await input.slots(() => input.webPush.send(target, input.notice));
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
