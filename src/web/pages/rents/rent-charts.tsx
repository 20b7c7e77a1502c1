// The three charts of a rent page (docs/decisions/0117-rent-pages.md): the typical rent by
// configuration, the last 12 months, and demand against supply by rent band. Each is a figure
// with its heading; each chart's label states its values in words. The bands are named in the
// reader's language (docs/decisions/0144-rent-drawings-that-read.md).
import { MONTH_NAMES } from '../../../shared/format.ts';
import type { CityRents, RentBand } from '../../../shared/schemas/rents.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BarListChart } from './bar-list-chart.tsx';
import { TrendChart } from './trend-chart.tsx';

function ChartFigure({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <figure aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm">
      <figcaption>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
      </figcaption>
      <div className="mt-3">{children}</div>
    </figure>
  );
}

/** The rows of the page's own place (the city, or the locality), one per configuration. */
const ownRows = (rents: CityRents) =>
  rents.rows.filter(
    (row) =>
      row.configuration !== null &&
      row.median !== null &&
      (row.locality ?? '').toLowerCase() === (rents.locality ?? '').toLowerCase(),
  );

export function RentCharts({ rents }: { rents: CityRents }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = useEnumLabel();
  const configs = ownRows(rents);
  const configLabels = configs.map((row) => label('configuration', row.configuration));
  const medians = configs.map((row) => row.median ?? 0);
  const monthLabel = (month: string) => {
    const name = MONTH_NAMES[format.locale][Number(month.slice(5, 7)) - 1] ?? month;
    return format.locale === 'en-IN' ? name.slice(0, 3) : name;
  };
  const bands = rents.demand.bands;
  const bandLabel = (band: RentBand) => t(`rents.bands.${band}`);
  const hasMonths = rents.months.some((m) => m.median !== null);
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-3">
      {configs.length > 0 && (
        <ChartFigure id="rents-medians" title={t('rents.mediansHeading')}>
          <BarListChart
            labels={configLabels}
            label={t('rents.chartMedians', {
              values: configs.map((_, i) => `${configLabels[i]} ${format.rupees(medians[i]!)}`).join(', '),
            })}
            series={[
              {
                name: t('rents.median'),
                className: 'fill-brand-600',
                values: medians,
                format: format.rupees,
              },
            ]}
          />
        </ChartFigure>
      )}
      {hasMonths && (
        <ChartFigure id="rents-trend" title={t('rents.trendHeading')}>
          <TrendChart
            months={rents.months}
            monthLabel={monthLabel}
            unitLabel={(unit) => t(unit === 'lakh' ? 'rents.lakhs' : 'rents.thousands')}
            label={t('rents.chartTrend', {
              values: rents.months
                .map(
                  (m) =>
                    `${monthLabel(m.month)} ${m.median === null ? t('rents.noMonth') : format.rupees(m.median)}`,
                )
                .join(', '),
            })}
          />
        </ChartFigure>
      )}
      <ChartFigure id="rents-demand" title={t('rents.demandHeading', { days: rents.demand.days })}>
        <BarListChart
          labels={bands.map((b) => bandLabel(b.band))}
          label={t('rents.chartDemand', {
            values: bands
              .map((b) =>
                t('rents.demandValue', {
                  band: bandLabel(b.band),
                  searches: format.count(b.searches + b.saved_searches),
                  homes: format.count(b.homes),
                }),
              )
              .join('; '),
          })}
          series={[
            {
              name: t('rents.searches'),
              className: 'fill-brand-600',
              values: bands.map((b) => b.searches + b.saved_searches),
              format: format.count,
            },
            {
              name: t('rents.homes'),
              className: 'fill-slate-400',
              values: bands.map((b) => b.homes),
              format: format.count,
            },
          ]}
        />
      </ChartFigure>
    </div>
  );
}
