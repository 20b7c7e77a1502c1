// One database module for both engines: PGlite (embedded, WASM Postgres) in DATA_DIR
// when DATABASE_URL is unset, node-postgres when it is set. Same schema, same
// migrations, same queries.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { dbQuerySeconds, dbStatements, readReplicaFallbacks, watchPool } from '../metrics.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { EmbeddedThread } from './embedded-thread.ts';
import * as schema from './schema.ts';
import { isUnreachable } from './unreachable.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The callback argument of `db.transaction`, for stores that must run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * How load shedding judges this database's queue (docs/decisions/0112-load-shedding.md): the
   * statements waiting above which /api calls are shed, and whether the queue is read at every
   * call (the embedded database's one session) or sampled (a pool, whose callers that never wait
   * were served half as much when it was read at every call).
   */
  queue: { shedAbove: number; readEachCall: boolean };
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** A replica's: when a read last fell back to the primary because it was away (0: never). */
  fellBackAt?: () => number;
  /** The embedded database's files as a gzipped tarball (backups); PGlite only. */
  dumpDataDir?: () => Promise<Blob>;
};

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = {
  /** postgres://... ; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory. */
  dataDir: string;
  /**
   * PGlite: a tarball of a data directory (`dumpDataDir`) the database starts from instead of an
   * empty one. Tests start each file from a migrated template (docs/decisions/0135-test-database-templates.md).
   */
  loadDataDir?: string | undefined;
  /** Postgres schema to use (tests isolate each run in its own). */
  searchPath?: string | undefined;
  poolSize?: number;
  /** The label of this database in metrics: `primary` or `replica`. */
  role?: 'primary' | 'replica';
  /** `transaction`: a pooler lends a connection per transaction, so no statement is named. */
  pooling?: 'session' | 'transaction';
  /** PostgreSQL past the pooler, for the migrations; `url` when absent. */
  directUrl?: string | undefined;
  /** A replica's: the primary, which answers a read the replica could not because it was away. */
  fallback?: Database | undefined;
};

/** A PostgreSQL database's pool, for a replica falling back to its primary (kept by a spread copy). */
const POOL = Symbol('pool');
const poolOf = (database: Database) => (database as Database & { [POOL]?: pg.Pool })[POOL];

/**
 * A read the replica could not answer because it was away (stopped, restarting, unreachable)
 * is read from the primary instead, so its reader sees no error; the replica check then stops
 * sending reads there (docs/decisions/0123-when-a-service-is-away.md). Statements that failed
 * on a replica that answered are not retried.
 */
const fallBackTo = (pool: pg.Pool, primary: pg.Pool) => {
  let fellBackAt = 0;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const again = primary.query.bind(primary) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return query(...args);
    return query(...args).catch((error: unknown) => {
      if (!isUnreachable(error)) throw error;
      readReplicaFallbacks.inc();
      fellBackAt = Date.now();
      return again(...args);
    });
  }) as typeof pool.query;
  return () => fellBackAt;
};

/** Times every promise-returning query through `target.query` into the query-time histogram. */
const timeQueries = (target: { query: (...args: never[]) => unknown }, role: string) => {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  target.query = ((...args: unknown[]) => {
    const end = dbQuerySeconds.startTimer({ database: role });
    const result = query(...args);
    if (result instanceof Promise)
      result.then(
        () => end(),
        () => end(),
      );
    return result;
  }) as never;
};

/** Counts every statement sent through `target.query` (statements per request in bench:load). */
const countStatements = (target: { query: (...args: never[]) => unknown }, role: string) => {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  const counter = dbStatements.labels({ database: role });
  target.query = ((...args: unknown[]) => {
    counter.inc();
    return query(...args);
  }) as never;
};

/**
 * Sends statements prepared by name unnamed, still with their parameters. Behind a pooler in
 * transaction mode a name parsed on one server connection is unknown on the next
 * (docs/decisions/0122-behind-a-connection-pooler.md); the text Drizzle built once is kept.
 */
