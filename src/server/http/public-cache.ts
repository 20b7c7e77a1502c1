// Answers to visitors who are not logged in, for the public reads of caching.ts (home
// sections, counts, a listing, blogs...) and for searches, kept by this process for
// PUBLIC_CACHE_SECONDS and sent again as they are (docs/decisions/0070-load-benchmark.md,
// docs/decisions/0078-searches-kept-like-public-answers.md). Those reads already say any
// shared cache may keep them a minute; this keeps them a few seconds, so a burst of visitors
// asking for the same city's home page, or running the same search, costs one read of the
// database. A logged-in viewer's answers carry their own wishlist and are never kept.

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API } from '../../shared/api.ts';
import { publicCacheAnswers } from '../metrics.ts';
import { PUBLIC_API_PATHS } from './caching.ts';

/** Enough for every city's home page and the listings being looked at, a few KB each. */
const MAX_READS = 2_000;
/** A page of search results is some 30 KB: the searches being run right now. */
const MAX_SEARCHES = 500;

/** How long past its time an answer is still sent while it is being read again. */
const STALE_MS = 10_000;

/** Below this an answer goes out as it is, as @fastify/compress's threshold in app.ts has it. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A kept answer is compressed once per encoding, the first time a visitor asking for that
 * encoding gets it, rather than again for every visitor: compressing kept answers was a fifth
 * of the server's CPU under bench:load. Brotli as @fastify/compress makes it (text mode,
 * quality 4), so a kept answer's bytes are the ones a fresh one would have.
 */
const ENCODERS = {
  br: (body: string) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
  gzip: (body: string) => gzipSync(body),
};
type Encoding = keyof typeof ENCODERS;

/** The encoding an Accept-Encoding header takes, brotli first on a tie, or null for none. */
const encodingFor = (header: string | undefined): Encoding | null => {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce((a, b) => (weightOf(b) > weightOf(a) ? b : a));
  return weightOf(best) > 0 ? best : null;
};

type Entry = {
  body: string;
  contentType: string;
  /** The ETag caching.ts gave the answer, for every encoding of it. */
  etag: string | undefined;
  encoded: Partial<Record<Encoding, Buffer>>;
  until: number;
  refreshing?: boolean;
};
type Kept = { name: 'read' | 'search'; entries: Map<string, Entry>; max: number };

export const registerPublicCache = (
  app: FastifyInstance,
  input: {
    seconds: number;
    now: () => Date;
    isLoggedIn: (request: FastifyRequest) => boolean;
    /** Told of each kept answer sent in place of the route's handler (features/counting). */
    onKept?: (request: FastifyRequest, body: string) => void;
  },
) => {
  if (input.seconds <= 0) return;
  const reads: Kept = { name: 'read', entries: new Map(), max: MAX_READS };
  const searches: Kept = { name: 'search', entries: new Map(), max: MAX_SEARCHES };
  const pending = new WeakMap<FastifyRequest, { kept: Kept; key: string }>();
  const sentEncoded = new WeakSet<FastifyRequest>();

  const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply.header('content-type', entry.contentType);
    if (entry.etag) reply.header('etag', entry.etag);
    const encoding =
      Buffer.byteLength(entry.body) >= COMPRESS_FROM_BYTES &&
      request.headers['x-no-compression'] === undefined
        ? encodingFor(request.headers['accept-encoding'])
        : null;
    if (!encoding) return reply.send(entry.body);
    entry.encoded[encoding] ??= ENCODERS[encoding](entry.body);
    sentEncoded.add(request);
    return reply.header('content-encoding', encoding).send(entry.encoded[encoding]);
  };

  /** Sends the kept answer and returns true, or marks the request to keep its answer. */
  const answerKept = (request: FastifyRequest, reply: FastifyReply, kept: Kept, key: string) => {
    const entry = kept.entries.get(key);
    const now = input.now().getTime();
    // Past its time, one request reads it again while the others get the kept answer,
    // so a popular answer running out does not send every visitor to the database at once.
    // An answer kept after `now` (a rehearsal server's clock moved back, docs/deploy.md#a-movable-clock)
    // is read again: it could otherwise outlive the move by as long as the clock went back.
    const keptAt = entry ? entry.until - input.seconds * 1000 : 0;
    const fresh =
      entry && keptAt <= now && (entry.until > now || (entry.refreshing && entry.until + STALE_MS > now));
    if (entry && fresh) {
      publicCacheAnswers.inc({ kind: kept.name, outcome: 'kept' });
      input.onKept?.(request, entry.body);
      send(request, reply, entry);
      return true;
    }
    if (entry) entry.refreshing = true;
    publicCacheAnswers.inc({ kind: kept.name, outcome: 'read' });
    pending.set(request, { kept, key });
    return false;
  };

  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (request.method !== 'GET' || !route || !PUBLIC_API_PATHS.has(route) || input.isLoggedIn(request)) {
      return done();
    }
    if (!answerKept(request, reply, reads, request.url)) done();
  });

  // A search is a POST: its answer depends on the body, known once it is read and checked.
  // The key is the body as the route's schema parsed it, so spacing and key order do not count.
  app.addHook('preHandler', (request, reply, done) => {
    if (
      request.method !== 'POST' ||
      request.routeOptions.url !== API.listing.searchProperties ||
      input.isLoggedIn(request)
    ) {
      return done();
    }
    if (!answerKept(request, reply, searches, JSON.stringify(request.body))) done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (sentEncoded.has(request)) {
      // What @fastify/compress does for an answer it compresses; a 304 carries no body to encode.
      if (reply.statusCode === 304) reply.removeHeader('content-encoding');
      else reply.header('vary', [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', '));
      return done(null, payload);
    }
    const keeping = pending.get(request);
    if (!keeping) return done(null, payload);
    const { kept, key } = keeping;
    // An answer that is no longer a 200 (a listing deleted since) is not sent again.
    kept.entries.delete(key);
    if (reply.statusCode === 200 && typeof payload === 'string') {
      if (kept.entries.size >= kept.max) kept.entries.delete(kept.entries.keys().next().value!);
      const etag = reply.getHeader('etag');
      kept.entries.set(key, {
        body: payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        etag: etag === undefined ? undefined : String(etag),
        encoded: {},
        until: input.now().getTime() + input.seconds * 1000,
      });
    }
    done(null, payload);
  });
};
