import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { SHED_MESSAGE } from './load-shedding.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ config: { SHED_DB_WAITING: '3', SHED_RETRY_AFTER_SECONDS: '2' } });
});
afterAll(() => t.close());

const stats = () => t.app.inject('/api/listing/getStats');
const onPostgres = testDatabaseKind() === 'postgres';
/** Sends a statement that keeps the database busy for a while (a fraction of a second on PGlite). */
const slowStatement = async () => {
  await t.deps.database.db.execute(
    onPostgres
      ? sql`select pg_sleep(1.5)`
      : sql`select count(*) from generate_series(1, 300000) a join generate_series(1, 2) b on true`,
  );
};
/** PostgreSQL's pool is sampled every half second; the embedded database's queue is read at each call. */
const sampled = () => (onPostgres ? new Promise((resolve) => setTimeout(resolve, 1_100)) : Promise.resolve());

describe('a server whose database is busy', () => {
  it('sheds API calls while statements queue for the database, and answers again once they are done', async () => {
    expect((await stats()).statusCode).toBe(200);
    // More statements than the embedded database's one session (or PostgreSQL's pool) runs at once.
    const queued = Array.from({ length: 20 }, slowStatement);
    await sampled();
    const shed = await stats();
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
    expect(shed.json()).toEqual({ message: SHED_MESSAGE });
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    await Promise.all(queued);
    await sampled();
    expect((await stats()).statusCode).toBe(200);
  });
});
