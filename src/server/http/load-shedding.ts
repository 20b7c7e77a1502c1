// An overloaded server answers at once with 503 and Retry-After instead of letting requests
// queue until clients time out (docs/decisions/0112-load-shedding.md). It sheds its own backlog,
// never bad luck: nothing is shed while fewer than SHED_MIN_IN_FLIGHT API calls are being served,
// however busy the host is; past that, a database queue above its limit sheds, and so does an
// event loop slow for SHED_SUSTAIN_MS in a row (one slow moment is a host's, not ours). The
// database's queue is read at each sample on PostgreSQL and at every call on the embedded
// database (the database says which, `Database.queue`). Only /api calls are shed, and never the
// probes (/api/health, /api/ready) or /metrics: an orchestrator must see a busy server as alive
// and ready, and an operator must be able to see why it is busy.
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiCallsInFlight, poolsWaiting, shedCalls } from '../metrics.ts';

export const SHED_MESSAGE = 'The server is busy. Please try again in a few seconds.';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server sheds /api calls now: a page that needs them is refused whole before it asks. */
    isShedding: () => boolean;
  }
}

/**
 * A page's own calls to the API (http/first-answers.ts) carry this header with a secret of the
 * process: the page was admitted, so its calls are not shed a second time, and no client can
 * claim the same (docs/decisions/0139-a-page-is-whole-or-refused.md).
 */
export const PAGE_CALL_HEADER = 'x-thikana-page-call';
export const PAGE_CALL_SECRET = randomBytes(16).toString('hex');
const isPageCall = (request: FastifyRequest) => request.headers[PAGE_CALL_HEADER] === PAGE_CALL_SECRET;

/** Answered even when the server sheds everything else. */
const NEVER_SHED: ReadonlySet<string> = new Set(['/api/health', '/api/ready', '/metrics']);

export type SheddingSettings = {
  /** Mean event-loop delay over a sample above which the loop counts as slow (0: not checked). */
  maxEventLoopDelayMs: number;
  /** Queries waiting for a database connection above which /api calls are shed (0: not checked). */
  maxDbWaiting: number;
  /** API calls being served below which nothing is shed: the server's own backlog. */
  minInFlight: number;
  /** How long the event loop must stay slow, sample after sample, before it sheds. */
  sustainMs: number;
  retryAfterSeconds: number;
  /** How often the event loop, and a sampled database queue, are sampled. */
  sampleMs: number;
  /** Read the database's queue at every call rather than at each sample (the embedded database). */
  dbQueueEachCall: boolean;
};

export type ShedReason = 'db_queue' | 'event_loop';

/** What the sampler saw last: kept apart from Fastify so a test can read the rule alone. */
const createJudge = (settings: SheddingSettings, now: () => number) => {
  const readEachCall = settings.maxDbWaiting > 0 && settings.dbQueueEachCall;
  let inFlight = 0;
  let slowSince: number | null = null;
  let dbQueueLong = false;
  const delay = settings.maxEventLoopDelayMs > 0 ? monitorEventLoopDelay({ resolution: 10 }) : null;
  delay?.enable();
  // Reads in-process figures only (no file, no socket), and never throws out of a timer: a
  // process out of file descriptors keeps serving what it can (docs/decisions/0112-load-shedding.md).
  const sample = () => {
    try {
      if (delay) {
        const slow = delay.mean / 1e6 > settings.maxEventLoopDelayMs;
        delay.reset();
        slowSince = slow ? (slowSince ?? now()) : null;
      }
      if (settings.maxDbWaiting > 0 && !readEachCall) dbQueueLong = poolsWaiting() > settings.maxDbWaiting;
    } catch {
      // A sample missed is a sample later.
    }
  };
  const timer = setInterval(sample, settings.sampleMs);
  timer.unref();
  return {
    reason(): ShedReason | null {
      if (inFlight < settings.minInFlight) return null;
      if (readEachCall ? poolsWaiting() > settings.maxDbWaiting : dbQueueLong) return 'db_queue';
      if (slowSince !== null && now() - slowSince >= settings.sustainMs) return 'event_loop';
      return null;
    },
    started: () => {
      inFlight += 1;
      apiCallsInFlight.set(inFlight);
    },
    finished: () => {
      inFlight -= 1;
      apiCallsInFlight.set(inFlight);
    },
    close: () => {
      clearInterval(timer);
      delay?.disable();
    },
  };
};

export const registerLoadShedding = async (app: FastifyInstance, settings: SheddingSettings) => {
  if (settings.maxEventLoopDelayMs <= 0 && settings.maxDbWaiting <= 0) {
    app.decorate('isShedding', () => false);
    return;
  }
  const judge = createJudge(settings, Date.now);
  app.decorate('isShedding', () => judge.reason() !== null);
  app.addHook('onClose', async () => judge.close());
  const counted = new WeakSet<FastifyRequest>();
  const finish = (request: FastifyRequest) => {
    if (counted.delete(request)) judge.finished();
  };
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0]!;
    if (NEVER_SHED.has(path) || !path.startsWith('/api/')) return done();
    const reason = isPageCall(request) ? null : judge.reason();
    if (reason) {
      shedCalls.inc({ reason });
      reply
        .code(503)
        .header('retry-after', String(settings.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ message: SHED_MESSAGE });
      return;
    }
    counted.add(request);
    judge.started();
    done();
  });
  app.addHook('onResponse', async (request) => finish(request));
  app.addHook('onRequestAbort', async (request) => finish(request));
};
