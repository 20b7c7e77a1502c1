// /rents/:city and /rents/:city/:locality (docs/decisions/0117-rent-pages.md): what homes rent
// for, as a sortable table and three charts, with links into the matching searches. Drawn on the
// server for a first visit, from the same answer the browser asks for.
import { useParams } from 'react-router';
import { cityOfSlug, localityOfSlug } from '../../../shared/rent-paths.ts';
import type { CityRents } from '../../../shared/schemas/rents.ts';
import { useCityRents } from '../../api/rents/get-city-rents.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { RentCharts } from './rent-charts.tsx';
import { CityLinks, RentsEmpty, RentsFailed, RentsLoading } from './rents-states.tsx';
import { RentsTable } from './rents-table.tsx';

export default function RentsPage() {
  const params = useParams();
  const city = cityOfSlug(params.city);
  if (!city) return <CityLinks unknown />;
  return <CityRentsView city={city} locality={localityOfSlug(params.locality)} />;
}

function CityRentsView({ city, locality }: { city: string; locality: string | undefined }) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const query = useCityRents(city, locality);
  const named = query.data?.locality ?? locality;
  const title = named
    ? t('rents.localityTitle', { locality: places.locality(city, named), city: places.city(city) })
    : t('rents.title', { city: places.city(city) });
  return (
    <article className="mx-auto w-full max-w-6xl px-4 pt-6 pb-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('rents.lead')}</p>
      {query.isPending ? (
        <RentsLoading />
      ) : query.isError ? (
        <RentsFailed onRetry={() => void query.refetch()} />
      ) : (
        <RentsBody rents={query.data} />
      )}
      <CityLinks current={city} />
    </article>
  );
}

function RentsBody({ rents }: { rents: CityRents }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (rents.rows.length === 0) return <RentsEmpty rents={rents} />;
  return (
    <>
      {rents.computed_at && (
        <p className="mt-1 text-sm text-slate-600">
          {t('rents.computedAt', { date: format.longDate(rents.computed_at) })}
        </p>
      )}
      <RentCharts rents={rents} />
      <section aria-labelledby="rents-table-heading" className="mt-8">
        <h2 id="rents-table-heading" className="text-xl font-semibold text-slate-900">
          {t('rents.tableHeading')}
        </h2>
        <RentsTable rents={rents} />
      </section>
    </>
  );
}
