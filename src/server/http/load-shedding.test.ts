// Load shedding judges the server's own backlog (docs/decisions/0112-load-shedding.md): a slow
// event loop alone, as on a host shared with other work, never sheds a lone caller; calls are
// shed only while many are in flight and the loop has been slow for a while.
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { onPostgres, slowStatement } from '../../test/busy-database.ts';
import { SHED_MESSAGE } from './load-shedding.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    config: {
      SHED_EVENT_LOOP_DELAY_MS: '50',
      SHED_RETRY_AFTER_SECONDS: '3',
      SHED_MIN_IN_FLIGHT: '4',
      SHED_SUSTAIN_MS: '1000',
      // Only the event loop is judged here; load-shedding-queue.test.ts judges the database's queue.
      SHED_DB_WAITING: '0',
    },
  });
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
/** A loop slow sample after sample for `ms`, as a server falling behind its callers has. */
const slowLoopFor = async (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) await blockEventLoop(300);
};
const stats = () => t.app.inject('/api/listing/getStats');
const search = () =>
  t.app.inject({ method: 'POST', url: '/api/listing/searchProperties', payload: { location: 'Mumbai' } });

describe('a server on a busy host', () => {
  it('never sheds a caller who comes alone, however slow its event loop', async () => {
    // Other work takes the host's cores, and the loop is held before each call.
    const busy: ChildProcess[] = [0, 1].map(() =>
      spawn(process.execPath, ['-e', 'const end = Date.now() + 20000; while (Date.now() < end);'], {
        stdio: 'ignore',
      }),
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        await blockEventLoop(300);
        statuses.push((await (i % 2 ? search() : stats())).statusCode);
      }
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    } finally {
      for (const child of busy) child.kill();
    }
  });
});

describe('a server falling behind its callers', () => {
  it('sheds the calls past its backlog with 503, Retry-After and a message, and still answers health, readiness and metrics', async () => {
    // Calls that wait for the database stay in flight while the event loop is slow, sample after sample.
    const held = Array.from({ length: onPostgres() ? 6 : 3 }, () =>
      slowStatement(t.deps.database, onPostgres() ? 3 : 7.5),
    );
    const first = Array.from({ length: 4 }, search);
    await slowLoopFor(2_000);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? search() : stats())));
    await Promise.all(held);
    expect((await Promise.all(first)).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const shed = answers.filter((answer) => answer.statusCode === 503);
    expect(shed.length).toBe(8);
    expect(shed[0]!.headers['retry-after']).toBe('3');
    expect(shed[0]!.json()).toEqual({ message: SHED_MESSAGE });
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
    const metrics = await t.app.inject('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('thikana_http_requests_total');
    expect(metrics.body).toMatch(/thikana_shed_calls_total\{reason="event_loop"\} [1-9]/);
  });

  it('answers again once the event loop has caught up', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const answers = await Promise.all(Array.from({ length: 12 }, stats));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
  });
});
