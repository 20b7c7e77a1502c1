// A fresh, migrated database for one test file: in-memory PGlite by default, or a
// new PostgreSQL database when TEST_DATABASE_URL is set (dropped again on close).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../server/db/client.ts';

export const testDatabaseKind = () => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

/** A test database; `connectAgain` opens a second, independent connection pool to it. */
export type TestDatabase = Database & {
  connectAgain: () => Promise<Database>;
  /** Its connection URL on PostgreSQL; undefined on PGlite. */
  url?: string;
};

export const openTestDatabase = async (): Promise<TestDatabase> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    // In-memory PGlite lives inside this process: a second "connection" is the same engine.
    return { ...database, connectAgain: async () => ({ ...database, close: async () => {} }) };
  }
  const name = `thikana_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://', poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    connectAgain: () => openDatabase({ url: url.toString(), dataDir: 'memory://', poolSize: 5 }),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
};
