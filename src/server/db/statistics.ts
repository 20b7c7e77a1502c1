// The planner's statistics on the embedded database
// (docs/decisions/0111-statistics-on-the-embedded-database.md). PostgreSQL's autovacuum keeps
// them; PGlite runs no background workers, so its tables were never analyzed and every plan was
// made from guesses (a city's 23 homes estimated as 1 row, found by walking a whole index).
// ANALYZE reads a bounded sample of each table (at most 30,000 rows), so it stays short as the
// data grows; it runs when the server starts with tables never analyzed, and from a job.
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from './client.ts';

/** Whether any of the product's tables has never been analyzed (reltuples is -1 until then). */
const hasUnanalyzedTables = async (database: Database) => {
  const rows = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where c.relkind = 'r' and s.nspname = current_schema() and c.reltuples < 0`,
  );
  return (rows[0]?.n ?? 0) > 0;
};

/**
 * Brings the embedded database's statistics up to date: always when `always`, else only when
 * some table was never analyzed. PostgreSQL's own autovacuum does this there: nothing to do.
 */
export const refreshStatistics = async (database: Database, options: { always: boolean }) => {
  if (database.kind !== 'pglite') return { analyzed: false, ms: 0 };
  if (!options.always && !(await hasUnanalyzedTables(database))) return { analyzed: false, ms: 0 };
  const started = performance.now();
  await database.db.execute(sql`analyze`);
  return { analyzed: true, ms: Math.round(performance.now() - started) };
};
