// What the pass buys, stated plainly from the configured plan (docs/decisions/0009-one-price-setting.md:
// every price on the site comes from one setting; no dark patterns, no countdowns).
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { DEAD_LEAD_DAYS_PER_PASS, DEAD_LEAD_REPORT_DAYS } from '../../../shared/constants.ts';
import type { Plan } from '../../../shared/schemas/payment.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';

export function PassBenefits({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const format = useFormat();
  const points = [
    t('pass.benefit.contacts', { days: plan.days }),
    t('pass.benefit.noRenewal'),
    t('pass.benefit.dailyCap', { cap: plan.daily_contact_cap }),
    t('pass.benefit.limit', {
      passes: plan.max_passes_per_window,
      window: plan.window_days,
      age: plan.min_age,
    }),
    // docs/product/pass.md#dead-leads
    t('pass.benefit.deadLeads', { reportDays: DEAD_LEAD_REPORT_DAYS, maxDays: DEAD_LEAD_DAYS_PER_PASS }),
  ];
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {t('pass.planPass', { plan: plan.name })}
      </p>
      <p className="mt-1 text-slate-900">
        <span className="text-3xl font-bold">{format.rupees(plan.price_inr)}</span>{' '}
        <span className="text-slate-700">{t('pass.forDays', { days: plan.days })}</span>
      </p>
      <ul className="mt-3 flex flex-col gap-2 text-sm text-slate-800">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            <span>{point}</span>
          </li>
        ))}
        <li className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
          <span>
            {t('pass.nonRefundableBefore')}
            <Link to={paths.refund()} className="text-brand-800 underline underline-offset-2">
              {t('pass.refundPolicy')}
            </Link>
            {t('pass.nonRefundableAfter')}
          </span>
        </li>
      </ul>
    </div>
  );
}
