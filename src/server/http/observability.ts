// Request logs and metrics. One log line per API or page request at info; asset and
// media requests (dozens per page) only at debug; a request slower than a second is a
// warning naming its route and time. Every line from a request carries its id (reqId),
// also sent back as X-Request-Id. GET /metrics is open in development, needs
// `Authorization: Bearer METRICS_TOKEN` when a token is set, and is off in production
// without one (docs/deploy.md).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpRequests, httpSeconds, registry } from '../metrics.ts';

export const SLOW_REQUEST_MS = 1_000;
const ASSET = /^\/(assets|media)\/|\.(js|css|map|webp|png|jpe?g|svg|ico|woff2?|webmanifest|txt)$/;

/** The route pattern (`/api/listings/:id`), never the raw URL, so metrics stay bounded. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const registerObservability = (app: FastifyInstance) => {
  const { config } = app.deps;

  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpSeconds.observe(labels, ms / 1000);
    const line = {
      method: request.method,
      url: request.url,
      route: labels.route,
      status: reply.statusCode,
      ms: Math.round(ms),
    };
    if (ms > SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else if (ASSET.test(request.url.split('?')[0]!)) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  });

  const token = config.METRICS_TOKEN;
  if (config.isProduction && !token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token))
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ message: 'A metrics token is needed' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};

/** Allows the public pages, keeps crawlers off the API and the personal pages, and points at the sitemap. */
export const registerRobots = (app: FastifyInstance) => {
  const base = app.deps.config.PUBLIC_URL!.replace(/\/$/, '');
  const personal = [
    '/api/',
    '/profile',
    '/myproperties',
    '/wishlist',
    '/visits',
    '/addlisting',
    '/addservices',
    '/addblog',
    '/admin/',
    '/login',
    '/signup',
    '/whatsappLogin',
    '/resetpassword',
  ];
  const body = [
    'User-agent: *',
    'Allow: /',
    ...personal.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body),
  );
};
