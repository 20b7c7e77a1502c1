// A test's database kept busy as a crowd of calls would keep it, for the load-shedding tests
// (docs/decisions/0112-load-shedding.md).
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client.ts';
import { testDatabaseKind } from './database.ts';

export const onPostgres = () => testDatabaseKind() === 'postgres';

/**
 * Holds one of the database's connections for about `seconds` on PostgreSQL; on the embedded
 * database, whose one session runs a statement at a time, the same work takes what the machine
 * gives it (a fraction of a second per second asked for).
 */
export const slowStatement = async (database: Database, seconds: number) => {
  await database.db.execute(
    onPostgres()
      ? sql`select pg_sleep(${seconds})`
      : sql`select count(*) from generate_series(1, ${Math.round(200_000 * seconds)}) a join generate_series(1, 2) b on true`,
  );
};

/** PostgreSQL's pool is sampled every half second; the embedded database's queue is read at each call. */
export const queueSampled = () =>
  onPostgres() ? new Promise((resolve) => setTimeout(resolve, 1_100)) : Promise.resolve();
