// Builds the real app on a fresh migrated database with test adapters: in-memory
// storage, the outbox for mail and WhatsApp, the built-in test gateway and a clock
// the test can move. Use one per test file (beforeAll) and close it in afterAll.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { manualClock } from '../server/adapters/clock.ts';
import { createOutboxMailer } from '../server/adapters/mail.ts';
import { createOutbox } from '../server/adapters/outbox.ts';
import { createMemoryStorage } from '../server/adapters/storage.ts';
import { createTestGateway } from '../server/adapters/test-gateway.ts';
import { createOutboxWhatsApp } from '../server/adapters/whatsapp.ts';
import { buildApp } from '../server/app.ts';
import { type Config, loadConfig } from '../server/config.ts';
import { users } from '../server/db/schema.ts';
import { createSession } from '../server/http/session.ts';
import type { AppDeps } from '../server/platform/app-deps.ts';
import { createLocalLive } from '../server/realtime/live.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  clock: ReturnType<typeof manualClock>;
  storage: ReturnType<typeof createMemoryStorage>;
  database: TestDatabase;
  close: () => Promise<void>;
};

export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'test-secret',
    // Tests read back what they just wrote; public-cache.test.ts turns the cache on.
    PUBLIC_CACHE_SECONDS: '0',
    // A test machine's busy moments must not shed calls; load-shedding.test.ts turns it on.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    SHED_DB_WAITING: '0',
    ...overrides,
  });

export const buildTestApp = async (
  options: {
    config?: Record<string, string>;
    /** Adapters to use instead of the test ones; a function when they need the test's database. */
    deps?: Partial<AppDeps> | ((database: TestDatabase) => Partial<AppDeps>);
    logger?: FastifyBaseLogger;
    webDistDir?: string;
  } = {},
): Promise<TestApp> => {
  const config = testConfig(options.config);
  const database = await openTestDatabase();
  const outbox = createOutbox('memory://');
  const clock = manualClock(new Date('2026-11-22T06:30:00Z'));
  const storage = createMemoryStorage(clock.now);
  const deps: AppDeps = {
    config,
    database,
    storage,
    mailer: createOutboxMailer(outbox),
    whatsapp: createOutboxWhatsApp(outbox),
    gateway: createTestGateway(config.appSecret, database.db),
    outbox,
    clock,
    live: createLocalLive(),
    ...(typeof options.deps === 'function' ? options.deps(database) : options.deps),
  };
  const app = await buildApp(deps, {
    webDistDir: options.webDistDir ?? '/nonexistent',
    logger: options.logger,
  });
  await app.ready();
  return {
    app,
    deps,
    clock,
    storage,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

/**
 * Another server process beside `first`, as behind a load balancer: its own connection pool
 * to the same database, and its own test gateway over it; the other adapters are `first`'s.
 * Close it before `first`.
 */
export const buildSecondProcess = async (
  first: TestApp,
  /** Adapters of its own, as a live fan-out through Redis over a connection of its own. */
  own: Partial<AppDeps> = {},
): Promise<TestApp> => {
  const database = await first.database.connectAgain();
  const deps: AppDeps = {
    ...first.deps,
    database,
    gateway: createTestGateway(first.deps.config.appSecret, database.db),
    ...own,
  };
  const app = await buildApp(deps, { webDistDir: '/nonexistent' });
  await app.ready();
  return {
    ...first,
    app,
    deps,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

let userSeq = 0;

/** Creates a user directly in the database and returns a cookie header for a session. */
export const createTestUser = async (
  t: TestApp,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: typeof users.$inferSelect; cookie: string }> => {
  userSeq += 1;
  const suffix = `${Date.now().toString(36)}${userSeq}`;
  const [user] = await t.deps.database.db
    .insert(users)
    .values({
      fullName: `Test User ${userSeq}`,
      email: `user${suffix}@example.in`,
      mobileNo: `9${String(100000000 + Math.floor(Math.random() * 899999999)).slice(0, 9)}`,
      ...(fields.isAdmin ? { totpEnabledAt: t.clock.now() } : {}),
      ...fields,
    })
    .returning();
  // An admin made here has enrolled a second factor and given it in this session.
  const id = await createSession(t.deps.database.db, {
    userId: user!.id,
    now: t.clock.now(),
    ...(user!.isAdmin ? { secondFactorAt: t.clock.now() } : {}),
  });
  return { user: user!, cookie: `thikana_session=${id}` };
};

/**
 * The real app for a test file, built once and closed after it; the tables named are emptied
 * before each test (deletes cascade to the rows that hang on them).
 */
export const appPerFile = (emptied: readonly string[]) => {
  const app = { current: undefined as unknown as TestApp };
  beforeAll(async () => {
    app.current = await buildTestApp();
  });
  afterAll(async () => {
    await app.current?.close();
  });
  beforeEach(async () => {
    for (const table of emptied) await app.current.deps.database.db.execute(sql.raw(`delete from ${table}`));
  });
  return app;
};
