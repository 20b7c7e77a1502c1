// An overloaded server answers at once with 503 and Retry-After instead of letting requests
// queue until clients time out (docs/decisions/0112-load-shedding.md). @fastify/under-pressure
// samples the event loop's delay; a check of our own reads how many queries wait for a database
// connection, at each sample on PostgreSQL and at every call on the embedded database (the
// database says which, `Database.queue`). Only /api calls are shed, and never the probes
// (/api/health, /api/ready) or /metrics: an orchestrator must see a busy server as alive and
// ready, and an operator must be able to see why it is busy.
import { randomBytes } from 'node:crypto';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { poolsWaiting } from '../metrics.ts';

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
  /** Mean event-loop delay over a sample above which /api calls are shed (0: not checked). */
  maxEventLoopDelayMs: number;
  /** Queries waiting for a database connection above which /api calls are shed (0: not checked). */
  maxDbWaiting: number;
  retryAfterSeconds: number;
  /** How often the event loop, and a sampled database queue, are sampled. */
  sampleMs: number;
  /** Read the database's queue at every call rather than at each sample (the embedded database). */
  dbQueueEachCall: boolean;
};

export const registerLoadShedding = async (app: FastifyInstance, settings: SheddingSettings) => {
  if (settings.maxEventLoopDelayMs <= 0 && settings.maxDbWaiting <= 0) {
    app.decorate('isShedding', () => false);
    return;
  }
  const shed = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    if (NEVER_SHED.has(path) || !path.startsWith('/api/') || isPageCall(request)) return undefined;
    reply
      .code(503)
      .header('retry-after', String(settings.retryAfterSeconds))
      .header('cache-control', 'no-store');
    return { message: SHED_MESSAGE };
  };
  const tooManyWaiting = () => poolsWaiting() > settings.maxDbWaiting;
  const readEachCall = settings.maxDbWaiting > 0 && settings.dbQueueEachCall;
  // The event loop is sampled: a delay is only known after the fact.
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    sampleInterval: settings.sampleMs,
    retryAfter: settings.retryAfterSeconds,
    ...(settings.maxDbWaiting > 0 && !readEachCall
      ? { healthCheck: async () => !tooManyWaiting(), healthCheckInterval: settings.sampleMs }
      : {}),
    // Nothing lets the request through; a body is sent as the answer, the 503.
    pressureHandler: shed as never,
  });
  app.decorate('isShedding', () => app.isUnderPressure() || (readEachCall && tooManyWaiting()));
  if (!readEachCall) return;
  // Read as each call comes: sampled, the embedded database's one queue grew unchecked between
  // samples, then every call was shed until the next one (docs/decisions/0112-load-shedding.md).
  app.addHook('onRequest', (request, reply, done) => {
    const answer = tooManyWaiting() ? shed(request, reply) : undefined;
    if (answer) reply.send(answer);
    else done();
  });
};
