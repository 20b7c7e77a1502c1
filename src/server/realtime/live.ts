// The live channel's fan-out (docs/product/conversations.md#live): features publish an event
// to a person, and every open channel of that person hears it, on whichever process holds
// it. Across processes through one Redis pub/sub channel when REDIS_URL is set; inside the
// process otherwise. Features publish here and never hold connections themselves; the
// connections are held by the route that opened them (live-route.ts).
import type { Redis } from 'ioredis';
import type { LiveEvent } from '../../shared/schemas/conversation.ts';
import { closeRedis, duplicateRedis, subscribeSoon, throughRedis } from '../adapters/redis.ts';

export type LiveListener = (event: LiveEvent) => void;

/**
 * Sessions whose open channels end, on every process (docs/decisions/0130-a-stream-lives-no-longer-than-its-session.md):
 * one session of a person (`idHash`), or all of theirs but `exceptIdHash`, or all of them.
 */
export type SessionsEnded = { userId: number; idHash?: string; exceptIdHash?: string };
export type SessionsEndedListener = (ended: SessionsEnded) => void;

export type Live = {
  /** Every open channel of `userId`, on every process, hears `event`. */
  publish: (userId: number, event: LiveEvent) => Promise<void>;
  /** Hears the events to `userId` on this process until the returned function is called. */
  subscribe: (userId: number, listener: LiveListener) => () => void;
  /** Every process ends the open channels of the sessions named: a logout, a password reset. */
  endSessions: (ended: SessionsEnded) => Promise<void>;
  /** Hears ended sessions on this process until the returned function is called. */
  onSessionsEnded: (listener: SessionsEndedListener) => () => void;
  /** Open channels on this process. */
  connections: () => number;
  close: () => Promise<void>;
};

/** The listeners of this process, by person. */
const createListeners = () => {
  const byUser = new Map<number, Set<LiveListener>>();
  const endedListeners = new Set<SessionsEndedListener>();
  let count = 0;
  return {
    add(userId: number, listener: LiveListener) {
      const set = byUser.get(userId) ?? new Set();
      set.add(listener);
      byUser.set(userId, set);
      count += 1;
      return () => {
        if (!set.delete(listener)) return;
        count -= 1;
        if (set.size === 0) byUser.delete(userId);
      };
    },
    deliver(userId: number, event: LiveEvent) {
      for (const listener of byUser.get(userId) ?? []) {
        try {
          listener(event);
        } catch {
          // One broken channel never stops the others.
        }
      }
    },
    count: () => count,
    onEnded(listener: SessionsEndedListener) {
      endedListeners.add(listener);
      return () => void endedListeners.delete(listener);
    },
    end(ended: SessionsEnded) {
      for (const listener of endedListeners) listener(ended);
    },
  };
};

export const createLocalLive = (): Live => {
  const listeners = createListeners();
  return {
    publish: async (userId, event) => listeners.deliver(userId, event),
    subscribe: listeners.add,
    endSessions: async (ended) => listeners.end(ended),
    onSessionsEnded: listeners.onEnded,
    connections: listeners.count,
    close: async () => undefined,
  };
};

/**
 * Fan-out through Redis on `channel` (the deployment's own, config.redisPrefix): `redis`
 * publishes, and a second connection of its own (a connection in subscriber mode can do
 * nothing else) hears every process's events. While Redis is away, events are delivered in
 * this process (docs/decisions/0131-redis-can-be-away.md).
 */
export const createRedisLive = async (redis: Redis, channel: string): Promise<Live> => {
  const listeners = createListeners();
  const subscriber = duplicateRedis(redis);
  const reachable = {
    get status() {
      return redis.status === 'ready' && subscriber.status === 'ready' ? 'ready' : 'away';
    },
  };
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const { userId, event, ended } = JSON.parse(raw) as {
        userId: number;
        event?: LiveEvent;
        ended?: SessionsEnded;
      };
      if (ended) listeners.end(ended);
      else if (event) listeners.deliver(userId, event);
    } catch {
      // Not ours to read.
    }
  });
  await subscribeSoon(subscriber, channel);
  return {
    publish: async (userId, event) => {
      await throughRedis(
        'live',
        reachable,
        async () => {
          await redis.publish(channel, JSON.stringify({ userId, event }));
        },
        () => listeners.deliver(userId, event),
      );
    },
    subscribe: listeners.add,
    endSessions: async (ended) => {
      await throughRedis(
        'live',
        reachable,
        async () => {
          await redis.publish(channel, JSON.stringify({ userId: ended.userId, ended }));
        },
        () => listeners.end(ended),
      );
    },
    onSessionsEnded: listeners.onEnded,
    connections: listeners.count,
    close: () => closeRedis(subscriber),
  };
};
