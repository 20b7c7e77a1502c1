// Answers to visitors who are not logged in, for the public reads of caching.ts (home
// sections, counts, a listing, blogs...), kept by this process for PUBLIC_CACHE_SECONDS
// and sent again as they are (docs/decisions/0070-load-benchmark.md). Those answers
// already say any shared cache may keep them a minute; this keeps them a few seconds,
// so a burst of visitors asking for the same city's home page costs one read of the
// database. A logged-in viewer's answers carry their own wishlist and are never kept.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_API_PATHS } from './caching.ts';

/** Enough for every city's home page and the listings being looked at, a few KB each. */
const MAX_ENTRIES = 2_000;

/** How long past its time an answer is still sent while it is being read again. */
const STALE_MS = 10_000;

type Entry = { body: string; contentType: string; until: number; refreshing?: boolean };

export const registerPublicCache = (
  app: FastifyInstance,
  input: { seconds: number; now: () => Date; isLoggedIn: (request: FastifyRequest) => boolean },
) => {
  if (input.seconds <= 0) return;
  const entries = new Map<string, Entry>();
  const kept = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (request.method !== 'GET' || !route || !PUBLIC_API_PATHS.has(route) || input.isLoggedIn(request)) {
      return done();
    }
    const entry = entries.get(request.url);
    const now = input.now().getTime();
    // Past its time, one request reads it again while the others get the kept answer,
    // so a popular answer running out does not send every visitor to the database at once.
    const fresh = entry && (entry.until > now || (entry.refreshing && entry.until + STALE_MS > now));
    if (entry && fresh) {
      reply.header('content-type', entry.contentType).send(entry.body);
      return;
    }
    if (entry) entry.refreshing = true;
    kept.add(request);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!kept.has(request)) return done(null, payload);
    // An answer that is no longer a 200 (a listing deleted since) is not sent again.
    entries.delete(request.url);
    if (reply.statusCode === 200 && typeof payload === 'string') {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(request.url, {
        body: payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        until: input.now().getTime() + input.seconds * 1000,
      });
    }
    done(null, payload);
  });
};
