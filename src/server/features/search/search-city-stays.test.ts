// When a locality does not move a search (docs/product/search.md#a-locality-of-another-city).
// One test, its listings inserted before the first search: the localities typed text is read
// against are kept up to a minute, so every locality below is known to each search.
import { describe, expect, it } from 'vitest';
import { insertListings } from '../../../test/listing-rows.ts';
import { idsOf, search, searchTestApp } from './search-test-kit.ts';

const app = searchTestApp();

const oneBhk = { configuration: '_1BHK', rent: 20_000 } as const;

const searched = async (location: string | undefined, text: string, locality: string) => {
  const res = await search(app.current, { location, search: text });
  expect(res.body.understood.filters.locality, text).toBe(locality);
  return res;
};

describe('searchProperties with a locality the search keeps', () => {
  it('moves only to the one other city with it: never from a city that has it, nor for one two other cities share, nor without a city', async () => {
    const [delhi, jaipur, andheri, koramangala, saketNagar] = await insertListings(app.current, [
      { ...oneBhk, city: 'Delhi', locality: 'Malviya Nagar' },
      { ...oneBhk, city: 'Jaipur', locality: 'Malviya Nagar' },
      { ...oneBhk, city: 'Mumbai', locality: 'Andheri West' },
      { ...oneBhk, city: 'Bengaluru', locality: 'Koramangala' },
      { ...oneBhk, city: 'Indore', locality: 'Saket Nagar' },
      { ...oneBhk, city: 'Delhi', locality: 'Saket' },
    ]);
    const moved = await searched('Jaipur', 'koramangala 1bhk', 'Koramangala');
    expect(idsOf(moved)).toEqual([koramangala]);
    expect(moved.body.city_switched).toMatchObject({ from: 'Jaipur', to: 'Bengaluru', search: '1bhk' });

    const shared = await searched('Mumbai', 'malviya nagar 1bhk', 'Malviya Nagar');
    expect(shared.body.total).toBe(0);
    expect(shared.body).not.toHaveProperty('city_switched');
    const ownCity = await searched('Jaipur', 'malviya nagar 1bhk', 'Malviya Nagar');
    expect(idsOf(ownCity)).toEqual([jaipur]);
    expect(ownCity.body).not.toHaveProperty('city_switched');
    // Indore has Saket Nagar, Delhi has Saket itself: Indore's own comes first.
    const partly = await searched('Indore', 'saket 1bhk', 'Saket');
    expect(idsOf(partly)).toEqual([saketNagar]);
    expect(partly.body).not.toHaveProperty('city_switched');
    const leading = await searched('Mumbai', 'andheri 1bhk', 'Andheri');
    expect(idsOf(leading)).toEqual([andheri]);
    expect(leading.body).not.toHaveProperty('city_switched');
    const everyCity = await searched(undefined, 'malviya nagar', 'Malviya Nagar');
    expect(idsOf(everyCity).sort()).toEqual([delhi, jaipur].sort());
    expect(everyCity.body).not.toHaveProperty('city_switched');
  });
});
