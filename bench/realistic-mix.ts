// The realistic mix of bench:load (docs/decisions/0070-load-benchmark.md): what a
// million-listing site sees when little of it is kept. Searches drawn from thousands of
// distinct bodies (cities, types, budgets, typed text) and their next pages through
// cursors; listing pages over ids spread across the whole table and as many view beacons,
// each for the page read last, as a drawn page sends one; people logged in with
// real sessions looking at their wishlist, profile, listings and conversations, toggling
// wishlist hearts and sending messages. Everything goes through the public API.
import { inArray, sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { createSession } from '../src/server/http/session.ts';
import { API } from '../src/shared/api.ts';
import { ACCOUNT_API } from '../src/shared/api-account.ts';
import { CONVERSATION_API } from '../src/shared/api-conversations.ts';
import { COUNT_VIEW_PATH } from '../src/shared/api-rents.ts';
import type { SearchRequest } from '../src/shared/schemas/search.ts';
import type { Kind, MixRequest } from './mix-runner.ts';
import { filteredFirstPages, mixedFirstPages } from './search-mix.ts';
import { fetchServed } from './server.ts';

type Body = Partial<SearchRequest>;
type Person = { cookie: string; conversation: number };

/** The kind of the mix that counts a listing page's view (bench/counting-cost.ts checks its count). */
export const VIEW_BEACON = 'view beacon (after a listing page)';

const cycle = <T>(items: T[]) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};
const BUDGETS = [8_000, 12_000, 18_000, 25_000, 35_000, 50_000, 80_000];

/** Thousands of distinct first pages: the search mix with each one's budget moved. */
export const realisticSearches = (count: number): Body[] =>
  [...mixedFirstPages(count * 0.75, 101), ...filteredFirstPages(count * 0.25, 103)].map((body, i) =>
    i % 3 === 0
      ? {
          ...body,
          filters: {
            ...body.filters,
            max_rent: Math.max(BUDGETS[i % BUDGETS.length]!, (body.filters?.min_rent ?? 0) + 5_000),
          },
        }
      : body,
  );

/** The people of the mix, made once per database and kept: `load-bench-N@example.in`. */
const people = async (databaseUrl: string, count: number) => {
  const database = await openDatabase({ url: databaseUrl, dataDir: 'memory://', poolSize: 2 });
  const db = database.db;
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
  // Listing ids spread over the whole table, not the few the home pages show.
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`select id from listings where status = 'live' order by random() limit 20000`,
    )
  ).map((r) => r.id);
  await database.close();
  return { cookies, ids };
};

