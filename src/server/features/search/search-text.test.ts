import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { insertListings } from '../../../test/listing-rows.ts';
import { listings } from '../../db/schema.ts';
import { dbStatements } from '../../metrics.ts';
import { idsOf, search } from './search-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.deps.database.db.delete(listings);
});

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('searchProperties free text', () => {
  it('finds a locality whatever its letter case', async () => {
    const [koramangala] = await insertListings(t, [
      { city: 'Bengaluru', locality: 'Koramangala' },
      { city: 'Bengaluru', locality: 'Indiranagar' },
    ]);
    for (const text of ['koramangala', 'KORAMANGALA', 'KoRaMaNgAlA', 'kora']) {
      const res = await search(t, { location: 'Bengaluru', search: text });
      expect(idsOf(res), text).toEqual([koramangala]);
    }
  });

  it('forgives a one-letter typo in a locality', async () => {
    const [koramangala, powai] = await insertListings(t, [
      { city: 'Bengaluru', locality: 'Koramangala' },
      { city: 'Mumbai', locality: 'Powai' },
      { city: 'Bengaluru', locality: 'Whitefield' },
    ]);
    // A letter swapped, missing, doubled and wrong.
    for (const text of ['koramangla', 'Koramnagala', 'koramangalla', 'korbmangala']) {
      expect(idsOf(await search(t, { location: 'Bengaluru', search: text })), text).toEqual([koramangala]);
    }
    expect(idsOf(await search(t, { search: 'Powia' }))).toEqual([powai]);
    expect(idsOf(await search(t, { search: 'pwai' }))).toEqual([powai]);
  });

  it('learns the localities of new listings for typo correction at once', async () => {
    await insertListings(t, [{ locality: 'Chembur' }]);
    expect(idsOf(await search(t, { search: 'Vikroli' }))).toEqual([]);
    const [vikhroli] = await insertListings(t, [{ locality: 'Vikhroli' }]);
    expect(idsOf(await search(t, { search: 'Vikroli' }))).toEqual([vikhroli]);
  });

  it('matches title, city and description words, and every word of the text', async () => {
    const [pgPowai, flatPowai, metro] = await insertListings(t, [
      { locality: 'Powai', propertyType: 'PG_HOSTEL', configuration: 'DOUBLE_SHARING', occupancy: 'ANY' },
      { locality: 'Powai', configuration: '_2BHK' },
      { locality: 'Juhu', description: 'A short walk to the Metro.' },
    ]);
    expect(sorted(idsOf(await search(t, { search: 'powai' })))).toEqual(sorted([pgPowai!, flatPowai!]));
    expect(idsOf(await search(t, { search: 'hostel powai' }))).toEqual([pgPowai]);
    expect(idsOf(await search(t, { search: '2bhk powai' }))).toEqual([flatPowai]);
    expect(idsOf(await search(t, { search: 'metro' }))).toEqual([metro]);
    expect(idsOf(await search(t, { search: 'mumbai metro' }))).toEqual([metro]);
    expect(idsOf(await search(t, { search: 'pune' }))).toEqual([]);
  });

  it('counts a rare word exactly and estimates a common one from a sample, saying so', async () => {
    // More than the 2,000 listings a search reads whole to count them exactly
    // (docs/decisions/0151-exact-counts-from-the-narrower-side.md).
    await insertListings(
      t,
      Array.from({ length: 2_400 }, (_, i) => ({
        locality: i % 2 ? 'Powai' : 'Chembur',
        ...(i % 100 === 0 ? { description: 'Beside the Vihar lake.' } : {}),
      })),
    );
    await t.deps.database.db.execute(sql`analyze listings`);
    const common = await search(t, { location: 'Mumbai', search: 'powai' });
    expect(common.body.total_is_estimate).toBe(true);
    expect(common.body.total).toBeGreaterThan(800);
    expect(common.body.total).toBeLessThan(1_800);
    const rare = await search(t, { location: 'Mumbai', search: 'vihar', limit: 5 });
    expect(rare.body).toMatchObject({ total: 24, total_is_estimate: false });
  });

  it('matches text under 3 letters at the start of a word', async () => {
    const [pg, twoBhk] = await insertListings(t, [
      {
        propertyType: 'PG_HOSTEL',
        configuration: 'SINGLE_SHARING',
        occupancy: 'ANY',
        locality: 'Bandra West',
      },
      { configuration: '_2BHK', locality: 'Chembur' },
    ]);
    expect(idsOf(await search(t, { search: 'pg' }))).toEqual([pg]);
    expect(idsOf(await search(t, { search: '2' }))).toEqual([twoBhk]);
    expect(idsOf(await search(t, { search: 'Ch' }))).toEqual([twoBhk]);
    expect(idsOf(await search(t, { search: 'es' }))).toEqual([]);
  });

  it('finds words under 3 letters past the newest thousand listings, and counts them exactly', async () => {
    // The walk over the newest 1,000 finds nothing; the rest is read without the trigram
    // indexes, which cannot narrow 't%' (docs/decisions/0128-short-words-are-walked.md).
    const [tardeo, described] = await insertListings(t, [
      { locality: 'Tardeo' },
      { description: 'Two minutes from the station.' },
      ...Array.from({ length: 1_050 }, () => ({})),
    ]);
    const short = await search(t, { location: 'Mumbai', search: 't' });
    expect(idsOf(short)).toEqual([tardeo, described]);
    expect(short.body).toMatchObject({ total: 2, total_is_estimate: false });
    const mixed = await search(t, { location: 'Mumbai', search: 'andheri t' });
    expect(idsOf(mixed)).toEqual([described]);
    expect(mixed.body).toMatchObject({ total: 1, total_is_estimate: false });
  });

  it('does not look a word up in the trigram indexes when the other filters leave fewer listings than a walk reads', async () => {
    const [tardeo] = await insertListings(t, [
      { locality: 'Tardeo', configuration: '_3BHK' },
      ...Array.from({ length: 5 }, () => ({ configuration: '_3BHK' as const })),
      ...Array.from({ length: 20 }, () => ({ locality: 'Tardeo' })),
    ]);
    const body = { location: 'Mumbai', search: 'tardeo', filters: { configuration: '_3BHK' } };
    await search(t, body); // the vocabulary is read once, not measured
    const statements = async () => (await dbStatements.get()).values.reduce((sum, v) => sum + v.value, 0);
    const before = await statements();
    const res = await search(t, body);
    // The count of the 6 listings the walks read said both tiers' walks saw everything: neither
    // tier is collected (two statements), for the one count. Without it, 6 statements.
    expect(idsOf(res)).toEqual([tardeo]);
    expect(res.body).toMatchObject({ total: 1, total_is_estimate: false });
    expect((await statements()) - before).toBe(5);
  });

  it('ranks by relevance: title and locality first, then description, newest first in each', async () => {
    const [inDescriptionOld, inHeadOld, inHeadNew, inDescriptionNew] = await insertListings(t, [
      { locality: 'Juhu', description: 'Close to Powai lake.' },
      { locality: 'Powai' },
      { locality: 'Powai' },
      { locality: 'Chembur', description: 'Ten minutes from Powai.' },
    ]);
    expect(idsOf(await search(t, { search: 'powai' }))).toEqual([
      inHeadNew,
      inHeadOld,
      inDescriptionNew,
      inDescriptionOld,
    ]);
    expect(idsOf(await search(t, { search: 'powai', sort: 'newest' }))).toEqual([
      inDescriptionNew,
      inHeadNew,
      inHeadOld,
      inDescriptionOld,
    ]);
  });

  it('puts listings found only through a typo correction after the exact matches', async () => {
    const [bandar, station] = await insertListings(t, [
      { locality: 'Bandar' },
      { locality: 'Juhu', description: 'Walk to Bandra station.' },
    ]);
    expect(idsOf(await search(t, { search: 'bandra' }))).toEqual([station, bandar]);
  });
});
