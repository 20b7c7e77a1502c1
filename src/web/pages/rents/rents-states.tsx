// A rent page's other states, designed rather than blank (docs/decisions/0117-rent-pages.md):
// loading, failed, too few homes, a city we do not list, and the links to every city's page.
import { Link } from 'react-router';
import { CITY_NAMES, type CityName } from '../../../shared/cities.ts';
import { ALL_CITIES_RENTS_PATH, rentsPath } from '../../../shared/rent-paths.ts';
import type { CityRents } from '../../../shared/schemas/rents.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { searchPathOf } from './search-link.ts';

export function RentsLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('rents.loading')} className="mt-6 grid gap-4 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-48 animate-pulse rounded-xl bg-slate-200" />
      ))}
    </div>
  );
}

export function RentsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mt-6 rounded-xl bg-white p-6 text-center shadow-sm">
      <p className="font-semibold text-slate-900">{t('rents.loadFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-800"
      >
        {t('rents.retry')}
      </button>
    </div>
  );
}

export function RentsEmpty({ rents }: { rents: CityRents }) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const city = rents.city as CityName;
  const place = rents.locality ? places.locality(city, rents.locality) : places.city(city);
  return (
    <div className="mt-6 rounded-xl bg-white p-6 text-center shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{t('rents.emptyTitle')}</h2>
      <p className="mt-2 text-slate-700">{t('rents.emptyText')}</p>
      <Link
        to={searchPathOf(city, rents.locality, null)}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {t('rents.seeAllHomesIn', { place })}
      </Link>
    </div>
  );
}

/** Every city's rent page; for an address of a city we do not list, with a heading that says so. */
export function CityLinks({ current, unknown }: { current?: string; unknown?: boolean }) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const list = (
    <nav aria-label={t('rents.otherCities')} className="mt-10">
      <h2 className="text-lg font-semibold text-slate-900">{t('rents.otherCities')}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        <li>
          <Link
            to={ALL_CITIES_RENTS_PATH}
            className="inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('rents.allCities')}
          </Link>
        </li>
        {CITY_NAMES.filter((city) => city !== current).map((city) => (
          <li key={city}>
            <Link
              to={rentsPath(city)}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-800 hover:border-brand-700"
            >
              {places.city(city)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  if (!unknown) return list;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-semibold text-slate-900">{t('rents.unknownCity')}</h1>
      {list}
    </section>
  );
}