const unnameStatements = (target: { query: (...args: never[]) => unknown }) => {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  target.query = ((config: unknown, ...rest: unknown[]) =>
    query(
      // A plain query config; a submittable (a cursor, a stream) goes as it is.
      typeof config === 'object' &&
        config !== null &&
        'name' in config &&
        config.name &&
        !('submit' in config)
        ? { ...config, name: undefined }
        : config,
      ...rest,
    )) as never;
};

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  const role = options.role ?? 'primary';
  if (options.url) return openPostgres({ ...options, url: options.url, role });
  return openPglite(options.dataDir, role, options.loadDataDir);
};

const openPglite = async (dataDir: string, role: string, loadDataDir?: string): Promise<Database> => {
  const location = dataDir === 'memory://' ? undefined : path.join(dataDir, 'pg');
  if (location) mkdirSync(location, { recursive: true });
  const unlock = location ? lockDataDir(dataDir) : () => {};
  const client = await EmbeddedThread.open(location, loadDataDir).catch((error: unknown) => {
    unlock();
    throw error;
  });
  timeQueries(client, role);
  countStatements(client, role);
  // One session answers one statement at a time: the rest wait in its queue.
  watchPool(role, () => ({
    total: 1,
    idle: client.inFlight ? 0 : 1,
    waiting: Math.max(0, client.inFlight - 1),
  }));
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    queue: { shedAbove: 16, readEachCall: true },
    migrate: async () => {
      await client.exec('create extension if not exists pg_trgm');
      await migratePglite(drizzlePglite(client as unknown as PGlite), { migrationsFolder: MIGRATIONS });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      unlock();
    },
    dumpDataDir: () => client.dumpDataDir(),
  };
};

/** Creates what the migrations need (the tests' schema, pg_trgm), then runs them through `pool`. */
const migratePostgres = async (pool: pg.Pool, searchPath: string | undefined) => {
  const client = await pool.connect();
  try {
    if (searchPath) await client.query(`create schema if not exists "${searchPath}"`);
    // pg_trgm is a trusted extension (PostgreSQL 13+), so a database owner may create it.
    await client.query('create extension if not exists pg_trgm with schema public');
  } finally {
    client.release();
  }
  await migratePg(drizzlePg(pool), {
    migrationsFolder: MIGRATIONS,
    ...(searchPath ? { migrationsSchema: searchPath } : {}),
  });
};

const CONNECT_TIMEOUT_MS = 5_000;

const openPostgres = async (options: DatabaseOptions & { url: string; role: string }): Promise<Database> => {
  const { searchPath, role } = options;
  const connection = (url: string, max: number) =>
    new pg.Pool({
      connectionString: url,
      max,
      // A request waits at most this long for a connection, busy pool or database away, then
      // is answered 503 with Retry-After (docs/decisions/0123-when-a-service-is-away.md).
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(searchPath ? { options: `-c search_path=${searchPath},public` } : {}),
    });
  const pool = connection(options.url, options.poolSize ?? 10);
  // An idle connection the server closes (restart, failover, a dropped database) is
  // already discarded by the pool; without a listener its 'error' would crash the process.
  pool.on('error', (error) => console.warn(`database: an idle connection was closed: ${error.message}`));
  timeQueries(pool, role);
  // Each connection's own query: pool queries and statements in transactions alike.
  pool.on('connect', (client) => {
    if (options.pooling === 'transaction') unnameStatements(client);
    countStatements(client, role);
  });
  watchPool(role, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  const primary = options.fallback && poolOf(options.fallback);
  const fellBackAt = primary ? fallBackTo(pool, primary) : undefined;
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    queue: { shedAbove: 50, readEachCall: false },
    ...(fellBackAt ? { fellBackAt } : {}),
    migrate: async () => {
      if (!options.directUrl) return migratePostgres(pool, searchPath);
      const direct = connection(options.directUrl, 1);
      try {
        await migratePostgres(direct, searchPath);
      } finally {
        await direct.end();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
  return Object.assign(database, { [POOL]: pool });
};

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export const queryRows = async <T>(db: DbOrTx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
