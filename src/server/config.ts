// Every environment variable the server reads, parsed once. All are optional so
// `npm start` works offline; .env.example documents each in one line.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { GATEWAY_KINDS, type GatewayKind } from '../shared/schemas/payment.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** A postgres:// URL that can be parsed, or nothing; the driver's own errors name neither the variable nor the problem. */
const postgresUrl = z
  .string()
  .optional()
  .refine((v) => {
    if (v === undefined) return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be a URL like postgres://user:password@host:5432/database');

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies' X-Forwarded-For entries to believe (docs/deploy.md#the-clients-address):
 * none, a number of hops, or the proxies' addresses. `true` is read as one hop: trusting
 * every entry would let a client name its own address.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = v?.trim().toLowerCase() ?? '';
    if (['', 'false', '0', 'no'].includes(value)) return false;
    if (value === 'true' || value === 'yes') return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, the number of proxies in front of the server (e.g. 1), or their addresses (e.g. 10.0.0.5,10.1.0.0/16)',
    });
    return z.NEVER;
  });

/** The push services of Firefox, Chrome (and the browsers built on it), Edge and Safari. */
const PUSH_SERVICES =
  'updates.push.services.mozilla.com,*.push.services.mozilla.com,fcm.googleapis.com,*.notify.windows.com,*.push.apple.com,web.push.apple.com';
/** A host name with a top-level domain of letters, or `*.` and a domain: never an address or a bare TLD. */
const PUSH_HOST = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Where a browser's push subscription may point (docs/decisions/0129-push-only-to-push-services.md):
 * host names, `*.` for every sub-domain of one. No IP address, no localhost: the server posts
 * to these, so none may name a machine inside its own network.
 */
const pushServiceHosts = optionalText.transform((v, ctx) => {
  const hosts = (v ?? PUSH_SERVICES)
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const refused = hosts.filter((host) => !PUSH_HOST.test(host) || /(^|\.)localhost$/.test(host));
  if (hosts.length > 0 && refused.length === 0) return hosts;
  ctx.addIssue({
    code: 'custom',
    message: `must be push service host names like fcm.googleapis.com or *.push.apple.com, never an address or localhost${refused.length > 0 ? ` (not ${refused.join(', ')})` : ''}`,
  });
  return z.NEVER;
});

/**
 * Origins of installed apps (Capacitor, Ionic, a WebView) whose state-changing calls are
 * taken as the site's own (docs/decisions/0143-clients-outside-the-browser.md): a
 * comma-separated list of `scheme://host[:port]`, or `null` when listed by name. None by default.
 */
