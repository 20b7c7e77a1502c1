// Records the SQL statements searchListings sends for a search (through Drizzle's
// query logger, or on PostgreSQL at the driver, with the names of prepared statements),
// and replays them straight through the driver, so the "raw SQL" side of bench:search runs
// exactly what the API runs, prepared where the API prepares, minus HTTP, validation,
// hydration in JavaScript and JSON.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createMemoryStorage } from '../src/server/adapters/storage.ts';
import type { Db } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import { searchListings } from '../src/server/features/search/service.ts';
import { type SearchRequest, SearchRequestSchema } from '../src/shared/schemas/search.ts';

/** `name`: the statement is prepared under that name, as the API prepares it. */
export type Statement = { sql: string; params: unknown[]; name?: string };

/** `total`: what the search found (0 for an empty result, which adds its ways out). */
export type Search = { body: Partial<SearchRequest>; statements: Statement[]; total?: number };

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
    // What Drizzle hands the driver: a statement's text, or a config with its name and text.
    const recording = new pg.Pool({ connectionString: target.url, max: target.poolSize });
    const query = recording.query.bind(recording) as (...args: unknown[]) => Promise<unknown>;
    (recording as unknown as { query: typeof query }).query = (config, values, ...rest) => {
      const named = typeof config === 'object' && config !== null ? (config as pg.QueryConfig) : null;
      recorded.push({
        sql: named ? named.text : String(config),
        params: (values as unknown[]) ?? [],
        ...(named?.name ? { name: named.name } : {}),
      });
      return query(config, values, ...rest);
    };
    return {
      db: drizzlePg(recording, { schema }) as unknown as Db,
      takeRecorded,
      replay: async (statements) => {
        for (const s of statements)
          await pool.query(
            s.name ? { name: s.name, text: s.sql, values: s.params } : { text: s.sql, values: s.params },
          );
      },
      close: async () => {
        await pool.end();
        await recording.end();
      },
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

/** Runs each search through searchListings twice (the second on warm caches) and keeps the SQL of the second. */
export const recordSearches = async (link: SqlLink, bodies: Partial<SearchRequest>[]): Promise<Search[]> => {
  const storage = createMemoryStorage();
  const searches: Search[] = [];
  for (const body of bodies) {
    const request = SearchRequestSchema.parse(body);
    await searchListings({ db: link.db, storage, viewerId: null, request });
    link.takeRecorded();
    const { total } = await searchListings({ db: link.db, storage, viewerId: null, request });
    searches.push({ body, statements: link.takeRecorded(), total });
  }
  return searches;
};
