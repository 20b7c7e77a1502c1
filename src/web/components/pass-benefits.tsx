// What the pass buys, stated plainly from the configured plan (docs/decisions/0009-one-price-setting.md:
// every price on the site comes from one setting; no dark patterns, no countdowns).
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { DEAD_LEAD_DAYS_PER_PASS, DEAD_LEAD_REPORT_DAYS } from '../../shared/constants.ts';
import { formatRupees } from '../../shared/format.ts';
import type { Plan } from '../../shared/schemas/payment.ts';
import { paths } from '../paths.ts';

export function PassBenefits({ plan }: { plan: Plan }) {
  const points = [
    `Every owner's phone number and email for ${plan.days} days`,
    'No auto-renewal: you pay once and the pass simply ends',
    `Up to ${plan.daily_contact_cap} new contacts a day (fair use); ones you opened stay open`,
    `At most ${plan.max_passes_per_window} passes in any ${plan.window_days} days; ${plan.min_age}+ only`,
    // docs/product/pass.md#dead-leads
    `Already rented when you called? Report it within ${DEAD_LEAD_REPORT_DAYS} days: once the owner or our team confirms it, you get that contact back and 1 more day (up to ${DEAD_LEAD_DAYS_PER_PASS} days a pass)`,
  ];
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{plan.name} pass</p>
      <p className="mt-1 text-slate-900">
        <span className="text-3xl font-bold">{formatRupees(plan.price_inr)}</span>{' '}
        <span className="text-slate-700">for {plan.days} days</span>
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
            Non-refundable (see the{' '}
            <Link to={paths.refund()} className="text-brand-800 underline underline-offset-2">
              refund policy
            </Link>
            )
          </span>
        </li>
      </ul>
    </div>
  );
}
