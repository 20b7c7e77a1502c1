// /rents (docs/decisions/0144-rent-drawings-that-read.md): the 12 cities side by side, as a chart of
// their typical rents and a table, each city leading to its own page. Drawn on the server for a
// first visit, from the same answer the browser asks for.
import { CITY_NAMES } from '../../../shared/cities.ts';
import type { CitiesRents } from '../../../shared/schemas/rents.ts';
import { useCitiesRents } from '../../api/rents/get-cities-rents.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BarListChart } from './bar-list-chart.tsx';
import { CitiesTable } from './cities-table.tsx';
import { RentsFailed, RentsLoading } from './rents-states.tsx';

function CitiesChart({ rents }: { rents: CitiesRents }) {
  const { t } = useTranslation();
  const format = useFormat();
  const places = usePlaceNames();
  const shown = rents.cities.filter((city) => city.median !== null);
  if (shown.length === 0) return null;
  const names = shown.map((city) => places.city(city.city));
  const medians = shown.map((city) => city.median ?? 0);
  return (
    <figure aria-labelledby="rents-cities-chart" className="mt-6 rounded-xl bg-white p-4 shadow-sm">
      <figcaption>
        <h2 id="rents-cities-chart" className="text-base font-semibold text-slate-900">
          {t('rents.citiesChart')}
        </h2>
      </figcaption>
      <div className="mt-3 max-w-2xl">
        <BarListChart
          labels={names}
          label={t('rents.chartCities', {
            values: names.map((name, i) => `${name} ${format.rupees(medians[i]!)}`).join(', '),
          })}
          series={[
            { name: t('rents.median'), className: 'fill-brand-600', values: medians, format: format.rupees },
          ]}
        />
      </div>
    </figure>
  );
}

function CitiesBody({ rents }: { rents: CitiesRents }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      {rents.computed_at && (
        <p className="mt-1 text-sm text-slate-600">
          {t('rents.computedAt', { date: format.longDate(rents.computed_at) })}
        </p>
      )}
      <CitiesChart rents={rents} />
      <section aria-labelledby="rents-cities-table" className="mt-8">
        <h2 id="rents-cities-table" className="text-xl font-semibold text-slate-900">
          {t('rents.citiesTable')}
        </h2>
        <CitiesTable cities={rents.cities} />
      </section>
    </>
  );
}

export default function CitiesRentsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useCitiesRents();
  return (
    <article className="mx-auto w-full max-w-6xl px-4 pt-6 pb-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('rents.citiesTitle', { count: format.count(CITY_NAMES.length) })}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('rents.citiesLead')}</p>
      {query.isPending ? (
        <RentsLoading />
      ) : query.isError ? (
        <RentsFailed onRetry={() => void query.refetch()} />
      ) : (
        <CitiesBody rents={query.data} />
      )}
    </article>
  );
}
