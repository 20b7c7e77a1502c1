// The live channels a process holds, and the rules that end or refuse them
// (docs/decisions/0130-a-stream-lives-no-longer-than-its-session.md): a channel lives no longer
// than its session (ended when the session is revoked on any process, and rechecked on a timer),
// nor than its maximum age; an account holds a few, an address a ceiling, the process a total it
// can afford in open files.
import type { ServerResponse } from 'node:http';
import { AppError } from '../http/errors.ts';
import { liveStreamsEnded, liveStreamsOpen, liveStreamsRefused } from '../metrics.ts';
import type { SessionsEnded } from './live.ts';

export type StreamLimits = {
  perAccount: number;
  perAddress: number;
  total: number;
  maxAgeMs: number;
};

export type EndReason = 'revoked' | 'recheck' | 'max_age' | 'replaced' | 'shutdown';

type OpenStream = {
  stream: ServerResponse;
  userId: number;
  sessionHash: string;
  address: string;
  openedAt: number;
  forget: () => void;
};

/** A channel ended for a sixth of its account waits this long before the browser reopens it, so tabs do not take turns. */
const REPLACED_RETRY_MS = 5 * 60_000;
/** How long a refused channel is asked to wait. */
const REFUSED_RETRY_SECONDS = 30;
/** What 503 answers say here, as a busy server's do (docs/decisions/0112-load-shedding.md). */
const FULL_MESSAGE = 'The server is busy. Please try again in a few seconds.';
const ADDRESS_MESSAGE = 'Too many live channels from this network. Please try again later.';
/** Hashes asked about in one statement. */
const RECHECK_BATCH = 500;

export const createOpenStreams = (limits: StreamLimits) => {
  // A Map keeps its insertion order: the oldest first.
  const all = new Map<ServerResponse, OpenStream>();
  const byAddress = new Map<string, number>();

  const ofUser = (userId: number) => [...all.values()].filter((s) => s.userId === userId);

  const end = (open: OpenStream, reason: EndReason, retryMs?: number) => {
    if (!all.has(open.stream)) return;
    open.forget();
    liveStreamsEnded.inc({ reason });
    // A new `retry` tells the browser's EventSource how long to wait before it reopens.
    if (retryMs !== undefined) open.stream.write(`retry: ${retryMs}\n\n`);
    open.stream.end();
  };

  return {
    size: () => all.size,

    /** Refuses a new channel past the address's ceiling (429) or the process's total (503). */
    admit(userId: number, address: string) {
      if ((byAddress.get(address) ?? 0) >= limits.perAddress) {
        liveStreamsRefused.inc({ reason: 'address' });
        throw new AppError('RATE_LIMITED', ADDRESS_MESSAGE, {
          headers: { 'retry-after': String(REFUSED_RETRY_SECONDS) },
        });
      }
      // A channel that replaces its account's oldest adds nothing to the total.
      if (all.size >= limits.total && ofUser(userId).length < limits.perAccount) {
        liveStreamsRefused.inc({ reason: 'full' });
        throw new AppError('UNAVAILABLE', FULL_MESSAGE, {
          headers: { 'retry-after': String(REFUSED_RETRY_SECONDS) },
        });
      }
    },

    /** Holds an admitted channel; past the account's cap its oldest ends. Returns what forgets it. */
    add(stream: ServerResponse, held: { userId: number; sessionHash: string; address: string; now: Date }) {
      const mine = ofUser(held.userId);
      for (const old of mine.slice(0, Math.max(0, mine.length - limits.perAccount + 1))) {
        end(old, 'replaced', REPLACED_RETRY_MS);
      }
      const open: OpenStream = {
        stream,
        userId: held.userId,
        sessionHash: held.sessionHash,
        address: held.address,
        openedAt: held.now.getTime(),
        forget: () => {
          if (!all.delete(stream)) return;
          liveStreamsOpen.dec();
          const count = (byAddress.get(held.address) ?? 1) - 1;
          if (count > 0) byAddress.set(held.address, count);
          else byAddress.delete(held.address);
        },
      };
      all.set(stream, open);
      byAddress.set(held.address, (byAddress.get(held.address) ?? 0) + 1);
      liveStreamsOpen.inc();
      return open.forget;
    },

    /** Ends the channels of sessions revoked on any process. */
    endSessions(ended: SessionsEnded) {
      for (const open of ofUser(ended.userId)) {
        if (ended.idHash !== undefined && open.sessionHash !== ended.idHash) continue;
        if (ended.exceptIdHash !== undefined && open.sessionHash === ended.exceptIdHash) continue;
        end(open, 'revoked');
      }
    },

    /** Ends channels past their age, and those whose session is no longer live. */
    async recheck(now: Date, liveAmong: (hashes: string[]) => Promise<Set<string>>) {
      for (const open of [...all.values()]) {
        if (now.getTime() - open.openedAt >= limits.maxAgeMs) end(open, 'max_age');
      }
      const hashes = [...new Set([...all.values()].map((s) => s.sessionHash))];
      for (let i = 0; i < hashes.length; i += RECHECK_BATCH) {
        const asked = hashes.slice(i, i + RECHECK_BATCH);
        const live = await liveAmong(asked);
        const gone = new Set(asked.filter((hash) => !live.has(hash)));
        for (const open of [...all.values()]) if (gone.has(open.sessionHash)) end(open, 'recheck');
      }
    },

    endAll(reason: EndReason) {
      for (const open of [...all.values()]) end(open, reason);
    },
  };
};
