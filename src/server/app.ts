// The whole HTTP application as one Fastify instance. main.ts builds it with real
// adapters; tests build it with test ones (src/test/app.ts). Plugins are registered
// in an explicit order: security and parsing, docs, identity, features, web app.
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES, MAX_LISTING_IMAGES } from '../shared/constants.ts';
import type { Config } from './config.ts';
import { writeDiskProbe } from './db/disk-probe.ts';
import {
  counterOf,
  createTally,
  flushCounts,
  keptAnswerCounter,
  registerCounting,
} from './features/counting/index.ts';
import { registerFeatures } from './features/index.ts';
import { registerMedia } from './features/media/index.ts';
import { registerCaching } from './http/caching.ts';
import { registerDiskFull } from './http/disk-full.ts';
import { registerDocs } from './http/docs.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerJsonBody } from './http/json-body.ts';
import { registerLoadShedding } from './http/load-shedding.ts';
import { isPartAFile } from './http/multipart.ts';
import { registerNoStore } from './http/no-store.ts';
import { registerNulByteCheck } from './http/nul-bytes.ts';
import { registerObservability, registerRobots } from './http/observability.ts';
import { checkSameOrigin } from './http/origin.ts';
import { registerPublicCache } from './http/public-cache.ts';
import { bindRateLimitStore } from './http/rate-limit.ts';
import { redisRateLimitStore } from './http/rate-limit-store.ts';
import { registerReadRouting } from './http/read-routing.ts';
import { registerReaderLanguage } from './http/reader-language.ts';
import { responseSerializer } from './http/response-serializer.ts';
import { registerRouteCatalog } from './http/route-catalog.ts';
import { registerSecurityEvents } from './http/security-events.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { findSessionUser, readSessionId } from './http/session.ts';
import { registerWebApp } from './http/web-app.ts';
import type { AppDeps } from './platform/app-deps.ts';

/**
 * The proxies whose X-Forwarded-For entries are believed (docs/deploy.md#the-clients-address):
 * their addresses as given, or the nearest `hops` entries. Fastify reads a bare number
 * as "trust nobody", so a hop count becomes proxy-addr's function of the hop's position.
 */
const proxyTrust = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

export const buildApp = async (
  deps: AppDeps,
  options: { logger?: FastifyBaseLogger; webDistDir?: string | undefined } = {},
) => {
  const { config } = deps;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: proxyTrust(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // One line per request is written by http/observability.ts (assets only at debug).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ checkEachAnswer: !config.isProduction }));
  if (config.COUNTING) deps.tally ??= createTally();
  app.decorate('deps', deps);
  if (deps.redis)
    bindRateLimitStore(
      deps.database.db,
      redisRateLimitStore(deps.redis, `${config.redisPrefix}rl`, config.appSecret),
    );
  app.decorateRequest('viewer', null);

  registerErrorHandler(app);
  registerDiskFull(app, {
    probeWrite: () => writeDiskProbe(deps.database.db, deps.clock.now()),
    dataDir: config.dataDir === 'memory://' ? null : config.dataDir,
    probeSeconds: config.DISK_FULL_PROBE_SECONDS,
    log: app.log,
  });
  registerObservability(app);
  registerJsonBody(app, { maxDepth: config.JSON_MAX_DEPTH });
  registerRouteCatalog(app);
  // Before the session lookup and everything else: a shed call costs nothing (http/load-shedding.ts).
  await registerLoadShedding(app, {
    maxEventLoopDelayMs: config.SHED_EVENT_LOOP_DELAY_MS,
    maxDbWaiting: config.SHED_DB_WAITING ?? deps.database.queue.shedAbove,
    minInFlight: config.SHED_MIN_IN_FLIGHT,
    sustainMs: config.SHED_SUSTAIN_MS,
    retryAfterSeconds: config.SHED_RETRY_AFTER_SECONDS,
    sampleMs: 500,
    dbQueueEachCall: deps.database.queue.readEachCall,
  });

  await app.register(cookie);
  registerSecurityHeaders(app);
  // Before any route: it hooks each route as it is added. Above 1 KB, brotli else gzip;
  // hashed assets come precompressed from the build (http/web-app.ts). Answers up to 256 KB
  // (every API answer and page) are compressed in one call rather than streamed through the
  // thread pool, the plugin's choice above 8 KB on two cores: 1.2 to 1.3 times the requests per
  // second under bench:load, a lower median and tail (docs/benchmarks.md#load-a-realistic-mix).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, syncThreshold: 262_144 });
  await app.register(multipart, {
    isPartAFile,
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_LISTING_IMAGES + 5,
      fields: 20,
      fieldSize: 256 * 1024,
      parts: MAX_LISTING_IMAGES + 25,
    },
  });
  await registerDocs(app, { serve: config.API_DOCS });
  registerNulByteCheck(app);
  registerNoStore(app);
  registerCaching(app);
  registerSecurityEvents(app);
  registerReaderLanguage(app, deps.database.db);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Only the API acts on who is asking: pages, assets and media never cost a session lookup.
    if (!request.url.startsWith('/api/')) return done();
    try {
      checkSameOrigin(request, config.PUBLIC_URL, config.TRUSTED_APP_ORIGINS);
    } catch (error) {
      return done(error as Error);
    }
    const sessionId = readSessionId(request, config);
    if (!sessionId) return done();
    findSessionUser(deps.database.db, sessionId, deps.clock.now()).then((viewer) => {
      request.viewer = viewer;
      done();
    }, done);
  });

  const { tally } = deps;
  if (tally) {
    registerCounting(app, tally, deps.clock.now, counterOf(config));
    // What was counted and not yet flushed goes to the tables before the database closes.
    // On PostgreSQL the job runs in one process of the cluster a minute; every other process
    // flushes its own tally on the same beat (docs/decisions/0116-counting-in-batches.md).
    const beat = config.DATABASE_URL
      ? setInterval(() => void flushCounts(deps.database.db, tally).catch(() => {}), 60_000).unref()
      : undefined;
    app.addHook('onClose', async () => {
      clearInterval(beat);
      await flushCounts(deps.database.db, tally).catch((error) =>
        app.log.warn({ error }, 'counts not flushed'),
      );
    });
  }
  const routing = registerReadRouting(app, {
    primary: deps.database,
    replica: deps.readDatabase,
    config,
    now: deps.clock.now,
  });
  await routing.check();
  app.decorate('readsFor', routing.readsFor);
  registerPublicCache(app, {
    seconds: config.PUBLIC_CACHE_SECONDS,
    now: deps.clock.now,
    // A cookie that names no live session is a visitor's (docs/decisions/0138-a-cookie-is-not-a-session.md).
    isLoggedIn: (request) => request.viewer !== null,
    ...(tally ? { onKept: keptAnswerCounter(tally, deps.clock.now, counterOf(config)) } : {}),
  });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Draining: a process told to stop says it is not ready while it still serves, so the load
  // balancer takes it out before it closes (docs/decisions/0123-when-a-service-is-away.md).
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.get('/api/ready', { schema: { hide: true } }, async (_request, reply) => {
    if (draining) return reply.code(503).send({ message: 'Shutting down' });
    try {
      await deps.database.ping();
      return { status: 'ready', database: deps.database.kind };
    } catch {
      return reply.code(503).send({ message: 'Database unreachable' });
    }
  });

  registerRobots(app);
  await registerFeatures(app);
  await registerMedia(app);
  await registerWebApp(app, options.webDistDir);
  return app;
};
