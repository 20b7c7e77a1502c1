// Reads from a replica (docs/decisions/0121-reads-from-a-replica.md), through the real app. The
// replica here is a second database that never receives the primary's writes: a replica as far
// behind as one can be, so a read that reaches it cannot see any change made on the primary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { openTestDatabase, type TestDatabase } from '../../test/database.ts';
import { insertListings } from '../../test/listing-rows.ts';
import { openDatabase } from '../db/client.ts';
import { search } from '../features/search/search-test-kit.ts';
import { lagOf, lsnValue } from './read-routing.ts';

const WROTE = /thikana_wrote=(\d+)/;
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  (
    [res.headers['set-cookie']].flat().find((c) => typeof c === 'string' && WROTE.test(c)) as
      | string
      | undefined
  )?.split(';')[0];

describe('reads from a replica that is behind', () => {
  let t: TestApp;
  let replica: TestDatabase;
  beforeAll(async () => {
    replica = await openTestDatabase();
    t = await buildTestApp({ deps: { readDatabase: replica } });
  });
  afterAll(async () => {
    await t.close();
    await replica.close();
  });

  it('a visitor searches the replica; whoever just wrote reads the primary for 10 s, then the replica again', async () => {
    const [id] = await insertListings(t, [{ city: 'Pune', locality: 'Baner' }]);
    const visitor = await search(t, { location: 'Pune' });
    expect(visitor.body.total).toBe(0);

    const { cookie: session } = await createTestUser(t);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/listing/addToWishlist',
      headers: { cookie: session },
      payload: { listing_id: id },
    });
    expect(saved.statusCode).toBe(200);
    const wrote = cookieOf(saved);
    expect(wrote).toBe(`thikana_wrote=${t.deps.clock.now().getTime()}`);
    const cookie = `${session}; ${wrote}`;

    // Their search and the listing's page see the primary, their heart included.
    const mine = await search(t, { location: 'Pune' }, cookie);
    expect(mine.body.properties.map((p) => [p.id, p.wishlisted])).toEqual([[id, 1]]);
    const page = await t.app.inject({ url: `/api/listing/getListingById?id=${id}`, headers: { cookie } });
    expect(page.statusCode).toBe(200);

    // A search is a POST that changes nothing: it does not mark anyone.
    const searched = await t.app.inject({
      method: 'POST',
      url: '/api/listing/searchProperties',
      headers: { cookie: session },
      payload: { location: 'Pune' },
    });
    expect(cookieOf(searched)).toBeUndefined();

    t.clock.advance(10_000);
    expect((await search(t, { location: 'Pune' }, cookie)).body.total).toBe(0);
  });

  it('a refused write marks nobody', async () => {
    const { cookie } = await createTestUser(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/listing/addToWishlist',
      headers: { cookie },
      payload: { listing_id: 'not a number' },
    });
    expect(refused.statusCode).toBe(400);
    expect(cookieOf(refused)).toBeUndefined();
  });
});

describe('a replica that cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9: every check fails at once.
    const down = await openDatabase({
      url: 'postgres://postgres@127.0.0.1:9/thikana_replica',
      dataDir: 'memory://',
      poolSize: 1,
      role: 'replica',
    });
    t = await buildTestApp({ deps: { readDatabase: down } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends every read to the primary, and /metrics says so', async () => {
    const [id] = await insertListings(t, [{ city: 'Pune' }]);
    const found = await search(t, { location: 'Pune' });
    expect(found.body.properties.map((p) => p.id)).toEqual([id]);
    const metrics = (await t.app.inject('/metrics')).body;
    expect(metrics).toMatch(/^thikana_read_replica_in_use 0$/m);
    expect(metrics).toMatch(/^thikana_read_replica_lag_seconds -1$/m);
  });
});

describe('how far behind a replica is', () => {
  const standby = { standby: true, primary: '0/3000060', behindMs: 42_000 };
  it('is nothing for a plain database, or a standby that has replayed all the primary wrote', () => {
    expect(lagOf({ standby: false, replayed: null, primary: '0/3000060', behindMs: null })).toBe(0);
    expect(lagOf({ ...standby, replayed: '0/3000060' })).toBe(0);
  });
  it('is the age of what it replayed last while it has not caught up, and unknown when it never replayed', () => {
    expect(lagOf({ ...standby, replayed: '0/2000000' })).toBe(42_000);
    expect(lagOf({ ...standby, replayed: null, behindMs: null })).toBe(Number.POSITIVE_INFINITY);
  });
  it('is at most the time since an earlier check whose primary position it has replayed', () => {
    const samples = [
      { lsn: lsnValue('0/1000000'), at: 10_000 },
      { lsn: lsnValue('0/2000000'), at: 11_000 },
      { lsn: lsnValue('0/2800000'), at: 12_000 },
    ];
    // Replayed past what the primary had at 11 s, not what it had at 12 s: at most 2.5 s behind,
    // though the last transaction it replayed was committed 42 s ago (a quiet primary).
    expect(lagOf({ ...standby, replayed: '0/2000010' }, samples, 13_500)).toBe(2_500);
    // Behind every position noted: the age of what it replayed last.
    expect(lagOf({ ...standby, replayed: '0/0900000' }, samples, 13_500)).toBe(42_000);
  });
  it('compares WAL positions as numbers, not as text', () => {
    expect(lsnValue('A/0') > lsnValue('9/FFFFFFFF')).toBe(true);
    expect(lsnValue('0/10') > lsnValue('0/9')).toBe(true);
  });
});
