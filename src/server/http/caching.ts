// How long browsers and shared caches may keep an answer, and ETags so a kept copy is
// revalidated with a 304 instead of sent again (docs/decisions/0050-compression-and-caching.md).
// - Public reads (home sections, counts, categories, listing pages, blogs, services, the
//   plan) are shared-cacheable for a short while and served stale while revalidating. Some
//   of them mark what the viewer has wishlisted or show a poster's own private post, so an
//   answer to a logged-in viewer is `private, no-cache` and every answer varies on Cookie.
// - Personal answers stay `no-store` (http/no-store.ts); the HTML shell is `no-cache`.
// - Any GET answer that may be kept gets a weak ETag over its body; compression runs after
//   this hook, so the tag names the content whatever the encoding.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API } from '../../shared/api.ts';
import { RENT_API } from '../../shared/api-rents.ts';

export const PUBLIC_API_PATHS: ReadonlySet<string> = new Set([
  API.listing.getListings,
  API.listing.getCategories,
  API.listing.getCount,
  API.listing.getStats,
  API.listing.getListingById,
  API.listing.getPropertyList,
  API.blog.getBlogs,
  API.blog.getBlogByTitle,
  API.blog.getBlogCategories,
  API.services.getServices,
  API.payments.getPlan,
  API.contact.getSupport,
  RENT_API.figures,
  RENT_API.listing,
  RENT_API.city,
  RENT_API.cities,
]);

export const PUBLIC_API_CACHE = 'public, max-age=60, stale-while-revalidate=600';
const VIEWER_CACHE = 'private, no-cache';

const etagOf = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

const matches = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch === '*' ||
  ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2));

export const registerCaching = (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, withCacheHeaders(request, reply, payload));
  });
};

const withCacheHeaders = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
  const route = request.routeOptions.url;
  if (route && PUBLIC_API_PATHS.has(route) && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', request.viewer ? VIEWER_CACHE : PUBLIC_API_CACHE);
    reply.header('vary', 'cookie');
  }
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  if (!cacheControl || cacheControl.includes('no-store')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // A kept answer sent compressed brings the ETag of its plain text (http/public-cache.ts).
  const etag = String(reply.getHeader('etag') ?? etagOf(payload));
  reply.header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && matches(ifNoneMatch, etag)) {
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  }
  return payload;
};
