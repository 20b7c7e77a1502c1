// Request logs and metrics. One log line per API or page request at info; asset and
// media requests (dozens per page) and health probes only at debug; a request slower than a second is a
// warning naming its route and time. Every line from a request carries its id (reqId),
// also sent back as X-Request-Id. GET /metrics is open in development, needs
// `Authorization: Bearer METRICS_TOKEN` when a token is set, and is off in production
// without one (docs/deploy.md).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { levels } from 'pino';
import { httpRequests, httpSeconds, registry } from '../metrics.ts';

export const SLOW_REQUEST_MS = 1_000;
const ASSET = /^\/(assets|media)\/|\.(js|css|map|webp|png|jpe?g|svg|ico|woff2?|webmanifest|txt)$/;
/** Probes from a load balancer or orchestrator, every few seconds: counted, logged at debug. */
const PROBES: ReadonlySet<string> = new Set(['/api/health', '/api/ready']);

/**
 * The route pattern (`/api/listings/:id`), never the raw URL, so metrics stay bounded. The
 * web app's catch-all (pages and unknown paths, http/web-app.ts) counts as unmatched.
 */
const routeOf = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  return route && route !== '/*' ? route : 'unmatched';
};

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const registerObservability = (app: FastifyInstance) => {
  const { config } = app.deps;

  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpSeconds.observe(labels, ms / 1000);
    const quiet = PROBES.has(labels.route) || ASSET.test(request.url.split('?')[0]!);
    const level = ms > SLOW_REQUEST_MS ? 'warn' : quiet ? 'debug' : 'info';
    if (levels.values[level]! >= levels.values[request.log.level]!) {
      const line = {
        method: request.method,
        url: request.url,
        route: labels.route,
        status: reply.statusCode,
      };
      request.log[level]({ ...line, ms: Math.round(ms) }, level === 'warn' ? 'slow request' : 'request');
    }
    done();
  });

  const token = config.METRICS_TOKEN;
  if (config.isProduction && !token) return;
  // During a rotation the previous token is accepted until its window closes (docs/decisions/0158-secrets-rotate-disks-fill.md).
  const previous = config.METRICS_TOKEN_PREVIOUS;
  const until = config.previousSecretsUntil;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const isPrevious = Boolean(previous && until && new Date() < until && sameToken(given, previous));
      if (!sameToken(given, token) && !isPrevious)
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
