import { setImmediate } from 'node:timers/promises';
import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedThread } from './embedded-thread.ts';
import { isUnreachable } from './unreachable.ts';

let client: EmbeddedThread;
beforeAll(async () => {
  client = await EmbeddedThread.open(undefined);
  await client.exec('create table homes (id int primary key, title text not null, listed timestamptz)');
});
afterAll(() => client.close());

const count = async () =>
  ((await client.query('select count(*)::int as n from homes')).rows[0] as { n: number }).n;

describe('the embedded database on its own thread', () => {
  it('answers statements with their rows, as objects or as arrays', async () => {
    await client.query('insert into homes (id, title) values ($1, $2), ($3, $4)', [1, 'Ravi', 2, "Asha's"]);
    const text = 'select id, title from homes order by id';
    expect((await client.query(text)).rows).toEqual([
      { id: 1, title: 'Ravi' },
      { id: 2, title: "Asha's" },
    ]);
    expect((await client.query(text, [], { rowMode: 'array' })).rows).toEqual([
      [1, 'Ravi'],
      [2, "Asha's"],
    ]);
  });

  it("runs the caller's parsers on this thread, on the text of their types", async () => {
    await client.query(`update homes set listed = '2026-11-28 10:00:00+05:30' where id = 1`);
    const { rows } = await client.query('select listed from homes where id = 1', [], {
      parsers: { [types.TIMESTAMPTZ]: (text) => `read ${text}` },
    });
    expect(rows).toEqual([{ listed: 'read 2026-11-28 04:30:00+00' }]);
  });

  it("carries PostgreSQL's error fields back, so a unique violation is still 23505", async () => {
    await expect(
      client.query('insert into homes (id, title) values (1, $1)', ['again']),
    ).rejects.toMatchObject({
      code: '23505',
      constraint: 'homes_pkey',
      message: expect.stringContaining('duplicate key'),
    });
  });

  it('commits a transaction whose work returns, and rolls back one whose work throws', async () => {
    const before = await count();
    await client.transaction(async (tx) => {
      await tx.query('insert into homes (id, title) values (3, $1)', ['kept']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into homes (id, title) values (4, $1)', ['lost']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(before + 1);
  });

  it('keeps other statements waiting until an open transaction ends, as one session does', async () => {
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const before = await count();
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into homes (id, title) values (5, $1)', ['pending']);
      inserted();
      await setImmediate();
      await tx.query('insert into homes (id, title) values (6, $1)', ['pending']);
    });
    await insertedOnce;
    // Sent while the transaction is open: it sees the transaction's rows only once it committed.
    const seen = count();
    await transaction;
    expect(await seen).toBe(before + 2);
  });

  it("keeps this thread free while a long statement runs on the database's", async () => {
    let answered = false;
    const long = client
      .query('select count(*) from generate_series(1, 3000000) a join generate_series(1, 2) b on true')
      .then(() => {
        answered = true;
      });
    await setImmediate();
    await setImmediate();
    expect(answered).toBe(false);
    expect(client.inFlight).toBe(1);
    await long;
    expect(client.inFlight).toBe(0);
  });

  it('answers a call after its thread stopped as a database that went away, at once', async () => {
    const other = await EmbeddedThread.open(undefined);
    await other.close();
    const error = await other.query('select 1').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '57P02' });
    expect(isUnreachable(error)).toBe(true);
  });
});
