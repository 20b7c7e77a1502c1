// How many connections a process can hold (docs/decisions/0130-a-stream-lives-no-longer-than-its-session.md):
// every connection is an open file, and a process out of open files cannot open its database,
// a photo or /proc, so it refuses new connections well before, keeping a margin for those.
import { readFileSync } from 'node:fs';
import type { Config } from '../config.ts';

/** Where a limit cannot be read (not Linux): the common default soft limit. */
const ASSUMED_LIMIT = 1024;

/**
 * The soft limit of open files (RLIMIT_NOFILE) of this process, from /proc/self/limits;
 * ASSUMED_LIMIT when it cannot be read.
 */
export const readDescriptorLimit = (read = () => readFileSync('/proc/self/limits', 'utf8')) => {
  try {
    const line = read()
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return 1_048_576;
    const limit = Number(soft);
    return Number.isInteger(limit) && limit > 0 ? limit : ASSUMED_LIMIT;
  } catch {
    return ASSUMED_LIMIT;
  }
};

/**
 * Of `limit` open files: the connections the HTTP server holds (the rest kept for the database
 * pool, Redis, photos, logs and Node's own, at least 128), and the live channels among them (three
 * quarters, so calls are still answered while the channels are full). 1,024 gives 896 and 672.
 */
export const connectionBudget = (limit: number) => {
  const connections = Math.max(16, limit - Math.max(128, Math.ceil(limit / 8)));
  return { connections, streams: Math.floor((connections * 3) / 4) };
};

/** The budget of this process: the settings where given, else derived from its limit of open files. */
export const connectionLimits = (
  config: Pick<Config, 'MAX_CONNECTIONS' | 'LIVE_MAX_STREAMS'>,
  limit = readDescriptorLimit(),
) => {
  const derived = connectionBudget(limit);
  const connections = config.MAX_CONNECTIONS ?? derived.connections;
  const streams =
    config.LIVE_MAX_STREAMS ?? (connections > 0 ? Math.floor((connections * 3) / 4) : derived.streams);
  return { connections, streams };
};
