// The error handler, through the real app: a client that goes away before its answer is
// written, and a database that cannot be reached at all.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { freePort } from '../../test/free-port.ts';
import { loggerWithLines } from '../../test/log-lines.ts';
import { buildApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** What Fastify hands the error handler when the connection closes while an answer is compressed. */
const prematureClose = () =>
  Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

const appWithLog = async () => {
  const { logger, lines } = loggerWithLines();
  const app = await buildApp(t.deps, { logger, webDistDir: '/nonexistent' });
  return { app, lines };
};

describe('an answer cut short', () => {
  it('is logged at info when the client closed the connection, not as an error of the server', async () => {
    const { app, lines } = await appWithLog();
    app.get('/api/test-client-gone', async (request) => {
      request.raw.destroy();
      throw prematureClose();
    });
    const res = await app.inject('/api/test-client-gone');
    await app.close();
    expect(res.statusCode).toBe(499);
    expect(
      lines.find((l) => l.msg === 'the client closed the connection before its answer was sent'),
    ).toMatchObject({
      level: 30,
    });
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
  });

  it('is still an unhandled error when the client is there to be told', async () => {
    const { app, lines } = await appWithLog();
    app.get('/api/test-stream-broke', async () => {
      throw prematureClose();
    });
    const res = await app.inject('/api/test-stream-broke');
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong' });
    expect(lines.find((l) => l.msg === 'unhandled error')).toMatchObject({ level: 50 });
  });
});

describe('a database that cannot be reached', () => {
  it('is answered at once with 503 and Retry-After, logged as a warning, not as a defect', async () => {
    const { app, lines } = await appWithLog();
    // Nothing listens on this port: the real driver's refusal, wrapped by Drizzle as in a store.
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/thikana`,
    });
    app.get('/api/test-database-away', async () => drizzle(pool).execute(sql`select 1`));
    const res = await app.inject('/api/test-database-away');
    await app.close();
    await pool.end();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
    expect(lines.find((l) => l.msg === 'a service this request needs could not be reached')).toMatchObject({
      level: 40,
    });
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
  });

  it('does not hide a statement that failed on a database that answered', async () => {
    const { app } = await appWithLog();
    app.get('/api/test-bad-statement', async () => t.deps.database.db.execute(sql`select no_such_column`));
    const res = await app.inject('/api/test-bad-statement');
    await app.close();
    expect(res.statusCode).toBe(500);
  });
});
