// The connection to Redis, which the server can do without (docs/decisions/0131-redis-can-be-away.md):
// a process starts and serves while Redis is away, counts rate limits in memory and delivers
// the live channel in process, reconnects by itself with backoff, and says so in one line
// each way. No command ever waits for Redis: one sent while it is away fails at once (no
// offline queue) and one it does not answer fails after REDIS_COMMAND_TIMEOUT_MS, and the
// caller falls back. With Sentinels (docs/decisions/0160-redis-sentinel.md) each connection
// asks them for the master, and again after every disconnection, so a promoted replica is
// found within a reconnection.
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import {
  redisFallbackInUse,
  redisFallbacks,
  redisReconnects,
  redisWaitSeconds,
  watchRedis,
} from '../metrics.ts';

/** Longer than any answer of a healthy Redis on the same network, short enough for a request. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/** Waits between reconnection attempts: 0.2 s, doubling, at most 5 s. */
const backoff = (attempt: number) => Math.min(200 * 2 ** Math.min(attempt - 1, 5), 5_000);

/** host:port of a Redis URL, never its password. */
const describeRedis = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 6379}`;
};

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** REDIS_SENTINELS (host:port,host:port) and the name of the master they watch. */
export type Sentinels = { hosts: string; name: string };

const sentinelOptions = ({ hosts, name }: Sentinels): RedisOptions => ({
  sentinels: hosts.split(',').map((hostPort) => {
    const [host, port] = hostPort.trim().split(':');
    return { host: host!, port: Number(port) };
  }),
  name,
  sentinelRetryStrategy: backoff,
  // Told by the Sentinels of a new master at once, rather than at the next failed command.
  failoverDetector: true,
});

/** Connections this process is closing itself: not Redis going away. */
const closing = new WeakSet<Redis>();

/**
 * One connection per process. Logs when Redis goes away and when it is back, once each, and
 * counts the returns on /metrics.
 */
export const connectRedis = (url: string, log: Log, sentinels?: Sentinels): Redis => {
  const options: RedisOptions = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: backoff,
    ...(sentinels ? sentinelOptions(sentinels) : {}),
  };
  const redis = new Redis(url, options);
  const where = sentinels ? `${sentinels.name} (Sentinels ${sentinels.hosts})` : describeRedis(url);
  let state: 'starting' | 'up' | 'away' = 'starting';
  const away = (reason: string) => {
    if (state === 'away') return;
    state = 'away';
    log.warn(
      { redis: where, reason },
      `Redis at ${where} is away: rate limits count in memory in this process and the live channel delivers in this process until it is back; reconnecting`,
    );
  };
  redis.on('error', (error: Error & { code?: string }) => away(error.code ?? error.message));
  redis.on('close', () => {
    if (state === 'up' && !closing.has(redis)) away('connection closed');
  });
  redis.on('ready', () => {
    if (state === 'away') {
      redisReconnects.inc();
      log.info(
        { redis: where },
        `Redis at ${where} is back: rate limits and the live channel go through it again`,
      );
    }
    state = 'up';
  });
  watchRedis(redis);
  return redis;
};

/**
 * A second connection for what must wait for Redis rather than fail (a subscription, renewed
 * by ioredis after each reconnection). Its errors are the first connection's, reported there.
 */
export const duplicateRedis = (redis: Redis): Redis => {
  const copy = redis.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  copy.on('error', () => undefined);
  return copy;
};

/**
 * Subscribes `subscriber` (a duplicateRedis) to `channel`: resolves once subscribed, or as
 * soon as Redis proves away (the subscription then follows when it is back), never later
 * than the connect timeout, so a process starts whether or not Redis is there.
 */
export const subscribeSoon = (subscriber: Redis, channel: string) =>
  new Promise<void>((resolve) => {
    const done = () => {
      subscriber.off('error', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 2_000);
    subscriber.once('error', done);
    subscriber.subscribe(channel).then(done, done);
  });

/** Closes `redis` whether or not it is connected, without waiting for an away Redis. */
export const closeRedis = async (redis: Redis) => {
  closing.add(redis);
  if (redis.status === 'ready') {
    const quit = redis.quit().catch(() => undefined);
    await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
  }
  redis.disconnect();
};

/** Runs `viaRedis` when Redis is ready, `inProcess` when it is away or fails; times and counts both. */
export const throughRedis = async <T>(
  use: 'rate_limits' | 'live',
  redis: { status: string },
  viaRedis: () => Promise<T>,
  inProcess: () => T | Promise<T>,
): Promise<T> => {
  const stop = redisWaitSeconds.startTimer({ use });
  if (redis.status === 'ready') {
    try {
      const result = await viaRedis();
      stop();
      redisFallbackInUse.set({ use }, 0);
      return result;
    } catch {
      // Away, or slower than REDIS_COMMAND_TIMEOUT_MS: served here instead.
    }
  }
  stop();
  redisFallbackInUse.set({ use }, 1);
  redisFallbacks.inc({ use });
  return inProcess();
};
