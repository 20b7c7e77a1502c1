// The terms of a deal in one glance (docs/product/deals.md#terms): money first, then the dates and
// months, then the house rules. `changed` marks the figures a counter changed.
import type { DealTerms } from '../../../shared/schemas/deal-card.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

export function TermsList(props: { terms: DealTerms; changed?: (keyof DealTerms)[]; compact?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { terms } = props;
  const rows: [keyof DealTerms, string][] = [
    ['rent', t('deals.perMonth', { amount: format.rupees(terms.rent) })],
    ['deposit', format.rupees(terms.deposit)],
    [
      'maintenance',
      terms.maintenance ? t('deals.perMonth', { amount: format.rupees(terms.maintenance) }) : t('deals.none'),
    ],
    ['move_in', format.longDate(terms.move_in)],
    ['term_months', t('deals.months', { count: terms.term_months })],
    [
      'lock_in_months',
      terms.lock_in_months ? t('deals.months', { count: terms.lock_in_months }) : t('deals.none'),
    ],
    ['notice_months', t('deals.months', { count: terms.notice_months })],
  ];
  if (!props.compact) {
    rows.push(
      ['rent_due_day', t('deals.dueDay', { day: terms.rent_due_day })],
      ['deposit_refund_days', t('deals.days', { count: terms.deposit_refund_days })],
    );
  }
  const changed = new Set(props.changed ?? []);
  return (
    <div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
        {rows.map(([field, value]) => (
          <div key={field} className="min-w-0">
            <dt className="text-xs text-slate-600">
              {t(`deals.term.${field}`)}
              {changed.has(field) && (
                <span className="ml-1 font-semibold text-amber-800">{t('deals.changed')}</span>
              )}
            </dt>
            <dd className={`font-semibold text-slate-900 ${field === 'rent' ? 'text-lg' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {!props.compact && terms.house_rules.length > 0 && (
        <div className="mt-3">
          <h3 className="text-xs text-slate-600">{t('deals.term.house_rules')}</h3>
          <ul className="mt-1 list-disc pl-5 text-slate-900">
            {terms.house_rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The figures `next` changed from `before`. */
export const changedTerms = (before: DealTerms | undefined, next: DealTerms): (keyof DealTerms)[] =>
  before
    ? (Object.keys(next) as (keyof DealTerms)[]).filter(
        (field) => JSON.stringify(before[field]) !== JSON.stringify(next[field]),
      )
    : [];
