// Real collaborators for a running server, chosen from config.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayKind } from '../shared/schemas/payment.ts';
import { movableClock, systemClock } from './adapters/clock.ts';
import { createStandinESign } from './adapters/esign-standin.ts';
import { createOutboxMailer, createSmtpMailer } from './adapters/mail.ts';
import { createOutbox } from './adapters/outbox.ts';
import type { PaymentGateway } from './adapters/payment-gateway.ts';
import { createRazorpayGateway } from './adapters/razorpay.ts';
import { connectRedis } from './adapters/redis.ts';
import { createS3Storage } from './adapters/s3-storage.ts';
import { createDiskStorage, type Storage } from './adapters/storage.ts';
import { createTestGateway } from './adapters/test-gateway.ts';
import { createWebPush } from './adapters/web-push.ts';
import { createOutboxWhatsApp } from './adapters/whatsapp.ts';
import { createCloudWhatsApp } from './adapters/whatsapp-cloud.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import type { AppDeps } from './platform/app-deps.ts';
import { createLocalLive, createRedisLive } from './realtime/live.ts';

export const createDeps = async (config: Config, log: FastifyBaseLogger): Promise<AppDeps> => {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DB_POOL_SIZE,
    pooling: config.DATABASE_POOLING,
    directUrl: config.DIRECT_DATABASE_URL,
  });
  const readDatabase = config.READ_DATABASE_URL
    ? await openDatabase({
        url: config.READ_DATABASE_URL,
        dataDir: config.dataDir,
        poolSize: config.DB_POOL_SIZE,
        pooling: config.DATABASE_POOLING,
        role: 'replica',
        fallback: database,
      })
    : undefined;
  const outbox = createOutbox(config.dataDir, log);
  // Redis is optional at run time: a process starts and serves without it (adapters/redis.ts).
  const redis = config.REDIS_URL
    ? connectRedis(
        config.REDIS_URL,
        log,
        config.REDIS_SENTINELS
          ? { hosts: config.REDIS_SENTINELS, name: config.REDIS_SENTINEL_NAME }
          : undefined,
      )
    : undefined;
  return {
    config,
    database,
    ...(readDatabase ? { readDatabase } : {}),
    storage: createStorage(config),
    mailer: config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : createOutboxMailer(outbox),
    whatsapp:
      config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID
        ? createCloudWhatsApp({
            apiBase: config.WHATSAPP_API_BASE,
            phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
            token: config.WHATSAPP_TOKEN,
            template: config.WHATSAPP_TEMPLATE,
            noticeTemplate: config.WHATSAPP_NOTICE_TEMPLATE,
            alertTemplate: config.WHATSAPP_ALERT_TEMPLATE,
            messageTemplate: config.WHATSAPP_MESSAGE_TEMPLATE,
            language: config.WHATSAPP_TEMPLATE_LANGUAGE,
          })
        : createOutboxWhatsApp(outbox),
    ...(config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? {
          webPush: createWebPush({
            publicKey: config.VAPID_PUBLIC_KEY,
            privateKey: config.VAPID_PRIVATE_KEY,
            subject: config.VAPID_SUBJECT,
          }),
        }
      : {}),
    gateway: GATEWAYS[config.paymentGateway](config, database),
    ...(config.ESIGN_PROVIDER === 'standin'
      ? { esign: createStandinESign(config.ESIGN_SECRET ?? `${config.appSecret}:esign`, config.PUBLIC_URL) }
      : {}),
    outbox,
    clock: config.TEST_CLOCK ? movableClock() : systemClock,
    ...(redis ? { redis } : {}),
    live: redis ? await createRedisLive(redis, `${config.redisPrefix}live`) : createLocalLive(),
  };
};

/**
 * Each payment gateway built from its settings (config.ts checked they are there); the test
 * gateway keeps its orders and payments in the app's database.
 */
const GATEWAYS: Record<GatewayKind, (config: Config, database: Database) => PaymentGateway> = {
  razorpay: (config) =>
    createRazorpayGateway({
      keyId: config.RAZORPAY_KEY_ID!,
      keySecret: config.RAZORPAY_KEY_SECRET!,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiBase: config.RAZORPAY_API_BASE,
      checkoutUrl: config.RAZORPAY_CHECKOUT_URL,
    }),
  test: (config, database) => createTestGateway(config.appSecret, database.db),
};

/** S3-compatible storage when S3_BUCKET is set, local disk under DATA_DIR/media otherwise. */
export const createStorage = (config: Config): Storage => {
  if (!config.S3_BUCKET) return createDiskStorage(path.join(config.dataDir, 'media'));
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
  });
};
