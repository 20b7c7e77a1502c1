// The realistic mix as `bench:load -- --old <commit>` sends it to an old and a new server
// (bench/old-new.ts): the API calls of bench/realistic-mix.ts that both have (distinct searches
// and their next pages, listing reads over every live listing, people logged in reading their
// wishlist, profile and listings, wishlist toggles, home sections and figures) and the pages
// the server draws for a first visit: the home page, search pages over the same distinct
// searches, listing pages and the rent index of a city. Each drawn page answered 200 is
// judged whole (its data in the HTML: the listing's own answer and price, search results'
// cards, the rent figures) or empty (docs/decisions/0139-a-page-is-whole-or-refused.md).
// Conversations and view beacons are left out: the old code has neither, and a 404 is no
// measure of either side.
import { inArray, sql } from 'drizzle-orm';
import { type openDatabase, queryRows } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { createSession } from '../src/server/http/session.ts';
import { API } from '../src/shared/api.ts';
import { ACCOUNT_API } from '../src/shared/api-account.ts';
import { CITY_NAMES, type CityName } from '../src/shared/cities.ts';
import type { SearchRequest } from '../src/shared/schemas/search.ts';
import { searchQueryOf, writeSearch } from '../src/shared/search-params.ts';
import { realisticSearches } from './realistic-mix.ts';
import { fetchServed } from './server.ts';

type PageCheck = (html: string) => boolean;
export type OldNewRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A drawn page: whether a 200's HTML carries its data. */
  whole?: PageCheck;
};
export type OldNewKind = { name: string; weight: number; page?: boolean; next: () => OldNewRequest };
type Listing = { id: number; rent: number };

const cycle = <T>(items: T[]) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};

const rupees = new Intl.NumberFormat('en-IN');
/** A listing's card or page, drawn (its link) or as the answers the browser draws it from. */
const CARD = /\/propertydetail\/\d+|"rent":\d/;
const hasCards: PageCheck = (html) => CARD.test(html);
/** The listing's own answer and its rent, drawn or as an answer. */
const listingWhole =
  (l: Listing): PageCheck =>
  (html) =>
    html.includes(`"id":${l.id},`) &&
    (html.includes(`₹${rupees.format(l.rent)}`) || html.includes(`"rent":${l.rent}`));
/** The rent index's figures. */
const rentsWhole: PageCheck = (html) => /"median":\d/.test(html);

/** People logged in with real sessions (`load-bench-N@example.in`) and every live listing, read from the database. */
const peopleAndListings = async (open: () => ReturnType<typeof openDatabase>, count: number) => {
  const database = await open();
  const db = database.db;
  try {
    const emails = Array.from({ length: count }, (_, i) => `load-bench-${i}@example.in`);
    const have = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const missing = emails.filter((e) => !have.some((u) => u.email === e));
    if (missing.length > 0) {
      have.push(
        ...(await db
          .insert(users)
          .values(missing.map((email, i) => ({ fullName: `Load Bench ${i}`, email })))
          .returning({ id: users.id, email: users.email })),
      );
    }
    const cookies: string[] = [];
    for (const user of have) {
      cookies.push(`thikana_session=${await createSession(db, { userId: user.id, now: new Date() })}`);
    }
    const listings = await queryRows<Listing>(
      db,
      sql`select id, rent from listings where status = 'live' order by random()`,
    );
    return { cookies, listings };
  } finally {
    await database.close();
  }
};

type Body = Partial<SearchRequest>;

