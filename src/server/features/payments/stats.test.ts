// Passes sold per day and the reconciler's last runs, for admins (docs/product/pass.md#payment-exceptions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import type { PaymentStatsResponse } from '../../../shared/schemas/payment.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { passCalls } from '../../../test/pass-fixture.ts';
import { findJob } from '../../jobs/definitions.ts';
import { runJobOnce } from '../../jobs/runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const stats = (cookie?: string) =>
  t.app.inject({ url: ADMIN_API.getPaymentStats, headers: cookie ? { cookie } : {} });

describe('payment figures for admins', () => {
  it('are refused to visitors and users', async () => {
    expect((await stats()).statusCode).toBe(401);
    expect((await stats((await createTestUser(t)).cookie)).statusCode).toBe(403);
  });

  it('count passes sold per day in India and list the reconciler’s runs, newest first', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const empty = (await stats(admin.cookie)).json<PaymentStatsResponse>();
    expect(empty).toEqual({ passes_per_day: [], reconciler_runs: [] });

    for (let i = 0; i < 2; i += 1) {
      const buyer = await createTestUser(t);
      expect((await passCalls(t).buyPass(buyer.cookie)).statusCode).toBe(200);
    }
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    await runJobOnce(
      findJob('payments-reconcile')!,
      { deps: t.deps, log: quiet },
      { trigger: 'manual', attempt: 1 },
    );

    const res = await stats(admin.cookie);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<PaymentStatsResponse>();
    // 06:30 UTC is noon in India: the day is India's 22 November.
    expect(body.passes_per_day).toEqual([{ day: '2026-11-22', passes: 2, amount_inr: 598 }]);
    expect(body.reconciler_runs).toHaveLength(1);
    expect(body.reconciler_runs[0]).toMatchObject({ outcome: 'ok' });
  });
});
