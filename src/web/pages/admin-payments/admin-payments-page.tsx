// /admin/payments: payments captured for the wrong amount or currency. No pass was
// granted for them; an admin refunds each in one click and the payer is told.
import { LoaderCircle } from 'lucide-react';
import type { PaymentException } from '../../../shared/schemas/payment.ts';
import { messageOf } from '../../api/client.ts';
import { usePaymentExceptions, useRefundPaymentException } from '../../api/payments/payment-exceptions.ts';
import { usePaymentStats } from '../../api/payments/payment-stats.ts';
import { AdminNav } from '../../components/admin-nav.tsx';
import { useDateTime } from '../../i18n/use-date-time.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isAdmin, useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';

const useMoney = () => {
  const { rupees } = useFormat();
  return (paise: number, currency: string) =>
    currency === 'INR' ? rupees(paise / 100) : `${(paise / 100).toFixed(2)} ${currency}`;
};

function ExceptionItem({ exception: e }: { exception: PaymentException }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const refund = useRefundPaymentException();
  const onRefund = () =>
    refund.mutate(e.id, {
      onSuccess: () => toast.success(t('admin.payments.refunded')),
      onError: (error) => toast.error(messageOf(error)),
    });
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <article aria-label={t('admin.payments.payment', { id: e.payment_id })} className="flex flex-col gap-1">
        <p className="font-semibold text-slate-900">
          {t('admin.payments.paidExpected', {
            paid: money(e.amount_paise, e.currency),
            expected: money(e.expected_amount_paise, e.expected_currency),
          })}
        </p>
        <p className="text-sm text-slate-700">
          {e.user_name ?? t('admin.payments.user', { id: e.user_id })}
          {e.user_email ? ` · ${e.user_email}` : ''} · {format.longDate(e.created_at)}
        </p>
        <p className="text-sm break-all text-slate-600">
          {t('admin.payments.ids', { payment: e.payment_id, order: e.order_id, gateway: e.gateway })}
        </p>
        {e.status === 'refunded' ? (
          <p className="font-medium text-green-800">
            {t('admin.payments.refundedOn', {
              date: e.refunded_at ? format.longDate(e.refunded_at) : '',
              id: e.refund_id ?? '',
            })}
          </p>
        ) : (
          <button
            type="button"
            onClick={onRefund}
            disabled={refund.isPending || e.status === 'refunding'}
            className="mt-2 inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-50"
          >
            {refund.isPending ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
            {t('admin.payments.refund', { amount: money(e.amount_paise, e.currency) })}
          </button>
        )}
      </article>
    </li>
  );
}

/** Passes sold per day and the reconciler's last runs. */
function PaymentFigures() {
  const stats = usePaymentStats(true);
  const { t } = useTranslation();
  const format = useFormat();
  const dateTime = useDateTime();
  if (!stats.data) return null;
  const { passes_per_day: days, reconciler_runs: runs } = stats.data;
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="passes-per-day" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="passes-per-day" className="font-semibold text-slate-900">
          {t('admin.payments.perDay')}
        </h2>
        {days.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{t('admin.payments.noneRecent')}</p>
        ) : (
          <ul className="mt-1 text-sm text-slate-800">
            {days.map((d) => (
              <li key={d.day}>
                {format.longDate(d.day)}: {d.passes} ({format.rupees(d.amount_inr)})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="reconciler-runs" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="reconciler-runs" className="font-semibold text-slate-900">
          {t('admin.payments.runs')}
        </h2>
        {runs.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{t('admin.payments.notRun')}</p>
        ) : (
          <ul className="mt-1 text-sm text-slate-800">
            {runs.map((r) => (
              <li key={r.started_at}>
                {dateTime(r.started_at)}: {r.outcome}
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
  const { t } = useTranslation();
  const admin = isAdmin(useCurrentUser());
  const exceptions = usePaymentExceptions(admin);
  if (!admin) {
    return <p className="mx-auto max-w-2xl px-4 py-16 text-center text-slate-700">{t('admin.onlyAdmins')}</p>;
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.payments.title')}</h1>
      <AdminNav current="payments" />
      <p className="mt-1 text-slate-700">{t('admin.payments.intro')}</p>
      <PaymentFigures />
      {exceptions.isPending ? (
        <div role="status" className="flex justify-center py-12">
          <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin text-brand-700" />
          <span className="sr-only">{t('admin.payments.loading')}</span>
        </div>
      ) : exceptions.isError ? (
        <p className="mt-6 text-red-700">{messageOf(exceptions.error)}</p>
      ) : exceptions.data.exceptions.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('admin.payments.none')}</p>
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
