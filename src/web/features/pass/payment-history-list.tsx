// The buyer's payments on the profile: when, how much, and the days each pass covered.

import type { PaymentRecord } from '../../../shared/schemas/payment.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

export function PaymentHistoryList({ payments }: { payments: PaymentRecord[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (payments.length === 0) return <p className="text-sm text-slate-600">{t('payments.none')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {payments.map((p) => (
        <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <div>
            <p className="font-medium text-slate-900">
              {t('payments.pass', {
                amount: format.rupees(p.amount_inr),
                plan: p.plan_name,
                days: p.plan_days,
              })}
            </p>
            <p className="text-sm text-slate-600">
              {t('payments.covers', {
                from: format.longDate(p.pass_from),
                upto: format.longDate(p.pass_upto),
              })}
            </p>
          </div>
          <p className="text-sm text-slate-600">
            {t('payments.paid', { date: format.longDate(p.paid_at) })} ·{' '}
            <span className="break-all">{p.payment_id}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
