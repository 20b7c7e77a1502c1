import Fastify, { type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { type Batch, createTally, type Tally } from '../../platform/counting-tally.ts';
import { keptAnswerCounter, registerCounting } from './hooks.ts';

const PERSON = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile' };
const NOW = new Date('2026-11-22T06:30:00Z');
const cards = (...ids: number[]) => ids.map((id) => ({ id, title: `Home ${id}` }));
const filters = (typed: object = {}) => ({ filters: typed, text: '' });

/** Search answers as the handler makes them, by what was asked; pages of the same search beside them. */
const SEARCHES: { asked: object; answer: object }[] = [
  { asked: { location: 'Mumbai' }, answer: { properties: cards(1, 2, 3), understood: filters() } },
  {
    asked: { location: 'Pune', search: 'andheri west 2bhk' },
    answer: {
      properties: cards(2, 4),
      understood: filters({ configuration: '_2BHK' }),
      city_switched: { from: 'Pune', to: 'Mumbai', locality: 'Andheri West', search: '2bhk', filters: {} },
    },
  },
  {
    asked: { city: 'Mumbai', search: 'bandra under 25k' },
    answer: { properties: cards(5), understood: filters({ locality: 'Bandra West', max_rent: 25_000 }) },
  },
  {
    asked: { location: 'Mumbai', filters: { locality: ' Powai ', max_rent: 60_000 } },
    answer: { properties: cards(6, 7), understood: filters() },
  },
  {
    asked: { location: 'Mumbai', cursor: 'next' },
    answer: { properties: cards(8, 9), understood: filters() },
  },
];
const HOME = { recommended: cards(1, 2), best_deals: cards(2, 10), weekend_home: cards(11) };

/** Serves the answers above, counting each with `count` or, without it, through registerCounting. */
const serve = async (tally: Tally, count?: (request: FastifyRequest, body: string) => void) => {
  const app = Fastify();
  if (!count) registerCounting(app, tally, () => NOW);
  const answer = (request: FastifyRequest, made: object) => {
    if (!count) return made;
    const text = JSON.stringify(made);
    count(request, text);
    return text;
  };
  app.post(API.listing.searchProperties, async (request) => {
    const asked = JSON.stringify(request.body);
    return answer(request, SEARCHES.find((s) => JSON.stringify(s.asked) === asked)!.answer);
  });
  app.get(API.listing.getListings, async (request) => answer(request, HOME));
  apps.push(app);
  for (const _ of [1, 2]) {
    for (const { asked } of SEARCHES) {
      await app.inject({
        method: 'POST',
        url: API.listing.searchProperties,
        payload: asked,
        headers: PERSON,
      });
    }
    await app.inject({ method: 'GET', url: `${API.listing.getListings}?location=Mumbai`, headers: PERSON });
  }
  return tally.take();
};

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const sorted = (batch: Batch) => ({
  listings: [...batch.listings].sort((a, b) => a.listingId - b.listingId),
  searches: [...batch.searches].sort((a, b) =>
    `${a.city}${a.locality}`.localeCompare(`${b.city}${b.locality}`),
  ),
});

describe('counting answers as they go out', () => {
  it('counts a kept answer, read from its text, as it counted the answer the handler made', async () => {
    const made = await serve(createTally());
    const tally = createTally();
    const fromText = await serve(
      tally,
      keptAnswerCounter(tally, () => NOW),
    );
    expect(sorted(fromText)).toEqual(sorted(made));
    expect(sorted(made).searches).toEqual([
      { day: '2026-11-22', city: 'Mumbai', locality: '', rentBand: 'any', searches: 2 },
      { day: '2026-11-22', city: 'Mumbai', locality: 'Andheri West', rentBand: 'any', searches: 2 },
      { day: '2026-11-22', city: 'Mumbai', locality: 'Bandra West', rentBand: '20k_30k', searches: 2 },
      { day: '2026-11-22', city: 'Mumbai', locality: 'Powai', rentBand: '50k_1l', searches: 2 },
    ]);
    expect(sorted(made).listings.map((row) => [row.listingId, row.impressions])).toEqual([
      [1, 4],
      [2, 8],
      [3, 2],
      [4, 2],
      [5, 2],
      [6, 2],
      [7, 2],
      [8, 2],
      [9, 2],
      [10, 2],
      [11, 2],
    ]);
  });
});
