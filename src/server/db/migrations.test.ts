// The committed migrations build exactly the schema the code describes, on PGlite and
// (in the postgres project) on PostgreSQL.
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import { type Database, queryRows } from './client.ts';
import * as schema from './schema.ts';

const tables = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [getTableConfig(value)] : []));

describe('migrations', () => {
  let database: Database;

  beforeAll(async () => {
    // Every migration runs here on an empty database, not on a copy of the run's template.
    database = await openTestDatabase({ migrateFromScratch: true });
  });
  afterAll(async () => {
    await database.close();
  });

  it('create every table and column of schema.ts on a fresh database', async () => {
    const rows = await queryRows<{ table_name: string; column_name: string }>(
      database.db,
      sql`select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
    );
    const columnsByTable = new Map<string, Set<string>>();
    for (const row of rows) {
      const set = columnsByTable.get(row.table_name) ?? new Set<string>();
      set.add(row.column_name);
      columnsByTable.set(row.table_name, set);
    }
    expect(tables.length).toBeGreaterThan(15);
    for (const table of tables) {
      expect(columnsByTable.has(table.name), `table ${table.name}`).toBe(true);
      const columns = [...(columnsByTable.get(table.name) ?? [])].sort();
      expect(columns, `columns of ${table.name}`).toEqual(table.columns.map((c) => c.name).sort());
    }
  });

  it('enable pg_trgm for text search', async () => {
    const rows = await queryRows<{ extname: string }>(
      database.db,
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('can be applied again at the next start without changing anything', async () => {
    await database.migrate();
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from information_schema.tables where table_schema = current_schema()`,
    );
    expect(row?.count).toBe(tables.length);
  });
});
