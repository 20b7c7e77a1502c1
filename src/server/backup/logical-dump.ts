// A dump through the database driver, for PostgreSQL without pg_dump on the machine:
// every table of the schema as JSON lines, parents before children, and a restore
// that migrates an empty database and inserts them back, then moves each id sequence
// past the restored rows. Generated columns are left out and rebuilt by the database.

import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../db/client.ts';

const PAGE = 2_000;

type TableInfo = { name: string; columns: string[]; serials: string[] };

/** Tables of the current schema, each after every table it references. */
const tablesInOrder = async (db: DbOrTx): Promise<TableInfo[]> => {
  const columns = await queryRows<{ table_name: string; column_name: string; is_serial: boolean }>(
    db,
    sql`select c.table_name, c.column_name, coalesce(c.column_default like 'nextval(%', false) as is_serial
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select cl.relname as child, pl.relname as parent from pg_constraint k
        join pg_class cl on cl.oid = k.conrelid join pg_class pl on pl.oid = k.confrelid
        join pg_namespace n on n.oid = cl.relnamespace
        where k.contype = 'f' and n.nspname = current_schema() and cl.relname <> pl.relname`,
  );
  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    const table = tables.get(c.table_name) ?? { name: c.table_name, columns: [], serials: [] };
    table.columns.push(c.column_name);
    if (c.is_serial) table.serials.push(c.column_name);
    tables.set(c.table_name, table);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const e of edges) if (e.child === name && tables.has(e.parent)) place(e.parent, path);
    placed.add(name);
    ordered.push(tables.get(name)!);
  };
  for (const name of [...tables.keys()].sort()) place(name, new Set());
  return ordered;
};

/**
 * Writes `{"table":..}` then one line per row, table by table; returns rows per table. Every
 * table is read inside one read-only repeatable-read transaction, so the dump is one snapshot
 * of the database: a write the server commits meanwhile is in every table of it or in none
 * (docs/decisions/0157-safe-by-default.md).
 */
export const writeLogicalDump = async (db: Db, file: string) => {
  const out = createWriteStream(file);
  const counts: Record<string, number> = {};
  await db.transaction(
    async (tx) => {
      await dumpTables(tx, out, counts);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  out.end();
  await once(out, 'finish');
  return counts;
};

const dumpTables = async (db: DbOrTx, out: WriteStream, counts: Record<string, number>) => {
  for (const table of await tablesInOrder(db)) {
    const cols = sql.join(
      table.columns.map((c) => sql.identifier(c)),
      sql`, `,
    );
    out.write(`${JSON.stringify({ table: table.name, serials: table.serials })}\n`);
    counts[table.name] = 0;
    for (let offset = 0; ; offset += PAGE) {
      const rows = await queryRows<{ j: string }>(
        db,
        sql`select row_to_json(x)::text as j from (select ${cols} from ${sql.identifier(table.name)} order by 1 limit ${PAGE} offset ${offset}) x`,
      );
      for (const row of rows) if (!out.write(`${row.j}\n`)) await once(out, 'drain');
      counts[table.name] = (counts[table.name] ?? 0) + rows.length;
      if (rows.length < PAGE) break;
    }
  }
};

/** Inserts a logical dump into a migrated, empty database, in one transaction. */
export const readLogicalDump = async (db: Db, file: string) => {
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    // Opened here, right before it is read: lines read before the loop starts would be lost.
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
    let table: { table: string; serials: string[] } | null = null;
    let batch: unknown[] = [];
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const name = sql.identifier(table.table);
      await tx.execute(
        sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${JSON.stringify(batch)}::json)`,
      );
      counts[table.table] = (counts[table.table] ?? 0) + batch.length;
      batch = [];
    };
    const finishTable = async () => {
      await flush();
      if (!table) return;
      for (const column of table.serials) {
        const col = sql.identifier(column);
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${table.table}, ${column}), coalesce(max(${col}), 1), max(${col}) is not null) from ${sql.identifier(table.table)}`,
        );
      }
    };
    for await (const line of lines) {
      if (!line) continue;
      const value = JSON.parse(line) as Record<string, unknown>;
      if (
        typeof value.table === 'string' &&
        Array.isArray(value.serials) &&
        Object.keys(value).length === 2
      ) {
        await finishTable();
        table = value as { table: string; serials: string[] };
        counts[table.table] = 0;
        continue;
      }
      batch.push(value);
      if (batch.length >= 500) await flush();
    }
    await finishTable();
  });
  return counts;
};
