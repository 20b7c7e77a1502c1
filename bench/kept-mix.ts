// The kept-answers mix of bench:load, the one it first ran (docs/decisions/0070-load-benchmark.md):
// home sections, counts and figures, a few hundred searches with filters and text, listing pages
// and card photos seen on the home pages, and wishlist toggles of one logged-in user. Nearly all
// of it is answered from the five-second public cache or is a static photo.
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { createSession } from '../src/server/http/session.ts';
import { API } from '../src/shared/api.ts';
import { CITIES } from '../src/shared/cities.ts';
import type { Listing } from '../src/shared/schemas/listing.ts';
import type { Kind, MixRequest } from './mix-runner.ts';
import { filteredFirstPages, mixedFirstPages } from './search-mix.ts';
import { fetchServed } from './server.ts';

const cycle = <T>(items: T[]) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};

const loggedIn = async (databaseUrl: string) => {
  const database = await openDatabase({ url: databaseUrl, dataDir: 'memory://', poolSize: 1 });
  const [user] = await database.db
    .insert(users)
    .values({ fullName: 'Load Bench', email: `load-${randomBytes(4).toString('hex')}@example.in` })
    .returning();
  const session = await createSession(database.db, { userId: user!.id, now: new Date() });
  await database.close();
  return `thikana_session=${session}`;
};

/** Ids and card photos seen on the home pages, the searches, a logged-in user's cookie. */
export const prepareKept = async (base: string, databaseUrl: string, cookie?: string) => {
  const listings: Listing[] = [];
  for (const city of CITIES) {
    const res = await fetchServed(
      `${base}${API.listing.getListings}?location=${encodeURIComponent(city.name)}`,
    );
    const body = (await res.json()) as Record<string, Listing[]>;
    listings.push(...Object.values(body).flat());
  }
  const search = await fetchServed(`${base}${API.listing.searchProperties}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ location: 'Mumbai' }),
  });
  listings.push(...((await search.json()) as { properties: Listing[] }).properties);
  const ids = [...new Set(listings.map((l) => l.id))];
  const photos = [...new Set(listings.flatMap((l) => l.photos.map((p) => new URL(p.card, base).pathname)))];
  // Synthetic listings have no photos: the mix then runs without its card photos.
  if (ids.length === 0) throw new Error('The data holds no listings');
  const searches = [...mixedFirstPages(150), ...filteredFirstPages(150)];
  return { ids, photos, searches, cookie: cookie ?? (await loggedIn(databaseUrl)) };
};

export const keptKinds = (base: string, prepared: Awaited<ReturnType<typeof prepareKept>>): Kind[] => {
  const get = (p: string): MixRequest => ({ method: 'GET', path: p });
  const city = cycle(CITIES.map((c) => encodeURIComponent(c.name)));
  const id = cycle(prepared.ids);
  const photo = cycle(prepared.photos);
  const search = cycle(prepared.searches.map((b) => JSON.stringify(b)));
  const json = { 'content-type': 'application/json' };
  const kinds: Kind[] = [
    { name: 'home sections', weight: 18, next: () => get(`${API.listing.getListings}?location=${city()}`) },
    { name: 'figures (getStats)', weight: 6, next: () => get(API.listing.getStats) },
    {
      name: 'city count (getCount)',
      weight: 4,
      next: () => get(`${API.listing.getCount}?location=${city()}`),
    },
    {
      name: 'search',
      weight: 22,
      next: () => ({ method: 'POST', path: API.listing.searchProperties, headers: json, body: search() }),
    },
    { name: 'listing page', weight: 16, next: () => get(`${API.listing.getListingById}?id=${id()}`) },
    { name: 'card photo', weight: 30, next: () => get(photo()) },
    {
      name: 'wishlist toggle (logged in)',
      weight: 4,
      next: () => ({
        method: 'POST',
        path: API.listing.addToWishlist,
        headers: { ...json, cookie: prepared.cookie, origin: base },
        body: JSON.stringify({ listing_id: id() }),
      }),
    },
  ];
  return prepared.photos.length > 0 ? kinds : kinds.filter((k) => k.name !== 'card photo');
};
