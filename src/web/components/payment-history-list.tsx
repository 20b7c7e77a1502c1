// The buyer's payments on the profile: when, how much, and the days each pass covered.
import { formatLongDate, formatRupees } from '../../shared/format.ts';
import type { PaymentRecord } from '../../shared/schemas/payment.ts';

export function PaymentHistoryList({ payments }: { payments: PaymentRecord[] }) {
  if (payments.length === 0) return <p className="text-sm text-slate-600">No payments yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {payments.map((p) => (
        <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <div>
            <p className="font-medium text-slate-900">
              {formatRupees(p.amount_inr)} · {p.plan_name} pass, {p.plan_days} days
            </p>
            <p className="text-sm text-slate-600">
              Pass {formatLongDate(p.pass_from)} to {formatLongDate(p.pass_upto)}
            </p>
          </div>
          <p className="text-sm text-slate-600">
            Paid {formatLongDate(p.paid_at)} · <span className="break-all">{p.payment_id}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
