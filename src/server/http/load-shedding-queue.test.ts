import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { onPostgres, queueSampled, slowStatement } from '../../test/busy-database.ts';
import { SHED_MESSAGE } from './load-shedding.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    config: { SHED_DB_WAITING: '3', SHED_RETRY_AFTER_SECONDS: '2', SHED_MIN_IN_FLIGHT: '1' },
  });
});
afterAll(() => t.close());

const stats = () => t.app.inject('/api/listing/getStats');
/** A call that reads the database, left waiting behind the queue (the figures of getStats are kept in memory). */
const inFlight = async () => {
  const call = t.app.inject({
    method: 'POST',
    url: '/api/listing/searchProperties',
    payload: { location: 'Mumbai' },
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { answered: () => call };
};

describe('a server whose database is busy', () => {
  it('never sheds a call that comes alone, however long the queue of other work', async () => {
    const queued = Array.from({ length: onPostgres() ? 10 : 20 }, () => slowStatement(t.deps.database, 1.5));
    await queueSampled();
    const alone = await stats();
    await Promise.all(queued);
    expect(alone.statusCode).toBe(200);
  });

  it('sheds API calls while statements queue for the database, and answers again once they are done', async () => {
    expect((await stats()).statusCode).toBe(200);
    // More statements than the embedded database's one session (or PostgreSQL's pool) runs at once,
    // and an API call waiting behind them: the server's own backlog (SHED_MIN_IN_FLIGHT=1).
    const queued = Array.from({ length: onPostgres() ? 10 : 20 }, () => slowStatement(t.deps.database, 1.5));
    const waiting = await inFlight();
    await queueSampled();
    const shed = await stats();
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
    expect(shed.json()).toEqual({ message: SHED_MESSAGE });
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    await Promise.all(queued);
    expect((await waiting.answered()).statusCode).toBe(200);
    await queueSampled();
    expect((await stats()).statusCode).toBe(200);
  });
});
