// A city's rents by locality and configuration as a table (docs/decisions/0117-rent-pages.md):
// sorted as the server gives it (the city first, then localities with most homes) until a column
// heading is pressed; pressing it again turns the order round. Each row links to its search.
import { ArrowDownUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CityName } from '../../../shared/cities.ts';
import type { CityRents } from '../../../shared/schemas/rents.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { searchPathOf } from './search-link.ts';

type Row = CityRents['rows'][number];
type SortColumn = 'locality' | 'configuration' | 'median' | 'homes';
type Sort = { column: SortColumn; descending: boolean } | null;

const compare = (column: SortColumn) => (a: Row, b: Row) => {
  if (column === 'median' || column === 'homes') return (a[column] ?? 0) - (b[column] ?? 0);
  return (a[column] ?? '').localeCompare(b[column] ?? '');
};

const sortRows = (rows: Row[], sort: Sort) =>
  sort ? [...rows].sort((a, b) => compare(sort.column)(a, b) * (sort.descending ? -1 : 1)) : rows;

export function RentsTable({ rents }: { rents: CityRents }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = useEnumLabel();
  const places = usePlaceNames();
  const [sort, setSort] = useState<Sort>(null);
  const city = rents.city as CityName;
  const placeOf = (row: Row) =>
    row.locality ? places.locality(city, row.locality) : t('rents.wholeCity', { city: places.city(city) });
  const columns: { column: SortColumn; title: string }[] = [
    { column: 'locality', title: t('rents.locality') },
    { column: 'configuration', title: t('rents.configuration') },
    { column: 'median', title: t('rents.median') },
    { column: 'homes', title: t('rents.homes') },
  ];
  const press = (column: SortColumn) =>
    setSort((now) => ({
      column,
      descending: now?.column === column ? !now.descending : column === 'median' || column === 'homes',
    }));
  return (
    <div className="relative mt-3 overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('rents.tableHeading')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map(({ column, title }) => (
              <th
                key={column}
                scope="col"
                aria-sort={sort?.column === column ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                className="p-0 font-semibold"
              >
                <button
                  type="button"
                  onClick={() => press(column)}
                  aria-label={t('rents.sortBy', { column: title })}
                  className="inline-flex min-h-11 w-full items-center gap-1 px-3 text-left focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {title}
                  <ArrowDownUp aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-slate-500" />
                </button>
              </th>
            ))}
            <th scope="col" className="px-3 font-semibold">
              <span className="sr-only">{t('rents.search')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sortRows(rents.rows, sort).map((row) => (
            <tr key={`${row.locality}-${row.configuration}`} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                {placeOf(row)}
              </th>
              <td className="px-3 py-2">
                {row.configuration ? label('configuration', row.configuration) : t('rents.all')}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <span className="font-semibold text-slate-900">
                  {row.median === null ? '-' : format.rupees(row.median)}
                </span>
                {row.p25 !== null && row.p75 !== null && (
                  <span className="block text-xs text-slate-600">
                    {format.rupees(row.p25)}-{format.rupees(row.p75)}
                  </span>
                )}
              </td>
              <td className="px-3 py-2">{format.count(row.homes)}</td>
              <td className="px-3 py-2">
                <Link
                  to={searchPathOf(city, row.locality, row.configuration)}
                  aria-label={
                    row.configuration
                      ? t('rents.seeHomesIn', {
                          configuration: label('configuration', row.configuration),
                          place: placeOf(row),
                        })
                      : t('rents.seeAllHomesIn', { place: placeOf(row) })
                  }
                  className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-brand-700 underline"
                >
                  {t('rents.seeHomes')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
