// A fresh, migrated database for one test file: in-memory PGlite by default, or a
// new PostgreSQL database when TEST_DATABASE_URL is set (dropped again on close). Each is a copy
// of the run's migrated template (src/test/global-setup.ts), or migrated here when the run has
// none (docs/decisions/0135-test-database-templates.md).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../server/db/client.ts';
import { databaseUrl } from './templates.ts';

export const testDatabaseKind = () => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

/** A test database; `connectAgain` opens a second, independent connection pool to it. */
export type TestDatabase = Database & {
  connectAgain: () => Promise<Database>;
  /** Its connection URL on PostgreSQL; undefined on PGlite. */
  url?: string;
};

/**
 * A fresh, migrated, independent database. `migrateFromScratch` runs every migration on an empty
 * database instead of copying the template, for the tests of the migrations themselves.
 */
export const openTestDatabase = async (
  options: { migrateFromScratch?: boolean } = {},
): Promise<TestDatabase> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = options.migrateFromScratch ? undefined : inject('testDatabaseTemplate');
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: template?.pglite });
    if (!template?.pglite) await database.migrate();
    // In-memory PGlite lives inside this process: a second "connection" is the same engine.
    return { ...database, connectAgain: async () => ({ ...database, close: async () => {} }) };
  }
  const name = `thikana_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      template?.postgres
        ? `create database "${name}" template "${template.postgres}"`
        : `create database "${name}"`,
    );
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ url, dataDir: 'memory://', poolSize: 5 });
  if (!template?.postgres) await database.migrate();
  return {
    ...database,
    url,
    connectAgain: () => openDatabase({ url, dataDir: 'memory://', poolSize: 5 }),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
};
