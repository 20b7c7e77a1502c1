// The 12 cities side by side as a table (docs/decisions/0144-rent-drawings-that-read.md): each city's
// typical rent and middle half over its monthly homes, then the typical rent of the commonest
// configurations, and how many homes stand behind the figures. Each city links to its own page.
import { Link } from 'react-router';
import { rentsPath } from '../../../shared/rent-paths.ts';
import type { CitiesRents } from '../../../shared/schemas/rents.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The configurations most homes are let as, one column each. */
const CITY_COLUMNS = ['_1BHK', '_2BHK', '_3BHK'] as const;

type City = CitiesRents['cities'][number];

export function CitiesTable({ cities }: { cities: City[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = useEnumLabel();
  const places = usePlaceNames();
  const medianOf = (city: City, configuration: string) =>
    city.configurations.find((row) => row.configuration === configuration)?.median ?? null;
  return (
    <div className="mt-3 overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('rents.citiesTable')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold">
              {t('rents.city')}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              {t('rents.median')}
            </th>
            {CITY_COLUMNS.map((configuration) => (
              <th key={configuration} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {label('configuration', configuration)}
              </th>
            ))}
            <th scope="col" className="px-3 py-3 font-semibold">
              {t('rents.homes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {cities.map((city) => (
            <tr key={city.city} data-city={city.city} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 font-medium">
                <Link
                  to={rentsPath(city.city)}
                  className="inline-flex min-h-11 items-center text-brand-800 underline hover:text-brand-900"
                >
                  {places.city(city.city)}
                </Link>
              </th>
              <td className="px-3 py-2 whitespace-nowrap">
                {city.median === null || city.p25 === null || city.p75 === null ? (
                  <span className="text-slate-600">{t('rents.notEnoughShort')}</span>
                ) : (
                  <>
                    <span className="font-semibold text-slate-900">{format.rupees(city.median)}</span>
                    <span className="block text-xs text-slate-600">
                      {t('rents.middleHalf')}: {format.rupees(city.p25)}-{format.rupees(city.p75)}
                    </span>
                  </>
                )}
              </td>
              {CITY_COLUMNS.map((configuration) => {
                const median = medianOf(city, configuration);
                return (
                  <td key={configuration} className="px-3 py-2 whitespace-nowrap text-slate-900">
                    {median === null ? '–' : format.rupees(median)}
                  </td>
                );
              })}
              <td className="px-3 py-2 text-slate-700">{format.count(city.homes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
