import { describe, expect, it } from 'vitest';
import { insertListings } from '../../../test/listing-rows.ts';
import { idsOf, search, searchTestApp } from './search-test-kit.ts';

const app = searchTestApp();

const koramangala = {
  city: 'Bengaluru',
  locality: 'Koramangala',
  configuration: '_1BHK',
  rent: 20_000,
} as const;
const powai = { ...koramangala, city: 'Mumbai', locality: 'Powai' } as const;

describe('searchProperties with a locality of another city', () => {
  it('moves "1bhk koramangala under 25000" asked in Mumbai to Bengaluru, says so, and offers the way back', async () => {
    const [match, mumbai] = await insertListings(app.current, [
      koramangala,
      powai,
      { ...koramangala, locality: 'Indiranagar' },
      { ...koramangala, rent: 30_000 },
    ]);
    const res = await search(app.current, { location: 'Mumbai', search: '1bhk koramangala under 25000' });
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([match]);
    expect(res.body.city_switched).toEqual({
      from: 'Mumbai',
      to: 'Bengaluru',
      locality: 'Koramangala',
      search: '1bhk under 25000',
      filters: {},
    });
    const back = await search(app.current, {
      location: res.body.city_switched!.from,
      search: res.body.city_switched!.search,
      filters: res.body.city_switched!.filters,
    });
    expect(idsOf(back)).toEqual([mumbai]);
    expect(back.body).not.toHaveProperty('city_switched');
  });

  it('moves a locality chosen in the filters too, and counts the ways out as they will be sent', async () => {
    const [hsr] = await insertListings(app.current, [{ ...koramangala, locality: 'HSR Layout' }, powai]);
    const chosen = await search(app.current, {
      location: 'Mumbai',
      filters: { locality: 'koramangala', max_rent: 25_000 },
    });
    expect(chosen.body.city_switched).toEqual({
      from: 'Mumbai',
      to: 'Bengaluru',
      locality: 'koramangala',
      search: '',
      filters: { max_rent: 25_000 },
    });

    // No 1BHK in Koramangala: the neighbour offered is Bengaluru's, and sending it from Mumbai finds it.
    const empty = await search(app.current, { location: 'Mumbai', search: '1bhk koramangala under 25000' });
    expect(empty.body.total).toBe(0);
    const near = empty.body.ways_out.find((way) => way.kind === 'nearby_locality');
    expect(near).toMatchObject({ label: 'Near HSR Layout', count: 1 });
    const taken = await search(app.current, {
      location: 'Mumbai',
      search: near!.search,
      filters: near!.filters,
    });
    expect(idsOf(taken)).toEqual([hsr]);
    expect(taken.body.city_switched?.to).toBe('Bengaluru');
  });
});
