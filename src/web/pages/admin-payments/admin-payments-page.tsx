// /admin/payments: payments captured for the wrong amount or currency. No pass was
// granted for them; an admin refunds each in one click and the payer is told.
import { LoaderCircle } from 'lucide-react';
import { formatLongDate, formatRupees } from '../../../shared/format.ts';
import type { PaymentException } from '../../../shared/schemas/payment.ts';
import { messageOf } from '../../api/client.ts';
import { usePaymentExceptions, useRefundPaymentException } from '../../api/payments/payment-exceptions.ts';
import { usePaymentStats } from '../../api/payments/payment-stats.ts';
import { AdminNav } from '../../components/admin-nav.tsx';
import { isAdmin, useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';

const money = (paise: number, currency: string) =>
  currency === 'INR' ? formatRupees(paise / 100) : `${(paise / 100).toFixed(2)} ${currency}`;

function ExceptionItem({ exception: e }: { exception: PaymentException }) {
  const refund = useRefundPaymentException();
  const onRefund = () =>
    refund.mutate(e.id, {
      onSuccess: () => toast.success('Payment refunded; the payer was told'),
      onError: (error) => toast.error(messageOf(error)),
    });
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <article aria-label={`Payment ${e.payment_id}`} className="flex flex-col gap-1">
        <p className="font-semibold text-slate-900">
          {money(e.amount_paise, e.currency)} paid, {money(e.expected_amount_paise, e.expected_currency)}{' '}
          expected
        </p>
        <p className="text-sm text-slate-700">
          {e.user_name ?? `User ${e.user_id}`}
          {e.user_email ? ` · ${e.user_email}` : ''} · {formatLongDate(e.created_at)}
        </p>
        <p className="text-sm break-all text-slate-600">
          Payment {e.payment_id} · order {e.order_id} · {e.gateway}
        </p>
        {e.status === 'refunded' ? (
          <p className="font-medium text-green-800">
            Refunded {e.refunded_at ? formatLongDate(e.refunded_at) : ''} ({e.refund_id})
          </p>
        ) : (
          <button
            type="button"
            onClick={onRefund}
            disabled={refund.isPending || e.status === 'refunding'}
            className="mt-2 inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-50"
          >
            {refund.isPending ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
            Refund {money(e.amount_paise, e.currency)}
          </button>
        )}
      </article>
    </li>
  );
}

/** Passes sold per day and the reconciler's last runs. */
function PaymentFigures() {
  const stats = usePaymentStats(true);
  if (!stats.data) return null;
  const { passes_per_day: days, reconciler_runs: runs } = stats.data;
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="passes-per-day" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="passes-per-day" className="font-semibold text-slate-900">
          Passes sold per day
        </h2>
        {days.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">None in the last 30 days.</p>
        ) : (
          <ul className="mt-1 text-sm text-slate-800">
            {days.map((d) => (
              <li key={d.day}>
                {formatLongDate(d.day)}: {d.passes} ({formatRupees(d.amount_inr)})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="reconciler-runs" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="reconciler-runs" className="font-semibold text-slate-900">
          Reconciler, last runs
        </h2>
        {runs.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">It has not run yet.</p>
        ) : (
          <ul className="mt-1 text-sm text-slate-800">
            {runs.map((r) => (
              <li key={r.started_at}>
                {new Date(r.started_at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}: {r.outcome}
                {r.detail ? ` ${JSON.stringify(r.detail)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default function AdminPaymentsPage() {
  const admin = isAdmin(useCurrentUser());
  const exceptions = usePaymentExceptions(admin);
  if (!admin) {
    return (
      <p className="mx-auto max-w-2xl px-4 py-16 text-center text-slate-700">Only admins can see this page</p>
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900">Payment exceptions</h1>
      <AdminNav current="payments" />
      <p className="mt-1 text-slate-700">
        Payments captured for the wrong amount or currency. No pass was added for them.
      </p>
      <PaymentFigures />
      {exceptions.isPending ? (
        <div role="status" className="flex justify-center py-12">
          <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin text-brand-700" />
          <span className="sr-only">Loading payment exceptions</span>
        </div>
      ) : exceptions.isError ? (
        <p className="mt-6 text-red-700">{messageOf(exceptions.error)}</p>
      ) : exceptions.data.exceptions.length === 0 ? (
        <p className="mt-6 text-slate-700">No payment exceptions.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {exceptions.data.exceptions.map((e) => (
            <ExceptionItem key={e.id} exception={e} />
          ))}
        </ul>
      )}
    </section>
  );
}
