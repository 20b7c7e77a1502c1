// What admins see at the top of /admin/payments (docs/product/pass.md#payment-exceptions):
// passes sold per day in India's days, and the reconciler's last runs.
import { sql } from 'drizzle-orm';
import type { PaymentStatsResponse } from '../../../shared/schemas/payment.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { runsOf } from '../../db/job-runs.ts';
import { requireAdmin } from '../../http/guards.ts';
import type { Viewer } from '../../platform/viewer.ts';

const STATS_DAYS = 30;
const RECONCILER_RUNS = 10;

export const getPaymentStats = async (input: {
  db: Db;
  viewer: Viewer | null;
  now: Date;
}): Promise<PaymentStatsResponse> => {
  requireAdmin(input.viewer);
  const since = new Date(input.now.getTime() - STATS_DAYS * 86_400_000);
  const [days, runs] = await Promise.all([
    queryRows<{ day: string; passes: number; paise: number }>(
      input.db,
      sql`select to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day,
            count(*)::int as passes, sum(amount_paise)::int as paise
          from payments where created_at >= ${since.toISOString()}::timestamptz
          group by 1 order by 1 desc`,
    ),
    runsOf(input.db, 'payments-reconcile', RECONCILER_RUNS),
  ]);
  return {
    passes_per_day: days.map((d) => ({ day: d.day, passes: d.passes, amount_inr: d.paise / 100 })),
    reconciler_runs: runs.map((r) => ({
      started_at: r.startedAt.toISOString(),
      finished_at: r.finishedAt?.toISOString() ?? null,
      outcome: r.outcome,
      detail: (r.detail as Record<string, unknown> | null) ?? null,
    })),
  };
};
