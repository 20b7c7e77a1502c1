import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { SHED_MESSAGE } from './load-shedding.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ config: { SHED_EVENT_LOOP_DELAY_MS: '50', SHED_RETRY_AFTER_SECONDS: '3' } });
});
afterAll(() => t.close());

/** Holds the event loop as a request that computes too long would, then lets the sampler run. */
const blockEventLoop = async (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
};
const stats = () => t.app.inject('/api/listing/getStats');

describe('a server under pressure', () => {
  it('answers API calls while the event loop keeps up', async () => {
    // Two samples past the start, whose migrations held the loop.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await stats()).statusCode).toBe(200);
  });

  it('sheds API calls at once with 503, Retry-After and a message, and still answers health, readiness and metrics', async () => {
    await blockEventLoop(4_000);
    const shed = await stats();
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('3');
    expect(shed.json()).toEqual({ message: SHED_MESSAGE });
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/listing/searchProperties',
      payload: { location: 'Mumbai' },
    });
    expect(search.statusCode).toBe(503);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
    const metrics = await t.app.inject('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('thikana_http_requests_total');
  });

  it('answers again once the event loop has caught up', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await stats()).statusCode).toBe(200);
  });
});
