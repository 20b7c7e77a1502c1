// The live channel a signed-in person's pages hold open (docs/product/conversations.md#live):
// Server-Sent Events of their conversations. The fan-out (live.ts) decides who hears what;
// this route only holds the connections, sends a heartbeat through proxies that close quiet
// connections, and ends every stream when the server shuts down, so a restart drains.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONVERSATION_API } from '../../shared/api-conversations.ts';
import { LiveEventSchema } from '../../shared/schemas/conversation.ts';
import { errorAnswers } from '../http/error-answers.ts';
import { AppError } from '../http/errors.ts';
import { requireUser } from '../http/guards.ts';

/** Under the 60 s idle timeout of common proxies and load balancers. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reopening a dropped stream. */
const RETRY_MS = 3_000;

export const liveRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { live } = app.deps;
  const open = new Set<ServerResponse>();

  // Before the server waits for its connections to finish: an open stream never would.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
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
          'When it reopens, refetch: events sent while it was closed are not replayed.',
        response: { 200: LiveEventSchema, ...errorAnswers(401, 406) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request.viewer);
      if (!request.headers.accept?.includes('text/event-stream')) {
        throw new AppError('NOT_ACCEPTABLE', 'This is a live channel: ask for text/event-stream');
      }
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
      open.add(stream);
      const stop = live.subscribe(viewer.id, (event) => {
        stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      stream.on('close', () => {
        clearInterval(heartbeat);
        stop();
        open.delete(stream);
      });
    },
  );
};
