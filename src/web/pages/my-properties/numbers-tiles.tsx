// The six measures of a listing's numbers (docs/product/rents.md#the-posters-numbers), each a
// tile with its 30-day total, today's count and a bar a day. The bars are for the eye; the
// tile's label says the same in words.
import { STATS_MEASURES, type StatsDay, type StatsMeasure } from '../../../shared/schemas/listing-stats.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

function DayBars({ days, measure }: { days: StatsDay[]; measure: StatsMeasure }) {
  const highest = Math.max(1, ...days.map((day) => day[measure]));
  return (
    <svg
      aria-hidden="true"
      data-day-bars={measure}
      viewBox={`0 0 ${days.length} 10`}
      preserveAspectRatio="none"
      className="mt-2 h-10 w-full"
    >
      {days.map((day, i) => {
        const height = (day[measure] / highest) * 10;
        return (
          <rect
            key={day.day}
            x={i + 0.15}
            y={10 - Math.max(height, 0.3)}
            width={0.7}
            height={Math.max(height, 0.3)}
            className={i === days.length - 1 ? 'fill-accent-500' : 'fill-brand-600'}
          />
        );
      })}
    </svg>
  );
}

export function NumbersTiles({ days, totals }: { days: StatsDay[]; totals: Record<StatsMeasure, number> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const today = days.at(-1);
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
      {STATS_MEASURES.map((measure) => {
        const label = t(`numbers.${measure}`);
        const values = { total: format.count(totals[measure]), today: format.count(today?.[measure] ?? 0) };
        return (
          <li
            key={measure}
            aria-label={t('numbers.total', { label, ...values })}
            className="rounded-xl bg-white p-3 shadow-sm"
          >
            <p className="text-sm text-slate-600" aria-hidden="true">
              {label}
            </p>
            <p className="flex items-baseline justify-between gap-2" aria-hidden="true">
              <span className="text-xl font-bold text-slate-900">{values.total}</span>
              <span className="text-sm text-slate-700">{t('numbers.today', { count: values.today })}</span>
            </p>
            <DayBars days={days} measure={measure} />
          </li>
        );
      })}
    </ul>
  );
}
