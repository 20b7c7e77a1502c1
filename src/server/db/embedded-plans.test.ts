import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPlans, literalOf } from './embedded-plans.ts';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  keepPlans(client);
  await client.exec(
    `create table homes (id int primary key, title text not null, tags text[], rent int, live boolean)`,
  );
});
afterAll(() => client.close());

/** Whether the session holds a prepared statement whose text includes `part`. */
const isPrepared = async (part: string) =>
  (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.some((r) =>
    r.statement.includes(part),
  );

describe('statements the embedded database keeps prepared', () => {
  it('prepares a statement the second time it is sent, and answers it the same', async () => {
    const text = 'select id, title, tags, rent, live from homes where id = any($1::int[]) order by id';
    await client.query('insert into homes values ($1, $2, $3, $4, $5)', [
      1,
      "Ravi's flat",
      ['a "b"', 'c\\d'],
      9000,
      true,
    ]);
    await client.query('insert into homes values ($1, $2, $3, $4, $5)', [2, 'Back\\slash', [], null, false]);
    const first = await client.query(text, [[1, 2]]);
    expect(await isPrepared('from homes where id = any')).toBe(false);
    const again = await client.query(text, [[2, 1]]);
    expect(again.rows).toEqual(first.rows);
    expect(again.rows).toEqual([
      { id: 1, title: "Ravi's flat", tags: ['a "b"', 'c\\d'], rent: 9000, live: true },
      { id: 2, title: 'Back\\slash', tags: [], rent: null, live: false },
    ]);
    expect(await isPrepared('from homes where id = any')).toBe(true);
  });

  it('gives a prepared statement its values as the parameters would, quotes and all', async () => {
    const text = 'select $1::text as said, $2::int + 1 as next, $3::boolean as yes';
    for (const said of ["it's", "'); drop table homes; --", 'a\\b', '']) {
      const { rows } = await client.query(text, [said, 41, true]);
      expect(rows).toEqual([{ said, next: 42, yes: true }]);
    }
    expect((await client.query<{ n: number }>('select count(*)::int as n from homes')).rows).toEqual([
      { n: 2 },
    ]);
  });

  it('answers a prepared statement that fails with the error the statement gives', async () => {
    const insert = 'insert into homes (id, title) values ($1, $2)';
    await client.query(insert, [3, 'x']);
    await client.query(insert, [4, 'y']);
    await expect(client.query(insert, [3, 'z'])).rejects.toMatchObject({ code: '23505' });
  });

  it('sends values it cannot write as literals as parameters, and other statements as they are', async () => {
    expect(literalOf(new Date())).toBeUndefined();
    expect(literalOf({ a: 1 })).toBeUndefined();
    expect(literalOf('x'.repeat(5_000))).toBeUndefined();
    expect(literalOf(Number.NaN)).toBeUndefined();
    const long = 'x'.repeat(5_000);
    for (let i = 0; i < 3; i += 1) {
      expect((await client.query('select length($1::text) as n', [long])).rows).toEqual([{ n: 5_000 }]);
    }
    expect(await isPrepared('select length($1::text)')).toBe(false);
    await client.query('begin');
    await client.query('rollback');
  });
});
