// Similar homes (docs/product/search.md#similar-homes): live listings of the same city and
// property type, found in widening steps until 6 are found
// (docs/decisions/0101-similar-homes-widen-in-steps.md), all within half the listing's rent
// either way and one room either side: the same rooms at a rent within a quarter of the
// listing's, then rooms one either side, then a rent within half. Past that band only when it
// holds no home at all: then the nearest of the rest, so the section is never a dead end, and
// never a home three times the rent filling a short list. Within a step: the same locality
// first, then the nearest by whole kilometres between approximate positions, then the closest
// rooms and rent (docs/decisions/0075-neighbours-by-distance.md).
import { type SQL, sql } from 'drizzle-orm';
import { CONFIGURATION_VALUES } from '../../../shared/enums.ts';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { SIMILAR_LISTINGS_MAX } from '../../../shared/schemas/search.ts';
import type { Storage } from '../../adapters/storage.ts';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { hydrateListings } from '../listings/index.ts';

/**
 * How many rooms apart two configurations are: 1BHK to 6BHK, single to four sharing in
 * order. A property type has rooms of one kind only (src/shared/listing-rules.ts), so
 * 6BHK beside single sharing never meets.
 */
const ORDER = sql.raw(`array[${CONFIGURATION_VALUES.map((c) => `'${c}'`).join(', ')}]::text[]`);
const ROOMS_APART = sql`coalesce(abs(array_position(${ORDER}, l.configuration) - array_position(${ORDER}, home.configuration)), 99)`;
/** Whole numbers: rent is at most 1 crore, so four times it stays within int4. */
const RENT_WITHIN_25 = sql`l.rent * 4 between home.rent * 3 and home.rent * 5`;
const RENT_WITHIN_50 = sql`l.rent * 2 between home.rent and home.rent * 3`;
/** The band a similar home stays in: half the rent either way, one room either side. */
const IN_BAND = sql`${ROOMS_APART} <= 1 and ${RENT_WITHIN_50}`;

/**
 * The steps, each taking only what the earlier ones did not, so none finds a home twice.
 * `whenNoneFound`: only when every earlier step found nothing.
 */
const STEPS: { where: SQL; whenNoneFound?: true }[] = [
  { where: sql`l.configuration = home.configuration and ${RENT_WITHIN_25}` },
  { where: sql`${ROOMS_APART} = 1 and ${RENT_WITHIN_25}` },
  { where: sql`${IN_BAND} and not (${RENT_WITHIN_25})` },
  { where: sql`not (${IN_BAND})`, whenNoneFound: true },
];

/** No row: the listing is deleted or unknown. One row with a null id: the step found none. */
const selectStep = (db: DbOrTx, id: number, step: SQL, limit: number) =>
  queryRows<{ id: number | null }>(
    db,
    sql`with home as (
          select id, city, property_type, configuration, locality, rent, lat, lng from listings
          where id = ${id} and deleted_at is null)
        select peer.id from home
        left join lateral (
          select l.id from listings l
          where l.deleted_at is null and l.status = 'live' and l.city = home.city
            and l.property_type = home.property_type and l.id <> home.id and ${step}
          order by lower(l.locality) = lower(home.locality) desc,
            -- whole kilometres apart (a degree of latitude is 111 km; longitude narrows with cos(lat)),
            -- unknown positions last
            floor(111.2 * sqrt(power(l.lat - home.lat, 2)
              + power((l.lng - home.lng) * cos(radians(home.lat)), 2))) nulls last,
            ${ROOMS_APART}, abs(l.rent - home.rent), l.id desc
          limit ${limit}) peer on true`,
  );

/** At most one statement per step, and only while fewer than 6 are found (the last only while none is). */
const selectSimilarIds = async (db: DbOrTx, id: number) => {
  const ids: number[] = [];
  for (const step of STEPS) {
    if (step.whenNoneFound && ids.length > 0) break;
    const rows = await selectStep(db, id, step.where, SIMILAR_LISTINGS_MAX - ids.length);
    if (rows.length === 0) break;
    ids.push(...rows.flatMap((row) => (row.id === null ? [] : [row.id])));
    if (ids.length >= SIMILAR_LISTINGS_MAX) break;
  }
  return ids;
};

export const findSimilarListings = async (input: {
  db: DbOrTx;
  storage: Storage;
  viewerId: number | null;
  id: number;
}): Promise<Listing[]> =>
  // A deleted or unknown listing has none: its page may still be open when it is deleted.
  hydrateListings({
    db: input.db,
    storage: input.storage,
    ids: await selectSimilarIds(input.db, input.id),
    viewerId: input.viewerId,
  });