const appOrigins = z
  .string()
  .optional()
  .transform((v, ctx): string[] => {
    const entries = (v ?? '').split(',').map((e) => e.trim().toLowerCase().replace(/\/$/, ''));
    const origins = entries.filter((e) => e !== '');
    const bad = origins.filter((e) => e !== 'null' && !/^[a-z][a-z\d+.-]*:\/\/[^/\s?#*,]+$/.test(e));
    if (bad.length === 0) return origins;
    ctx.addIssue({
      code: 'custom',
      message: `must be origins like capacitor://localhost,http://localhost (not ${bad.join(', ')})`,
    });
    return z.NEVER;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/\s]+/,
      'must start with http:// or https:// and name a host, e.g. https://thikana.in',
    )
    .optional(),
  DATA_DIR: z.string().default('./data'),
  WEB_DIST_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(postgresUrl),
  READ_DATABASE_URL: optionalText.pipe(postgresUrl),
  /** Past this lag the replica is not read (docs/decisions/0121-reads-from-a-replica.md). */
  READ_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** A person who wrote reads from the primary for this long; more than the lag allowed. */
  READ_YOUR_WRITES_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * How a pooler in front of PostgreSQL lends its connections: `transaction` (PgBouncer's
   * transaction mode) means no statement is prepared by name
   * (docs/decisions/0122-behind-a-connection-pooler.md).
   */
  DATABASE_POOLING: z.enum(['session', 'transaction']).default('session'),
  /** The primary itself, past the pooler: migrations, backups and restores go there when set. */
  DIRECT_DATABASE_URL: optionalText.pipe(postgresUrl),
  /** How long public answers to visitors who are not logged in are kept by the process (0: not kept). */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Above this mean event-loop delay (ms) /api calls are shed with 503 and Retry-After (0: not checked). */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /**
   * Above this many queries waiting for a database connection /api calls are shed (0: not checked).
   * Unset: 50 on PostgreSQL, 16 on the embedded database, whose one session runs a statement at a time.
   */
  SHED_DB_WAITING: z.coerce.number().int().min(0).max(100_000).optional(),
  /** API calls in flight below which nothing is shed, however busy the host (docs/decisions/0112-load-shedding.md). */
  SHED_MIN_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(8),
  /** How long (ms) the event loop must stay over SHED_EVENT_LOOP_DELAY_MS before it sheds. */
  SHED_SUSTAIN_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  /** On SIGTERM, seconds to keep serving while /api/ready says 503, so a load balancer takes the process out first. */
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  /** The Retry-After of a shed call, in seconds. */
  SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(600).default(2),
  /**
   * Connections the HTTP server holds at most (0: no cap). Unset: derived from the process's
   * limit of open files (docs/decisions/0130-a-stream-lives-no-longer-than-its-session.md).
   */
  MAX_CONNECTIONS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** Live channels this process holds at most; above, 503 with Retry-After. Unset: derived as MAX_CONNECTIONS is. */
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** Live channels one account holds on a process; a new one past it ends the account's oldest. */
  LIVE_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(5),
  /** Live channels one client address holds on a process (a ceiling: carriers share addresses); above, 429. */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  /** A live channel is ended after this long, and the browser reopens it with a fresh session check. */
  LIVE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** How often every open live channel's session is checked again (expiry, a revocation not heard). */
  LIVE_RECHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Count impressions, views and searches for the posters' numbers and the rent index's demand (docs/decisions/0116-counting-in-batches.md). */
  COUNTING: bool.default(true),
  APP_SECRET: optionalText,
  /** The secret being rotated out: still accepted for what it signed or sealed until SECRETS_PREVIOUS_UNTIL (docs/runbook.md#rotating-app_secret-and-the-metrics-token). */
  APP_SECRET_PREVIOUS: optionalText,
  /** The metrics token being rotated out, accepted until SECRETS_PREVIOUS_UNTIL. */
  METRICS_TOKEN_PREVIOUS: optionalText,
  /** When the previous secret and token stop being accepted: an ISO 8601 time, e.g. 2026-12-09T06:00:00+05:30. */
  SECRETS_PREVIOUS_UNTIL: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.iso.datetime({ offset: true }).optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  TRUSTED_APP_ORIGINS: appOrigins,
  /** How deeply a JSON body may nest arrays and objects; deeper is refused with 400 `body`. */
  JSON_MAX_DEPTH: z.coerce.number().int().min(2).max(1000).default(64),
  /** Seed demo content into an empty database; unset: outside production only (docs/decisions/0157-safe-by-default.md). */
  SEED_DEMO: bool.optional(),
  COOKIE_SECURE: bool.optional(),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Thikana <no-reply@thikana.in>'),
  SUPPORT_EMAIL: z.email().default('support@thikana.in'),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_TEMPLATE: z.string().default('thikana_otp'),
  WHATSAPP_NOTICE_TEMPLATE: z.string().default('thikana_account_notice'),
  WHATSAPP_ALERT_TEMPLATE: z.string().default('thikana_search_alert'),
  WHATSAPP_MESSAGE_TEMPLATE: z.string().default('thikana_new_message'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('en'),
  OTP_GLOBAL_HOURLY_CAP: z.coerce.number().int().min(1).default(2000),
  /**
   * Messages one WhatsApp number or email address may receive from us (codes, notices,
   * alerts); notices may use half (docs/decisions/0094-one-message-budget-per-recipient.md).
   */
  RECIPIENT_MESSAGES_PER_HOUR: z.coerce.number().int().min(2).max(1000).default(6),
  RECIPIENT_MESSAGES_PER_DAY: z.coerce.number().int().min(2).max(10_000).default(20),
  /** Notices about the same event to one recipient within this many hours are folded into one. */
  NOTICE_FOLD_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /**
   * Notices from other people and events go to one recipient at most once in this many minutes;
   * what comes between is held and sent as one digest (docs/decisions/0140-held-notices-become-a-digest.md).
   */
  DIGEST_MINUTES: z.coerce.number().int().min(1).max(50).default(10),
  /**
   * Codes, and separately sign-ups, one network address may ask for in an hour: a ceiling
   * for thousands of people behind one carrier address, not a per-person limit
   * (docs/decisions/0095-limits-on-the-abuser-not-the-crowd.md).
   */
  ADDRESS_HOURLY_CEILING: z.coerce.number().int().min(20).default(500),
  WHATSAPP_API_BASE: z.url().default('https://graph.facebook.com/v21.0'),
  /**
   * Web Push (docs/product/conversations.md#notices): on only when both keys are set
   * (`npx web-push generate-vapid-keys` makes a pair). The subject is how a push service
   * reaches us: `mailto:` SUPPORT_EMAIL unless set.
   */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.refine(
    (v) => v === undefined || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(v),
    'must be a mailto: or https: URL, e.g. mailto:support@thikana.in',
  ),
  PUSH_SERVICE_HOSTS: pushServiceHosts,
  /** A fake push service for development and tests, named host:port; never on unless set. */
  PUSH_TEST_SERVICE: optionalText
    .refine(
      (v) => v === undefined || /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/i.test(v),
      'must be the host:port of a push service for tests, e.g. 127.0.0.1:8099',
    )
    .transform((v) => v?.toLowerCase()),
  /** Production refuses PUSH_TEST_SERVICE unless this says so. */
  PUSH_TEST_SERVICE_IN_PRODUCTION: bool.optional(),
  PAYMENT_GATEWAY: z.enum(GATEWAY_KINDS).optional(),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com/v1'),
  /** Razorpay's own script unless set (src/server/adapters/razorpay.ts). */
  RAZORPAY_CHECKOUT_URL: z.url().optional(),
  /** A licensed e-sign provider for rent agreements; unset, agreements are signed with codes only (docs/decisions/0156-signatures-and-verify.md). */
  ESIGN_PROVIDER: z.enum(['standin']).optional(),
  /** The key the e-sign provider signs its callbacks with; unset, one derived from the app secret. */
  ESIGN_SECRET: optionalText,
  PLAN_PRICE_INR: z.coerce.number().int().min(1).max(100_000).default(299),
  PLAN_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  PLAN_NAME: z.string().min(1).default('all access'),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('ap-south-1'),
  S3_ENDPOINT: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText,
  /**
   * Map tiles for the search map (docs/product/search.md#map): an OpenStreetMap-style
   * raster URL with {z}/{x}/{y}. Unset: a plain map with locality names, offline.
   */
  MAP_TILE_URL: optionalText.refine(
    (v) =>
      v === undefined ||
      (/^https?:\/\/[^\s]+$/.test(v) && v.includes('{z}') && v.includes('{x}') && v.includes('{y}')),
    'must be a tile URL like https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  ),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  REDIS_URL: optionalText.refine(
    (v) => v === undefined || /^rediss?:\/\/[^\s]+$/.test(v),
    'must be a URL like redis://host:6379',
  ),
  /**
   * Sentinels that name the Redis master, as host:port,host:port: the server asks them and
   * follows a promoted replica by itself; REDIS_URL then gives only the password and the
   * database number (docs/decisions/0160-redis-sentinel.md).
   */
  REDIS_SENTINELS: optionalText.refine(
    (v) => v === undefined || v.split(',').every((s) => /^[\w.-]+:\d{1,5}$/.test(s.trim())),
    'must be Sentinels as host:port,host:port',
  ),
  /** The master's name as the Sentinels know it (their `sentinel monitor NAME …`). */
  REDIS_SENTINEL_NAME: z
    .string()
    .regex(/^[\w.-]{1,64}$/, "must be the master's name the Sentinels watch, e.g. mymaster")
    .default('mymaster'),
  /**
   * What every Redis channel and key of this deployment starts with, so two deployments on
   * one Redis server never hear each other (docs/decisions/0131-redis-can-be-away.md).
   * Unset: derived from PUBLIC_URL, else the database, else DATA_DIR.
   */
  REDIS_PREFIX: optionalText.refine(
    (v) => v === undefined || /^[\w:.-]{1,64}$/.test(v),
    'must be up to 64 letters, digits, colons, dots, dashes or underscores, e.g. thikana:staging:',
  ),
  METRICS_TOKEN: optionalText,
  /** Run the scheduled jobs in this process (every process by default; once per cluster either way). */
  JOBS: bool.default(true),
  REPORTS_TO_PAUSE: z.coerce.number().int().min(1).default(3),
  JOB_SCHEDULES: optionalText,
  BACKUP_DIR: z.string().default('./backups'),
  /** While the disk is full, how often a small write tries whether space is back (docs/decisions/0158-secrets-rotate-disks-fill.md). */
  DISK_FULL_PROBE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  API_DOCS: bool.default(true),
  MESSAGE_OUTBOX: bool.optional(),
  /** A clock an operator can move (docs/deploy.md#a-movable-clock); never with real payments. */
  TEST_CLOCK: bool.optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** What loadConfig guarantees beyond the environment: PUBLIC_URL and VAPID_SUBJECT are always set. */
export type Config = Omit<Env, 'PUBLIC_URL' | 'VAPID_SUBJECT' | 'SEED_DEMO'> & {
  PUBLIC_URL: string;
  VAPID_SUBJECT: string;
  /** Until when APP_SECRET_PREVIOUS and METRICS_TOKEN_PREVIOUS are accepted (platform/secrets.ts); null: never. */
  previousSecretsUntil: Date | null;
  /** SEED_DEMO, else true outside production: production seeds only when asked. */
  SEED_DEMO: boolean;
  isProduction: boolean;
  dataDir: string;
  appSecret: string;
  paymentGateway: GatewayKind;
  /**
   * Production without a gateway's keys and without an explicit PAYMENT_GATEWAY=test: the
   * built-in test gateway must not sell passes for nothing, so no order is created.
   */
  paymentsRefused: boolean;
  /**
   * Codes and emails may be kept in DATA_DIR/outbox.jsonl when a channel is missing:
   * always outside production, in production only with MESSAGE_OUTBOX=true.
   */
  outboxAllowed: boolean;
  cookieSecure: boolean;
  /** REDIS_PREFIX, or one derived from what names this deployment (redisPrefixOf). */
  redisPrefix: string;
  /** What the operator should change, logged once at start (main.ts). */
  warnings: string[];
};

/**
 * The settings each gateway needs before it can take payments. With PAYMENT_GATEWAY unset,
 * the first of GATEWAY_KINDS whose settings are all there is used, else the built-in test
 * gateway, which needs none.
 */
const GATEWAY_KEYS = {
  razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
  test: [],
} as const satisfies Record<GatewayKind, readonly (keyof Env)[]>;

const gatewayKeysOf = (kind: GatewayKind): readonly (keyof Env)[] => GATEWAY_KEYS[kind];

/** What to set for a real gateway, for the warning when payments are off. */
export const gatewaySettingsText = () =>
  GATEWAY_KINDS.filter((kind) => gatewayKeysOf(kind).length > 0)
    .map((kind) => gatewayKeysOf(kind).join(' and '))
    .join(', or ');

/**
 * Settings that carry a secret may be given as a file instead (`APP_SECRET_FILE=/run/secrets/app_secret`),
 * as container secrets are mounted (docs/decisions/0161-containers-from-debian.md). The variable
 * itself wins; a file that cannot be read stops the start naming the variable, never its path's contents.
 */
const SECRET_SETTINGS = [
  'APP_SECRET',
  'APP_SECRET_PREVIOUS',
  'METRICS_TOKEN',
  'METRICS_TOKEN_PREVIOUS',
  'DATABASE_URL',
  'DIRECT_DATABASE_URL',
  'READ_DATABASE_URL',
  'REDIS_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  'WHATSAPP_TOKEN',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'ESIGN_SECRET',
] as const;

const withSecretFiles = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
  const read: NodeJS.ProcessEnv = {};
  for (const name of SECRET_SETTINGS) {
    const file = env[`${name}_FILE`];
    if (!file || env[name]) continue;
    try {
      read[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch {
      throw new Error(`Invalid configuration:\n  ${name}_FILE: cannot read the file it names`);
    }
  }
  return Object.keys(read).length > 0 ? { ...env, ...read } : env;
};

export const parseEnv = (env: NodeJS.ProcessEnv = process.env): Env => {
  const parsed = EnvSchema.safeParse(withSecretFiles(env));
  if (!parsed.success) {
    // Never echo the value: a DATABASE_URL carries a password.
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
};

/** A stable secret for keyed hashes: APP_SECRET, else one generated once and kept in DATA_DIR. */
const loadSecret = (dataDir: string, given: string | undefined) => {
  if (given) return given;
  if (dataDir === 'memory://') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/**
 * A prefix of this deployment's own: every process of one deployment shares its public
 * address, else its database, else its data directory; a second deployment on the same
 * Redis server (staging beside production) has another. Never the URL itself: it may
 * carry a password.
 */
const redisPrefixOf = (parsed: Env, dataDir: string) => {
  if (parsed.REDIS_PREFIX) return parsed.REDIS_PREFIX;
  const database = parsed.DATABASE_URL ? new URL(parsed.DATABASE_URL) : null;
  const identity =
    parsed.PUBLIC_URL ??
    (database ? `${database.hostname}:${database.port || 5432}${database.pathname}` : dataDir);
  return `thikana:${createHash('sha256').update(identity).digest('hex').slice(0, 8)}:`;
};

/** Reads ./.env into process.env when present; variables already set win. */
const loadEnvFile = () => {
  if (existsSync('.env')) process.loadEnvFile('.env');
};

export const loadConfig = (env?: NodeJS.ProcessEnv): Config => {
  if (!env) loadEnvFile();
  const parsed = parseEnv(env ?? process.env);
  const dataDir = parsed.DATA_DIR === 'memory://' ? parsed.DATA_DIR : path.resolve(parsed.DATA_DIR);
  const isProduction = parsed.NODE_ENV === 'production';
  const hasKeys = (kind: GatewayKind) => gatewayKeysOf(kind).every((key) => Boolean(parsed[key]));
  const paymentGateway =
    parsed.PAYMENT_GATEWAY ?? GATEWAY_KINDS.find((kind) => kind !== 'test' && hasKeys(kind)) ?? 'test';
  if (!hasKeys(paymentGateway)) {
    const keys = gatewayKeysOf(paymentGateway).join(' and ');
    throw new Error(`Invalid configuration:\n  PAYMENT_GATEWAY=${paymentGateway} needs ${keys}`);
  }
  if (parsed.DIRECT_DATABASE_URL && !parsed.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  DIRECT_DATABASE_URL needs DATABASE_URL (the pooler it bypasses)',
    );
  }
  if (isProduction && parsed.PUSH_TEST_SERVICE && !parsed.PUSH_TEST_SERVICE_IN_PRODUCTION) {
    throw new Error(
      'Invalid configuration:\n  PUSH_TEST_SERVICE is for development and tests; in production set PUSH_TEST_SERVICE_IN_PRODUCTION=true as well',
    );
  }
  // Each process would make a secret of its own in its own DATA_DIR: a code or a link one
  // process made would fail on the next (docs/decisions/0157-safe-by-default.md).
  if (isProduction && parsed.DATABASE_URL && !parsed.APP_SECRET) {
    throw new Error(
      'Invalid configuration:\n  APP_SECRET is required in production with a shared DATABASE_URL: set the same secret on every process (docs/deploy.md)',
    );
  }
  if ((parsed.APP_SECRET_PREVIOUS || parsed.METRICS_TOKEN_PREVIOUS) && !parsed.SECRETS_PREVIOUS_UNTIL) {
    throw new Error(
      'Invalid configuration:\n  SECRETS_PREVIOUS_UNTIL is needed with APP_SECRET_PREVIOUS or METRICS_TOKEN_PREVIOUS: when the previous one stops being accepted',
    );
  }
  if (parsed.TEST_CLOCK && paymentGateway !== 'test') {
    throw new Error('Invalid configuration:\n  TEST_CLOCK=true only with PAYMENT_GATEWAY=test');
  }
  const publicUrl = parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`;
  return {
    ...parsed,
    PUBLIC_URL: publicUrl,
    VAPID_SUBJECT: parsed.VAPID_SUBJECT ?? `mailto:${parsed.SUPPORT_EMAIL}`,
    SEED_DEMO: parsed.SEED_DEMO ?? !isProduction,
    previousSecretsUntil: parsed.SECRETS_PREVIOUS_UNTIL ? new Date(parsed.SECRETS_PREVIOUS_UNTIL) : null,
    isProduction,
    dataDir,
    appSecret: loadSecret(dataDir, parsed.APP_SECRET),
    paymentGateway,
    paymentsRefused: isProduction && paymentGateway === 'test' && parsed.PAYMENT_GATEWAY !== 'test',
    outboxAllowed: parsed.MESSAGE_OUTBOX ?? !isProduction,
    // Secure (and __Host-) cookies whenever the public URL is https.
    cookieSecure: parsed.COOKIE_SECURE ?? (isProduction && publicUrl.startsWith('https:')),
    redisPrefix: redisPrefixOf(parsed, dataDir),
    warnings: [
      ...(/^\s*(true|yes)\s*$/i.test((env ?? process.env).TRUST_PROXY ?? '')
        ? [
            'TRUST_PROXY=true is read as one proxy in front of the server (TRUST_PROXY=1); set the number of proxies or their addresses (docs/deploy.md)',
          ]
        : []),
      ...deploymentWarnings(parsed, isProduction),
    ],
  };
};

/** What a deployment risks with these settings (docs/decisions/0143-clients-outside-the-browser.md). */
const deploymentWarnings = (parsed: Env, isProduction: boolean) => [
  // The embedded database is held by one process; a shared PostgreSQL lets others run beside this one.
  ...(isProduction && parsed.DATABASE_URL && !parsed.REDIS_URL
    ? [
        'REDIS_URL is not set: this process cannot know its peers, so a live channel hears only the messages, reads and logouts of this process; with more than one process set REDIS_URL (docs/deploy.md#redis)',
      ]
    : []),
  ...(parsed.TRUSTED_APP_ORIGINS.includes('null')
    ? [
        'TRUSTED_APP_ORIGINS lists null: any sandboxed frame or file page on any site sends Origin: null, so its state-changing calls are accepted too; serve the app from its own scheme instead (docs/deploy.md#installed-apps)',
      ]
    : []),
];
