// The map's side of search (docs/product/search.md#map): every listing carries an
// approximate position, and a box on the map narrows the search to it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { distanceKm } from '../../../shared/cities.ts';
import { localityCentre } from '../../../shared/locality-centres.ts';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { testDatabaseKind } from '../../../test/database.ts';
import { pngFiles, saveListing, validForm } from '../../../test/listing-kit.ts';
import { insertListings } from '../../../test/listing-rows.ts';
import { listings } from '../../db/schema.ts';
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

const metresFrom = (position: Listing['position'], centre: { lat: number; lng: number }) =>
  distanceKm(position!.lat, position!.lng, centre.lat, centre.lng) * 1000;

const sorted = (ids: (number | undefined)[]) => [...ids].sort((a, b) => a! - b!);

/** A box of about 2.5 km around a locality's centre. */
const around = (city: 'Bengaluru', locality: string) => {
  const c = localityCentre(city, locality)!;
  return { south: c.lat - 0.012, west: c.lng - 0.012, north: c.lat + 0.012, east: c.lng + 0.012 };
};

describe(`the map's search on ${testDatabaseKind()}`, () => {
  it('answers each listing with a position 200 to 600 m from its locality centre, never on it', async () => {
    await insertListings(t, [
      { city: 'Bengaluru', locality: 'Koramangala' },
      { city: 'Bengaluru', locality: 'Koramangala' },
      { city: 'Bengaluru', locality: 'Indiranagar' },
    ]);
    const res = await search(t, { location: 'Bengaluru' });
    expect(res.status).toBe(200);
    const centres = res.body.properties.map((p) => localityCentre('Bengaluru', p.locality)!);
    res.body.properties.forEach((p, i) => {
      expect(p.position).not.toEqual(centres[i]);
      expect(metresFrom(p.position, centres[i]!)).toBeGreaterThan(195);
      expect(metresFrom(p.position, centres[i]!)).toBeLessThan(605);
    });
    const [first, second] = res.body.properties.filter((p) => p.locality === 'Koramangala');
    expect(first!.position).not.toEqual(second!.position);
  });

  it('keeps a posted listing where it was, and moves it with its locality when edited', async () => {
    const poster = await createTestUser(t, { fullName: 'Map Poster' });
    const form = { city: 'Bengaluru' as const, locality: 'HSR Layout' };
    const saved = await saveListing(t, poster.cookie, { body: validForm(form), files: await pngFiles(1) });
    const id = saved.json<{ listed_id: number }>().listed_id;
    const read = async () =>
      (await t.app.inject({ url: `/api/listing/getListingById?id=${id}` })).json<{
        propertyListing: Listing;
      }>().propertyListing.position;
    const first = await read();
    expect(metresFrom(first, localityCentre('Bengaluru', 'HSR Layout')!)).toBeLessThan(605);
    expect(await read()).toEqual(first);

    await saveListing(t, poster.cookie, { body: validForm({ ...form, id, rent: 26_000 }) }, 'update');
    expect(await read()).toEqual(first);
    await saveListing(
      t,
      poster.cookie,
      { body: validForm({ ...form, id, locality: 'Jayanagar' }) },
      'update',
    );
    expect(metresFrom(await read(), localityCentre('Bengaluru', 'Jayanagar')!)).toBeLessThan(605);
  });

  it('finds only the listings inside the box, with the other filters still applied', async () => {
    const [kora1, kora2, kora3bhk, indira, whitefield] = await insertListings(t, [
      { city: 'Bengaluru', locality: 'Koramangala' },
      { city: 'Bengaluru', locality: 'Koramangala' },
      { city: 'Bengaluru', locality: 'Koramangala', configuration: '_3BHK' },
      { city: 'Bengaluru', locality: 'Indiranagar' },
      { city: 'Bengaluru', locality: 'Whitefield' },
    ]);
    const inBox = async (body: Record<string, unknown>) => {
      const res = await search(t, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return sorted(idsOf(res));
    };

    const koramangala = around('Bengaluru', 'Koramangala');
    expect(await inBox({ location: 'Bengaluru', filters: { bounds: koramangala } })).toEqual(
      sorted([kora1, kora2, kora3bhk]),
    );
    expect(
      await inBox({ location: 'Bengaluru', filters: { bounds: koramangala, configuration: '_2BHK' } }),
    ).toEqual(sorted([kora1, kora2]));
    // The URL's form, as text.
    const { south, west, north, east } = around('Bengaluru', 'Whitefield');
    const asText = await search(t, { location: 'Bengaluru', bounds: `${south},${west},${north},${east}` });
    expect(asText.status, JSON.stringify(asText.body)).toBe(200);
    expect(await inBox({ location: 'Bengaluru', bounds: `${south},${west},${north},${east}` })).toEqual([
      whitefield,
    ]);
    // A box around both, and text inside the box.
    const both = { ...koramangala, north: around('Bengaluru', 'Indiranagar').north, east: 77.66 };
    expect(await inBox({ location: 'Bengaluru', filters: { bounds: both } })).toEqual(
      sorted([kora1, kora2, kora3bhk, indira]),
    );
    expect(await inBox({ location: 'Bengaluru', search: 'indiranagar', filters: { bounds: both } })).toEqual([
      indira,
    ]);
    const res = await search(t, { location: 'Bengaluru', filters: { bounds: koramangala } });
    expect(res.body.total).toBe(3);
  });

  it('refuses a box that is not one with 400 naming the field', async () => {
    const box = around('Bengaluru', 'Koramangala');
    const cases: [Record<string, unknown>, string][] = [
      [{ filters: { bounds: { ...box, north: box.south - 1 } } }, 'filters.bounds.north'],
      [{ filters: { bounds: { ...box, east: box.west - 1 } } }, 'filters.bounds.east'],
      [{ filters: { bounds: { ...box, south: -100 } } }, 'filters.bounds.south'],
      [{ filters: { bounds: { ...box, west: 'far' } } }, 'filters.bounds.west'],
      [{ bounds: '12.9,77.6' }, 'bounds.north'],
      [{ bounds: 42 }, 'bounds'],
    ];
    for (const [body, field] of cases) {
      const res = await search(t, { location: 'Bengaluru', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body.errors), JSON.stringify(body)).toContain(`"field":"${field}"`);
    }
  });
});

describe('the map settings', () => {
  it('answer no tiles by default, so the map is plain and works offline', async () => {
    const res = await t.app.inject({ url: '/api/map/settings' });
    expect(res.json()).toEqual({ tile_url: null, attribution: null });
  });

  it('answer MAP_TILE_URL with its credit, and let the page load those tiles', async () => {
    const tiles = await buildTestApp({
      config: { MAP_TILE_URL: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png' },
    });
    try {
      const res = await tiles.app.inject({ url: '/api/map/settings' });
      expect(res.json()).toEqual({
        tile_url: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      });
      const page = await tiles.app.inject({ url: '/search' });
      expect(page.headers['content-security-policy']).toMatch(
        /img-src [^;]*https:\/\/\*\.tiles\.example\.in/,
      );
    } finally {
      await tiles.close();
    }
  });
});
