// Records the SQL statements searchListings sends for a search (through Drizzle's
// query logger), and replays them straight through the driver, so the "raw SQL"
// side of bench:search runs exactly what the API runs, minus HTTP, validation,
// hydration in JavaScript and JSON.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';

export type Statement = { sql: string; params: unknown[] };

export type SqlLink = {
  db: Db;
  /** Statements logged since the last call. */
  takeRecorded: () => Statement[];
  replay: (statements: Statement[]) => Promise<void>;
  close: () => Promise<void>;
};

export const openSqlLink = async (target: {
  url?: string;
  dataDir: string;
  poolSize: number;
}): Promise<SqlLink> => {
  let recorded: Statement[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => recorded.push({ sql: query, params }) };
  const takeRecorded = () => {
    const taken = recorded;
    recorded = [];
    return taken;
  };
  if (target.url) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize });
    return {
      db: drizzlePg(pool, { schema, logger }) as unknown as Db,
      takeRecorded,
      replay: async (statements) => {
        for (const s of statements) await pool.query(s.sql, s.params);
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({ dataDir: path.join(target.dataDir, 'pg'), extensions: { pg_trgm } });
  return {
    db: drizzlePglite(client, { schema, logger }) as unknown as Db,
    takeRecorded,
    replay: async (statements) => {
      for (const s of statements) await client.query(s.sql, s.params as unknown[]);
    },
    close: () => client.close(),
  };
};
