// The rent index city by city (docs/decisions/0144-rent-drawings-that-read.md): the 12 cities side
// by side for the /rents page, and the localities whose own page has figures, for the sitemap.
// Read from the tables the `rent-index` job writes, never from the listings.
import { CITY_NAMES } from '../../../shared/cities.ts';
import { CONFIGURATION_VALUES } from '../../../shared/enums.ts';
import { type CitiesRents, RENT_FLOOR } from '../../../shared/schemas/rents.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { listCitiesRows, listLocalitiesWithFigures, readComputedAt } from './store.ts';

type Row = Awaited<ReturnType<typeof listCitiesRows>>[number];

const spreadOf = (row: Row | undefined) => ({
  homes: row?.homes ?? 0,
  median: row?.median ?? null,
  p25: row?.p25 ?? null,
  p75: row?.p75 ?? null,
});

const orderOf = (configuration: string) => CONFIGURATION_VALUES.indexOf(configuration as never);

/** Every city, in the product's order, with its figures (null under RENT_FLOOR homes). */
export const getCitiesRents = async ({ db }: { db: Db }): Promise<CitiesRents> => {
  const [rows, computedAt] = await Promise.all([listCitiesRows(db), readComputedAt(db)]);
  return {
    cities: CITY_NAMES.map((city) => {
      const own = rows.filter((row) => row.city === city);
      return {
        city,
        ...spreadOf(own.find((row) => row.configuration === '')),
        configurations: own
          .filter((row) => row.configuration !== '' && row.homes >= RENT_FLOOR)
          .sort((a, b) => orderOf(a.configuration) - orderOf(b.configuration))
          .map((row) => ({ configuration: row.configuration, ...spreadOf(row) })),
      };
    }),
    computed_at: computedAt,
  };
};

/** The localities whose /rents/<city>/<locality> page shows figures, most homes first. */
export const localitiesWithFigures = async ({ db, limit }: { db: DbOrTx; limit: number }) =>
  (await listLocalitiesWithFigures(db, limit)).filter((row) => row.locality.trim() !== '');
