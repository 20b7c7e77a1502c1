// Similar homes over the demo content (src/server/seed): 22 listings a city, of which 9
// apartments, 5 PGs, 4 co-living places and 4 weekend homes. Before the steps widened
// (docs/decisions/0101-similar-homes-widen-in-steps.md), 18 of these 20 samples had none;
// the band (half the rent either way, one room either side: docs/product/search.md#similar-homes)
// is left only when it holds no home.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIGURATION_VALUES } from '../../../shared/enums.ts';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { queryRows } from '../../db/client.ts';
import { seedIfEmpty } from '../../seed/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedIfEmpty(t.deps, t.app.log);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Sample = Pick<Listing, 'id' | 'city' | 'property_type' | 'configuration' | 'rent'> & { others: number };

const inBand = (home: Pick<Listing, 'configuration' | 'rent'>, sample: Sample) =>
  Math.abs(
    CONFIGURATION_VALUES.indexOf(home.configuration) - CONFIGURATION_VALUES.indexOf(sample.configuration),
  ) <= 1 &&
  home.rent * 2 >= sample.rent &&
  home.rent * 2 <= sample.rent * 3;

describe('similar homes of the demo listings', () => {
  it('offers some for 20 listings across the cities, all within the band unless it holds none', async () => {
    const listed = await queryRows<Sample>(
      t.deps.database.db,
      sql`select l.id, l.city, l.property_type, l.configuration, l.rent,
            (select count(*)::int from listings o
             where o.city = l.city and o.property_type = l.property_type and o.id <> l.id
               and o.deleted_at is null and o.status = 'live') as others
          from listings l where l.deleted_at is null and l.status = 'live' order by l.id`,
    );
    const samples = listed.filter((_, i) => i % 13 === 0).slice(0, 20);
    expect(samples).toHaveLength(20);
    for (const sample of samples) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/listing/getSimilarListings?id=${sample.id}`,
      });
      const similar = res.json().properties as Listing[];
      const label = `${sample.property_type} ${sample.id} in ${sample.city}`;
      expect(sample.others, label).toBeGreaterThan(0);
      expect(similar.length, label).toBeGreaterThan(0);
      expect(similar.length, label).toBeLessThanOrEqual(6);
      const banded = similar.filter((home) => inBand(home, sample)).length;
      // Either every one is alike, or none is (the band was empty, the nearest were offered).
      expect([0, similar.length], label).toContain(banded);
      for (const home of similar) {
        expect([home.city, home.property_type], label).toEqual([sample.city, sample.property_type]);
      }
    }
  });
});
