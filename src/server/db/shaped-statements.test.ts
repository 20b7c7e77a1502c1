import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/database.ts';
import { queryRows } from './client.ts';
import { shapedStatements } from './shaped-statements.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('statements built once per shape', () => {
  it('builds a shape once and answers each call with its own values', async () => {
    const rows = shapedStatements();
    let built = 0;
    const upTo = (top: number, step: number) =>
      rows<{ n: number }>(database.db, {
        key: 'up-to',
        build: () => {
          built += 1;
          return sql`select n::int from generate_series(1, ${sql.placeholder('top')}::int, ${sql.placeholder('step')}::int) n`;
        },
        values: { top, step },
      });
    expect((await upTo(3, 1)).map((r) => r.n)).toEqual([1, 2, 3]);
    expect((await upTo(7, 3)).map((r) => r.n)).toEqual([1, 4, 7]);
    expect(built).toBe(1);
  });

  it('builds another shape its own text', async () => {
    const rows = shapedStatements();
    const greet = (key: string, word: string) =>
      rows<{ said: string }>(database.db, {
        key,
        build: () => sql`select ${sql.raw(`'${key}'`)} || ' ' || ${sql.placeholder('word')}::text as said`,
        values: { word },
      });
    expect(await greet('hello', 'Pune')).toEqual([{ said: 'hello Pune' }]);
    expect(await greet('namaste', 'Delhi')).toEqual([{ said: 'namaste Delhi' }]);
    expect(await greet('hello', 'Kota')).toEqual([{ said: 'hello Kota' }]);
  });

  it('refuses a call that lacks a value its text needs', async () => {
    const rows = shapedStatements();
    await expect(
      rows(database.db, {
        key: 'one',
        build: () => sql`select ${sql.placeholder('missing')}::int`,
        values: {},
      }),
    ).rejects.toThrow(/missing/);
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'sends its text unnamed, so each run is planned for its own values',
    async () => {
      const rows = shapedStatements();
      const found = await database.db.transaction(async (tx) => {
        for (const id of [1, 2, 3]) {
          await rows(tx, {
            key: 'k',
            build: () => sql`select ${sql.placeholder('id')}::int as id`,
            values: { id },
          });
        }
        return queryRows<{ n: number }>(tx, sql`select count(*)::int as n from pg_prepared_statements`);
      });
      expect(found).toEqual([{ n: 0 }]);
    },
  );
});
