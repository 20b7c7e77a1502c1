// The live channel a signed-in person's pages hold open (docs/product/conversations.md#live):
// Server-Sent Events of their conversations. The fan-out (live.ts) decides who hears what;
// this route holds the connections (open-streams.ts says which may open and when each ends),
// sends a heartbeat through proxies that close quiet connections, and ends every stream when
// the server shuts down, so a restart drains. A stream lives no longer than its session
// (docs/decisions/0130-a-stream-lives-no-longer-than-its-session.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONVERSATION_API } from '../../shared/api-conversations.ts';
import { LiveEventSchema } from '../../shared/schemas/conversation.ts';
import { connectionLimits } from '../http/connection-budget.ts';
import { errorAnswers } from '../http/error-answers.ts';
import { AppError } from '../http/errors.ts';
import { requireUser } from '../http/guards.ts';
import { liveSessionsAmong, readSessionId, sessionIdHash } from '../http/session.ts';
import { createOpenStreams } from './open-streams.ts';

/** Under the 60 s idle timeout of common proxies and load balancers. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reopening a dropped stream. */
const RETRY_MS = 3_000;

export const liveRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { live, config, clock, database } = app.deps;
  const streams = createOpenStreams({
    perAccount: config.LIVE_STREAMS_PER_ACCOUNT,
    perAddress: config.LIVE_STREAMS_PER_ADDRESS,
    total: connectionLimits(config).streams,
    maxAgeMs: config.LIVE_MAX_AGE_SECONDS * 1000,
  });
  const stopHearingEnded = live.onSessionsEnded((ended) => streams.endSessions(ended));

  // Expiry, the maximum age, and any revocation whose event never came (Redis away, a command
  // run outside the server): one statement for all of this process's streams.
  let rechecking = false;
  const recheck = setInterval(() => {
    if (rechecking) return;
    rechecking = true;
    const now = clock.now();
    streams
      .recheck(now, (hashes) => liveSessionsAmong(database.db, hashes, now))
      .catch((error: unknown) => app.log.warn({ err: error }, 'live channels not rechecked'))
      .finally(() => {
        rechecking = false;
      });
  }, config.LIVE_RECHECK_SECONDS * 1000);
  recheck.unref();

  // Before the server waits for its connections to finish: an open stream never would.
  app.addHook('preClose', async () => {
    clearInterval(recheck);
    stopHearingEnded();
    streams.endAll('shutdown');
  });

  r.get(
    CONVERSATION_API.live,
    {
      schema: {
        tags: ['conversations'],
        summary: "The caller's live channel: Server-Sent Events of new messages and read marks",
        description:
          'Ask with `Accept: text/event-stream` (an EventSource does). Each event is `message` or `read`, ' +
          'its data one JSON object as described here; a comment every 25 s keeps proxies from closing it. ' +
          'When it reopens, refetch: events sent while it was closed are not replayed. The server ends it ' +
          'when its session ends (logout, password reset), after an hour, and when the same account opens ' +
          'a sixth on one server process (the oldest ends); the browser reopens it with a fresh session check.',
        response: { 200: LiveEventSchema, ...errorAnswers(401, 406, 429, 503) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request.viewer);
      if (!request.headers.accept?.includes('text/event-stream')) {
        throw new AppError('NOT_ACCEPTABLE', 'This is a live channel: ask for text/event-stream');
      }
      streams.admit(viewer.id, request.ip);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        // The connection ends with the stream, so a shutting-down server is not held by it.
        connection: 'close',
      });
      stream.write(`retry: ${RETRY_MS}\n: open\n\n`);
      const forget = streams.add(stream, {
        userId: viewer.id,
        sessionHash: sessionIdHash(readSessionId(request, config) ?? ''),
        address: request.ip,
        now: clock.now(),
      });
      // A stream the server ended hears nothing more: a write after its end would be an error.
      const send = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };
      const stop = live.subscribe(viewer.id, (event) => {
        send(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      stream.on('close', () => {
        clearInterval(heartbeat);
        stop();
        forget();
      });
    },
  );
};