const post = async (base: string, path: string, cookie: string | undefined, body: unknown) => {
  const res = await fetchServed(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** Next pages reached the way the web app reaches them: the first page's next_cursor. */
const nextPages = async (base: string, firsts: Body[]) => {
  const pages: Body[] = [];
  for (const body of firsts) {
    const answer = await post(base, API.listing.searchProperties, undefined, body);
    const cursor = answer.body.next_cursor;
    if (typeof cursor === 'string') pages.push({ ...body, cursor });
  }
  return pages;
};

export const prepareRealistic = async (input: { base: string; databaseUrl: string; people: number }) => {
  const { cookies, ids } = await people(input.databaseUrl, input.people);
  if (ids.length === 0) throw new Error('The database holds no live listings');
  const persons: Person[] = [];
  for (const [i, cookie] of cookies.entries()) {
    const started = await post(input.base, CONVERSATION_API.list, cookie, {
      listing_id: ids[(i * 7919) % ids.length],
      text: `Is this home still available? (${i})`,
    });
    const conversation = (started.body.conversation as { id?: number } | undefined)?.id;
    if (conversation) persons.push({ cookie, conversation });
  }
  if (persons.length === 0) throw new Error('No person of the mix could start a conversation');
  const searches = realisticSearches(4_000);
  const pages = await nextPages(input.base, searches.slice(0, 300));
  return { ids, persons, searches, pages };
};

export const realisticKinds = (
  base: string,
  prepared: Awaited<ReturnType<typeof prepareRealistic>>,
): Kind[] => {
  const json = { 'content-type': 'application/json' };
  const id = cycle(prepared.ids);
  const person = cycle(prepared.persons);
  const search = cycle(prepared.searches.map((b) => JSON.stringify(b)));
  const page = cycle(prepared.pages.map((b) => JSON.stringify(b)));
  let said = 0;
  const as = (p: Person, request: MixRequest): MixRequest => ({
    ...request,
    headers: { ...request.headers, cookie: p.cookie, origin: base },
  });
  const get = (path: string): MixRequest => ({ method: 'GET', path });
  const searchOf = (body: string): MixRequest => ({
    method: 'POST',
    path: API.listing.searchProperties,
    headers: json,
    body,
  });
  const messages = (p: Person) => CONVERSATION_API.messages.replace(':id', String(p.conversation));
  // A drawn listing page sends one view beacon (src/web/api/listing/count-view.ts): for the page
  // read last, with its reader's cookie when logged in, as the browser sends it.
  let lastRead: { id: number; reader: Person | undefined } = { id: prepared.ids[0]!, reader: undefined };
  const read = (reader?: Person) => {
    lastRead = { id: id(), reader };
    const request = get(`${API.listing.getListingById}?id=${lastRead.id}`);
    return reader ? as(reader, request) : request;
  };
  const viewBeacon = (): MixRequest => {
    const request: MixRequest = {
      method: 'POST',
      path: COUNT_VIEW_PATH,
      headers: { ...json, origin: base },
      body: JSON.stringify({ id: lastRead.id }),
    };
    return lastRead.reader ? as(lastRead.reader, request) : request;
  };
  const kinds: Kind[] = [
    { name: 'search, first page', weight: 24, next: () => searchOf(search()) },
    { name: 'search, next page (cursor)', weight: 8, next: () => searchOf(page()) },
    { name: 'search (logged in)', weight: 6, next: () => as(person(), searchOf(search())) },
    { name: 'listing page, any id', weight: 22, next: () => read() },
    { name: 'listing page (logged in)', weight: 6, next: () => read(person()) },
    { name: VIEW_BEACON, weight: 28, next: viewBeacon },
    {
      name: 'wishlist (logged in)',
      weight: 5,
      next: () => as(person(), get(API.listing.getWishListByUserId)),
    },
    { name: 'profile (logged in)', weight: 5, next: () => as(person(), get(ACCOUNT_API.getProfile)) },
    {
      name: 'own listings (logged in)',
      weight: 3,
      next: () => as(person(), get(API.listing.getListingByUserId)),
    },
    { name: 'conversations (logged in)', weight: 5, next: () => as(person(), get(CONVERSATION_API.list)) },
    {
      name: 'messages (logged in)',
      weight: 5,
      next: () => {
        const p = person();
        return as(p, get(messages(p)));
      },
    },
    {
      name: 'wishlist toggle (write)',
      weight: 4,
      next: () =>
        as(person(), {
          method: 'POST',
          path: API.listing.addToWishlist,
          headers: json,
          body: JSON.stringify({ listing_id: id() }),
        }),
    },
    {
      name: 'send a message (write)',
      weight: 2,
      next: () => {
        const p = person();
        said += 1;
        return as(p, {
          method: 'POST',
          path: messages(p),
          headers: json,
          body: JSON.stringify({ text: `Can I visit on Sunday? (${said})` }),
        });
      },
    },
    { name: 'home sections', weight: 3, next: () => get(`${API.listing.getListings}?location=Mumbai`) },
    { name: 'figures (getStats)', weight: 2, next: () => get(API.listing.getStats) },
  ];
  // The demo data's searches fit on one page: without next pages the kind would send searches with no body.
  return prepared.pages.length > 0 ? kinds : kinds.filter((k) => k.name !== 'search, next page (cursor)');
};
