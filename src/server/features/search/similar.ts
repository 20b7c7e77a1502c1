// Similar homes (docs/product/search.md#similar-homes): live listings of the same city,
// property type and configuration with a rent within a quarter of the listing's, those
// in the same locality first, then the nearest by whole kilometres between their approximate
// positions, then the closest rent (docs/decisions/0075-neighbours-by-distance.md).
import { sql } from 'drizzle-orm';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { SIMILAR_LISTINGS_MAX } from '../../../shared/schemas/search.ts';
import type { Storage } from '../../adapters/storage.ts';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { hydrateListings } from '../listings/index.ts';

const selectSimilarIds = (db: DbOrTx, id: number) =>
  queryRows<{ id: number | null }>(
    db,
    sql`with home as (
          select id, city, property_type, configuration, locality, rent, lat, lng from listings
          where id = ${id} and deleted_at is null)
        select peer.id from home
        left join lateral (
          select l.id from listings l
          where l.deleted_at is null and l.city = home.city and l.property_type = home.property_type
            and l.configuration = home.configuration and l.id <> home.id
            -- similar rent: within 25% either way, in whole numbers (rent is at most 1 crore)
            and l.rent * 4 between home.rent * 3 and home.rent * 5
          order by lower(l.locality) = lower(home.locality) desc,
            -- whole kilometres apart (a degree of latitude is 111 km; longitude narrows with cos(lat)),
            -- unknown positions last
            floor(111.2 * sqrt(power(l.lat - home.lat, 2)
              + power((l.lng - home.lng) * cos(radians(home.lat)), 2))) nulls last,
            abs(l.rent - home.rent), l.id desc
          limit ${SIMILAR_LISTINGS_MAX}) peer on true`,
  );

export const findSimilarListings = async (input: {
  db: DbOrTx;
  storage: Storage;
  viewerId: number | null;
  id: number;
}): Promise<Listing[]> => {
  // A deleted or unknown listing has none: its page may still be open when it is deleted.
  const rows = await selectSimilarIds(input.db, input.id);
  return hydrateListings({
    db: input.db,
    storage: input.storage,
    ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
    viewerId: input.viewerId,
  });
};
