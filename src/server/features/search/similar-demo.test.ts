// Similar homes over the demo content (src/server/seed): 22 listings a city, of which 9
// apartments, 5 PGs, 4 co-living places and 4 weekend homes. Before the steps widened
// (docs/decisions/0101-similar-homes-widen-in-steps.md), 18 of these 20 samples had none.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Sample = { id: number; city: string; property_type: string; others: number };

describe('similar homes of the demo listings', () => {
  it('offers 6, or every other home of the type the city has, for 20 listings across the cities', async () => {
    const listed = await queryRows<Sample>(
      t.deps.database.db,
      sql`select l.id, l.city, l.property_type,
            (select count(*)::int from listings o
             where o.city = l.city and o.property_type = l.property_type and o.id <> l.id
               and o.deleted_at is null and o.status = 'live') as others
          from listings l order by l.id`,
    );
    const samples = listed.filter((_, i) => i % 13 === 0).slice(0, 20);
    expect(samples).toHaveLength(20);
    let six = 0;
    for (const sample of samples) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/listing/getSimilarListings?id=${sample.id}`,
      });
      const similar = res.json().properties as Listing[];
      const label = `${sample.property_type} ${sample.id} in ${sample.city}`;
      expect(sample.others, label).toBeGreaterThan(0);
      expect(similar.length, label).toBe(Math.min(6, sample.others));
      for (const home of similar) {
        expect([home.city, home.property_type], label).toEqual([sample.city, sample.property_type]);
      }
      if (similar.length === 6) six += 1;
    }
    // Every sampled apartment (a city has 8 others); the other types have 3 or 4 others.
    expect(six).toBe(samples.filter((s) => s.property_type === 'APARTMENT').length);
  });
});
