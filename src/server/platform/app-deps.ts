// The collaborators every use case may receive (docs/architecture.md "Shared server
// types"). main.ts builds them from config (deps.ts); tests build them with test
// adapters (src/test/app.ts). This file sits below the features, so a feature can name
// its collaborators without importing the HTTP application.
import type { Redis } from 'ioredis';
import type { Clock } from '../adapters/clock.ts';
import type { ESign } from '../adapters/esign.ts';
import type { Mailer } from '../adapters/mail.ts';
import type { Outbox } from '../adapters/outbox.ts';
import type { PaymentGateway } from '../adapters/payment-gateway.ts';
import type { Storage } from '../adapters/storage.ts';
import type { WebPush } from '../adapters/web-push.ts';
import type { WhatsApp } from '../adapters/whatsapp.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Live } from '../realtime/live.ts';
import type { Tally } from './counting-tally.ts';
import type { Viewer } from './viewer.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Search and listing reads; the primary unless READ_DATABASE_URL is set. */
  readDatabase?: Database;
  storage: Storage;
  mailer: Mailer;
  whatsapp: WhatsApp;
  /** Web Push to browsers that allowed it; absent unless both VAPID keys are set. */
  webPush?: WebPush;
  gateway: PaymentGateway;
  /** A licensed e-sign provider for rent agreements; absent unless ESIGN_PROVIDER is set. */
  esign?: ESign;
  outbox: Outbox;
  clock: Clock;
  /** Rate-limit counters go here when REDIS_URL is set; the database otherwise. */
  redis?: Redis;
  /** The live channel's fan-out: through Redis when REDIS_URL is set, in this process otherwise. */
  live: Live;
  /** This process's counts not yet flushed (features/counting); absent when COUNTING is off. */
  tally?: Tally;
};

// What buildApp (app.ts) decorates the Fastify instance and every request with.
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** From now on /api/ready answers 503 while everything else is served. */
    startDraining: () => void;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}
