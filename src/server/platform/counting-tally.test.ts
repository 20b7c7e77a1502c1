import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BATCH_LISTINGS_MAX,
  BATCH_SEARCHES_MAX,
  type Batch,
  createTally,
  REMEMBERED_MAX,
  type Tally,
} from './counting-tally.ts';

type Count =
  | { kind: 'impressions'; ids: number[]; at: Date }
  | { kind: 'view'; id: number; at: Date }
  | { kind: 'search'; city: string; locality: string; rentBand: string; at: Date };

/** The India day as Intl names it, apart from the tally's own reckoning. */
const dayInIndia = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);

/** What a batch should hold after `counts`: one row per listing and day, one per search and day. */
const expected = (counts: Count[]): Batch => {
  const listings = new Map<string, Batch['listings'][number]>();
  const searches = new Map<string, Batch['searches'][number]>();
  const listing = (listingId: number, day: string) => {
    const key = `${listingId}|${day}`;
    if (!listings.has(key)) listings.set(key, { listingId, day, impressions: 0, views: 0 });
    return listings.get(key)!;
  };
  for (const count of counts) {
    const day = dayInIndia(count.at);
    if (count.kind === 'impressions') for (const id of count.ids) listing(id, day).impressions += 1;
    else if (count.kind === 'view') listing(count.id, day).views += 1;
    else {
      const key = `${day}|${count.city}|${count.locality}|${count.rentBand}`;
      const { city, locality, rentBand } = count;
      const row = searches.get(key) ?? { day, city, locality, rentBand, searches: 0 };
      row.searches += 1;
      searches.set(key, row);
    }
  }
  return { listings: [...listings.values()], searches: [...searches.values()] };
};

const count = (tally: Tally, counts: Count[]) => {
  for (const c of counts) {
    if (c.kind === 'impressions') tally.impressions(c.ids, c.at);
    else if (c.kind === 'view') tally.view(c.id, c.at);
    else tally.search({ city: c.city, locality: c.locality, rentBand: c.rentBand }, c.at);
  }
};

/** A batch in one order, for comparing batches whose rows came in another. */
const sorted = (batch: Batch) => ({
  listings: [...batch.listings].sort((a, b) => a.day.localeCompare(b.day) || a.listingId - b.listingId),
  searches: [...batch.searches].sort((a, b) =>
    `${a.day}|${a.city}|${a.locality}|${a.rentBand}`.localeCompare(
      `${b.day}|${b.city}|${b.locality}|${b.rentBand}`,
    ),
  ),
});

// Instants over four India days, with their midnights (18:30 UTC) and the moments either side.
const midnights = ['2026-11-21T18:30:00Z', '2026-11-22T18:30:00Z', '2026-11-23T18:30:00Z'].map((at) =>
  new Date(at).getTime(),
);
const instants = fc.oneof(
  fc.date({
    min: new Date('2026-11-21T00:00:00Z'),
    max: new Date('2026-11-24T23:59:59Z'),
    noInvalidDate: true,
  }),
  fc
    .tuple(fc.constantFrom(...midnights), fc.constantFrom(-1, 0, 1))
    .map(([midnight, step]) => new Date(midnight + step)),
);
const counts = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('impressions' as const),
      ids: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 6 }),
      at: instants,
    }),
    fc.record({ kind: fc.constant('view' as const), id: fc.integer({ min: 1, max: 8 }), at: instants }),
    fc.record({
      kind: fc.constant('search' as const),
      city: fc.constantFrom('Mumbai', 'Pune'),
      locality: fc.constantFrom('', 'Andheri West'),
      rentBand: fc.constantFrom('any', '20k_30k'),
      at: instants,
    }),
  ),
  { maxLength: 40 },
);

describe('the tally of what a process counted', () => {
  it('holds one row per listing and India day and one per search and day, whatever order the clock runs in', () => {
    fc.assert(
      fc.property(counts, (made) => {
        const tally = createTally();
        count(tally, made);
        const rows = expected(made).listings;
        const days = ['2026-11-20', ...new Set(rows.map((row) => row.day))];
        for (const id of [1, 4, 8, 9]) {
          const ofListing = days.flatMap((day) => rows.filter((r) => r.listingId === id && r.day === day));
          expect(tally.countsOf(id, days)).toEqual(ofListing);
        }
        expect(sorted(tally.take())).toEqual(sorted(expected(made)));
      }),
    );
  });

  it('counts a card shown a millisecond before midnight in India on that day, and at midnight on the next', () => {
    const tally = createTally();
    tally.impressions([7], new Date('2026-11-22T18:29:59.999Z'));
    tally.impressions([7], new Date('2026-11-22T18:30:00.000Z'));
    tally.view(7, new Date('2026-11-22T18:29:59.999Z'));
    expect(tally.take().listings).toEqual([
      { listingId: 7, day: '2026-11-22', impressions: 1, views: 1 },
      { listingId: 7, day: '2026-11-23', impressions: 1, views: 0 },
    ]);
  });

  it('leaves itself empty when a batch is taken, and adds a batch given back to what was counted since', () => {
    fc.assert(
      fc.property(counts, counts, (before, since) => {
        const tally = createTally();
        count(tally, before);
        const batch = tally.take();
        expect(tally.size()).toBe(0);
        count(tally, since);
        tally.restore(batch);
        expect(sorted(tally.take())).toEqual(sorted(expected([...before, ...since])));
        expect(tally.take()).toEqual({ listings: [], searches: [] });
      }),
    );
  });
});

describe('the tally under a flood (docs/decisions/0133-figures-come-from-people.md)', () => {
  const NOW = new Date('2026-11-22T06:30:00Z');

  it('holds views of at most BATCH_LISTINGS_MAX listings a batch: 50,000 beacons for ids that name nothing do not grow it', () => {
    const tally = createTally();
    tally.impressions([7], NOW);
    for (let id = 1_000_000; id < 1_050_000; id += 1)
      tally.view(id, NOW, { device: 'phone', address: '10.0.0.1' });
    expect(tally.size()).toBe(BATCH_LISTINGS_MAX + 1);
    tally.view(7, NOW, { device: 'phone', address: '10.0.0.1' });
    expect(tally.countsOf(7, ['2026-11-22'])).toEqual([
      { listingId: 7, day: '2026-11-22', impressions: 1, views: 1 },
    ]);
    tally.take();
    tally.view(8, NOW, { device: 'phone' });
    expect(tally.take().listings).toEqual([{ listingId: 8, day: '2026-11-22', impressions: 0, views: 1 }]);
  });

  it('holds at most BATCH_SEARCHES_MAX searches a batch, whatever localities are typed', () => {
    const tally = createTally();
    for (let i = 0; i < 50_000; i += 1)
      tally.search({ city: 'Mumbai', locality: `Nowhere ${i}`, rentBand: 'any' }, NOW, { device: `d${i}` });
    expect(tally.take().searches).toHaveLength(BATCH_SEARCHES_MAX);
  });

  it('forgets the oldest devices past REMEMBERED_MAX, so a flood never stops it counting people', () => {
    const tally = createTally();
    tally.view(7, NOW, { device: 'first' });
    for (let i = 0; i < REMEMBERED_MAX; i += 1) tally.view(8, NOW, { device: `d${i}` });
    tally.view(7, NOW, { device: 'first' });
    tally.view(9, NOW, { device: 'late' });
    const views = new Map(tally.take().listings.map((row) => [row.listingId, row.views]));
    expect([views.get(7), views.get(8), views.get(9)]).toEqual([2, REMEMBERED_MAX, 1]);
  });
});
