// The error handler, through the real app: a client that goes away before its answer is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
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