const searchAt = async (base: string, body: unknown) => {
  const res = await fetchServed(`${base}${API.listing.searchProperties}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { properties?: unknown[]; next_cursor?: unknown };
};

/** The search page's address for a search body, written as the web app writes it. */
const pageOf = (body: Body) => {
  const city = (CITY_NAMES as readonly string[]).includes(body.location ?? '')
    ? (body.location as CityName)
    : undefined;
  if (!city) return null;
  const applied = { city, search: body.search ?? '', filters: body.filters ?? {}, sort: body.sort };
  return { path: `/search?${writeSearch(applied, new URLSearchParams())}`, query: searchQueryOf(applied) };
};

/**
 * What the mix needs, made once on the data both servers share: people and listings read from
 * the database (`open`, while no server holds it), then, against a server at `base`, next pages
 * through cursors and the search pages whose first page has results (so an empty page is the
 * server's doing, not the search's).
 */
export const prepareOldNew = async (input: {
  open: () => ReturnType<typeof openDatabase>;
  people: number;
  /** Starts a server on the data and gives its base and a stop. */
  serve: () => Promise<{ base: string; stop: () => Promise<void> }>;
}) => {
  const { cookies, listings } = await peopleAndListings(input.open, input.people);
  if (listings.length === 0) throw new Error('The database holds no live listings');
  const server = await input.serve();
  try {
    const searches = realisticSearches(4_000);
    const pages: Body[] = [];
    for (const body of searches.slice(0, 150)) {
      const cursor = (await searchAt(server.base, body)).next_cursor;
      if (typeof cursor === 'string') pages.push({ ...body, cursor });
    }
    const searchPages: string[] = [];
    for (const body of searches.slice(0, 600)) {
      const page = pageOf(body);
      if (page && ((await searchAt(server.base, page.query)).properties?.length ?? 0) > 0) {
        searchPages.push(page.path);
      }
    }
    if (searchPages.length === 0) throw new Error('No search page of the mix has results');
    return { cookies, listings, searches, pages, searchPages };
  } finally {
    await server.stop();
  }
};

type OldNewPrepared = Awaited<ReturnType<typeof prepareOldNew>>;

/** The mix's kinds for a server at `base`: API calls first, then the drawn pages. */
export const oldNewKinds = (base: string, prepared: OldNewPrepared): OldNewKind[] => {
  const json = { 'content-type': 'application/json' };
  const listing = cycle(prepared.listings);
  const cookie = cycle(prepared.cookies);
  const search = cycle(prepared.searches.map((b) => JSON.stringify(b)));
  const page = cycle(prepared.pages.map((b) => JSON.stringify(b)));
  const searchPage = cycle(prepared.searchPages);
  const city = cycle(['Mumbai', 'Delhi', 'Bengaluru', 'Pune', 'Hyderabad', 'Chennai']);
  const as = (request: OldNewRequest): OldNewRequest => ({
    ...request,
    headers: { ...request.headers, cookie: cookie(), origin: base },
  });
  const get = (path: string): OldNewRequest => ({ method: 'GET', path });
  const searchOf = (body: string): OldNewRequest => ({
    method: 'POST',
    path: API.listing.searchProperties,
    headers: json,
    body,
  });
  const read = () => get(`${API.listing.getListingById}?id=${listing().id}`);
  const kinds: OldNewKind[] = [
    { name: 'search, first page', weight: 20, next: () => searchOf(search()) },
    { name: 'search, next page (cursor)', weight: 6, next: () => searchOf(page()) },
    { name: 'search (logged in)', weight: 5, next: () => as(searchOf(search())) },
    { name: 'listing, any id', weight: 16, next: read },
    { name: 'listing (logged in)', weight: 5, next: () => as(read()) },
    { name: 'wishlist (logged in)', weight: 4, next: () => as(get(API.listing.getWishListByUserId)) },
    { name: 'profile (logged in)', weight: 4, next: () => as(get(ACCOUNT_API.getProfile)) },
    { name: 'own listings (logged in)', weight: 3, next: () => as(get(API.listing.getListingByUserId)) },
    {
      name: 'wishlist toggle (write)',
      weight: 3,
      next: () =>
        as({
          method: 'POST',
          path: API.listing.addToWishlist,
          headers: json,
          body: JSON.stringify({ listing_id: listing().id }),
        }),
    },
    { name: 'home sections', weight: 3, next: () => get(`${API.listing.getListings}?location=Mumbai`) },
    { name: 'figures (getStats)', weight: 2, next: () => get(API.listing.getStats) },
    { name: 'page: home', weight: 3, page: true, next: () => ({ ...get('/'), whole: hasCards }) },
    {
      name: 'page: search',
      weight: 10,
      page: true,
      next: () => ({ ...get(searchPage()), whole: hasCards }),
    },
    {
      name: 'page: listing',
      weight: 12,
      page: true,
      next: () => {
        const l = listing();
        return { ...get(`/propertydetail/${l.id}`), whole: listingWhole(l) };
      },
    },
    {
      name: 'page: rents of a city',
      weight: 4,
      page: true,
      next: () => ({ ...get(`/rents/${city()}`), whole: rentsWhole }),
    },
  ];
  return prepared.pages.length > 0 ? kinds : kinds.filter((k) => k.name !== 'search, next page (cursor)');
};
