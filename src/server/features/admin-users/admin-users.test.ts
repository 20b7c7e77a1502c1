// The users page for admins (docs/product/accounts.md#users-page): search by name,
// email or phone, one account in full, and suspend, restore, grant and revoke admin,
// each refused when the rules say so and each written to the account's history.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import type { UserDetail, UserSearchResponse } from '../../../shared/schemas/admin-user.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { saveListing, validForm } from '../../../test/listing-kit.ts';
import { itRacesOnPostgres } from '../../../test/races.ts';
import { adminActions, listings, sessions, users } from '../../db/schema.ts';
import { createSession } from '../../http/session.ts';
import { setAdmin } from '../accounts/index.ts';
import { phoneDigits } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const search = (cookie: string, q: string) =>
  t.app.inject({ url: `${ADMIN_API.users}?q=${encodeURIComponent(q)}`, headers: { cookie } });
const detail = async (cookie: string, id: number) =>
  (
    await t.app.inject({ url: ADMIN_API.user.replace(':id', String(id)), headers: { cookie } })
  ).json<UserDetail>();
const act = (cookie: string, id: number | string, action: string, note = '') =>
  t.app.inject({
    method: 'POST',
    url: ADMIN_API.userAction.replace(':id', String(id)).replace(':action', action),
    payload: { note },
    headers: { cookie },
  });
const listingOf = async (id: number) =>
  (await t.deps.database.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const auditOf = (userId: number) =>
  t.deps.database.db
    .select()
    .from(adminActions)
    .where(eq(adminActions.userId, userId))
    .orderBy(adminActions.id);

describe('finding a user', () => {
  it('matches part of a name or email in any letter case, at most 20', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const tag = `Zorawar${Date.now().toString(36)}`;
    const named = await createTestUser(t, { fullName: `${tag} Singh` });
    const mailed = await createTestUser(t, { email: `${tag.toLowerCase()}@example.in` });
    const ids = (await search(admin.cookie, tag.toUpperCase()))
      .json<UserSearchResponse>()
      .users.map((u) => u.id);
    expect(ids.sort()).toEqual([named.user.id, mailed.user.id].sort());
    for (let i = 0; i < 22; i += 1) await createTestUser(t, { fullName: `${tag} Many ${i}` });
    expect((await search(admin.cookie, tag)).json<UserSearchResponse>().users).toHaveLength(20);
  });

  it('matches a phone number written with +91, spaces or dashes', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const poster = await createTestUser(t, { mobileNo: '9812345670' });
    for (const q of ['+91 98123 45670', '91-9812345670', '098123 45670', '2345 67']) {
      const found = (await search(admin.cookie, q)).json<UserSearchResponse>().users;
      expect(
        found.map((u) => u.id),
        q,
      ).toContain(poster.user.id);
    }
    expect(phoneDigits('Asha 98')).toBeNull();
  });

  it('takes a like-pattern character literally', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    await createTestUser(t, { fullName: 'Plain Name' });
    expect((await search(admin.cookie, '%_')).json<UserSearchResponse>().users).toEqual([]);
  });

  it('refuses a missing or too short query with 400 naming q', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const res = await t.app.inject({ url: ADMIN_API.users, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('q');
    expect((await search(admin.cookie, 'a')).json().errors[0].field).toBe('q');
  });
});

describe('who may use the users page', () => {
  it('answers 401 to a visitor, 403 to a user and to an admin without the second factor', async () => {
    const target = await createTestUser(t);
    expect((await t.app.inject({ url: `${ADMIN_API.users}?q=test` })).statusCode).toBe(401);
    const user = await createTestUser(t);
    expect((await search(user.cookie, 'test')).statusCode).toBe(403);
    expect((await act(user.cookie, target.user.id, 'suspend', 'no')).statusCode).toBe(403);
    const admin = await createTestUser(t, { isAdmin: true });
    const id = await createSession(t.deps.database.db, { userId: admin.user.id, now: t.clock.now() });
    const withoutCode = `thikana_session=${id}`;
    const res = await act(withoutCode, target.user.id, 'suspend', 'no');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Admin actions need the code from your authenticator app first');
    expect(await auditOf(target.user.id)).toEqual([]);
  });
});

describe('one user in full', () => {
  it('shows listings with status, reports made and received, payments, live sessions and history', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const poster = await createTestUser(t);
    const reporter = await createTestUser(t);
    const mine = await insertTestListing(t, poster.user.id);
    const theirs = await insertTestListing(t, reporter.user.id);
    const report = (cookie: string, id: number, reason: string) =>
      t.app.inject({
        method: 'POST',
        url: API.listing.reportListing,
        payload: { id, reason },
        headers: { cookie },
      });
    await report(reporter.cookie, mine.id, 'BROKER_POSING');
    await report(poster.cookie, theirs.id, 'FAKE_PHOTOS');
    const seen = await detail(admin.cookie, poster.user.id);
    expect(seen.user).toMatchObject({ id: poster.user.id, is_admin: false, suspended: false });
    expect(seen.listings).toEqual([
      expect.objectContaining({ id: mine.id, status: 'live', removed_at: null }),
    ]);
    expect(seen.reports_against).toEqual([
      expect.objectContaining({
        listing_id: mine.id,
        reason: 'BROKER_POSING',
        reporter_id: reporter.user.id,
      }),
    ]);
    expect(seen.reports_made).toEqual([
      expect.objectContaining({ listing_id: theirs.id, reason: 'FAKE_PHOTOS' }),
    ]);
    expect(seen.payments).toEqual([]);
    expect(seen.sessions).toHaveLength(1);
    expect(seen.history[0]).toMatchObject({ kind: 'listing', action: 'reported', listing_id: mine.id });
  });

  it('answers 404 for no such user and 400 naming id for a bad one', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const missing = await t.app.inject({
      url: ADMIN_API.user.replace(':id', '999999'),
      headers: { cookie: admin.cookie },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      url: ADMIN_API.user.replace(':id', 'abc'),
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
  });
});

describe('suspending and restoring', () => {
  it('suspend pauses the live listings and stops posting; restore revives exactly those', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const poster = await createTestUser(t);
    const live = await insertTestListing(t, poster.user.id);
    const unconfirmed = await insertTestListing(t, poster.user.id);
    const rented = await insertTestListing(t, poster.user.id);
    const pausedLater = await insertTestListing(t, poster.user.id);
    const { db } = t.deps.database;
    await db
      .update(listings)
      .set({ status: 'paused', pausedReason: 'unconfirmed' })
      .where(eq(listings.id, unconfirmed.id));
    await db.update(listings).set({ status: 'rented' }).where(eq(listings.id, rented.id));

    const res = await act(admin.cookie, poster.user.id, 'suspend', 'Asked tenants for a token amount');
    expect(res.statusCode).toBe(200);
    expect(await listingOf(live.id)).toMatchObject({ status: 'paused', pausedReason: 'suspended' });
    expect((await saveListing(t, poster.cookie, { body: validForm() })).statusCode).toBe(403);
    // While suspended, an admin pauses one of them for a reason of its own.
    await db.update(listings).set({ pausedReason: 'admin' }).where(eq(listings.id, pausedLater.id));

    t.clock.advance(60_000);
    expect((await act(admin.cookie, poster.user.id, 'restore', 'Refunded the tenant')).statusCode).toBe(200);
    expect(await listingOf(live.id)).toMatchObject({ status: 'live', pausedReason: null });
    expect(await listingOf(unconfirmed.id)).toMatchObject({ status: 'paused', pausedReason: 'unconfirmed' });
    expect((await listingOf(rented.id)).status).toBe('rented');
    expect(await listingOf(pausedLater.id)).toMatchObject({ status: 'paused', pausedReason: 'admin' });
    expect((await saveListing(t, poster.cookie, { body: validForm() })).statusCode).toBe(200);
  });

  it('keeps the suspended user logged in: only posting and reviving are refused', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const poster = await createTestUser(t);
    await act(admin.cookie, poster.user.id, 'suspend', 'Fake photos on every listing');
    const rows = await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, poster.user.id));
    expect(rows).toHaveLength(1);
    const profile = await t.app.inject({ url: ACCOUNT_API.getProfile, headers: { cookie: poster.cookie } });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a suspension without a note (400 naming note), of oneself, of an admin, or twice', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const other = await createTestUser(t, { isAdmin: true });
    const poster = await createTestUser(t);
    const empty = await act(admin.cookie, poster.user.id, 'suspend', '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('note');
    const self = await act(admin.cookie, admin.user.id, 'suspend', 'testing');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot suspend yourself');
    expect((await act(admin.cookie, other.user.id, 'suspend', 'testing')).statusCode).toBe(409);
    expect((await act(admin.cookie, poster.user.id, 'suspend', 'Spam')).statusCode).toBe(200);
    expect((await act(admin.cookie, poster.user.id, 'suspend', 'Spam')).statusCode).toBe(409);
    expect((await act(admin.cookie, admin.user.id, 'restore')).statusCode).toBe(409);
    const row = (await t.deps.database.db.select().from(users).where(eq(users.id, admin.user.id)))[0]!;
    expect(row.suspendedAt).toBeNull();
  });

  it('refuses an unknown action and a note too long with 400 naming the field', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const poster = await createTestUser(t);
    const unknown = await act(admin.cookie, poster.user.id, 'delete');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('action');
    const long = await act(admin.cookie, poster.user.id, 'suspend', 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('note');
  });
});

describe('granting and revoking admin', () => {
  it('a new admin has no admin rights until they set up the second factor', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const person = await createTestUser(t);
    expect((await act(admin.cookie, person.user.id, 'grant-admin')).statusCode).toBe(200);
    const restore = await t.app.inject({
      method: 'POST',
      url: API.user.restore,
      headers: { cookie: person.cookie },
    });
    expect(restore.json().second_factor).toBe('enrol');
    expect((await search(person.cookie, 'test')).statusCode).toBe(403);
    expect((await act(admin.cookie, person.user.id, 'grant-admin')).statusCode).toBe(409);
  });

  it('a revoke ends the sessions and the authenticator; no admin revokes themselves', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const other = await createTestUser(t, { isAdmin: true });
    const self = await act(admin.cookie, admin.user.id, 'revoke-admin');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot revoke your own admin rights');
    expect((await act(admin.cookie, other.user.id, 'revoke-admin', 'Left the team')).statusCode).toBe(200);
    const row = (await t.deps.database.db.select().from(users).where(eq(users.id, other.user.id)))[0]!;
    expect(row).toMatchObject({ isAdmin: false, totpEnabledAt: null, totpSecret: null });
    expect(
      await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, other.user.id)),
    ).toEqual([]);
  });

  /** Leaves only these admins: the others of this file become plain users. */
  const onlyAdmins = async (ids: number[]) => {
    const { db } = t.deps.database;
    const all = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    for (const o of all)
      if (!ids.includes(o.id)) await db.update(users).set({ isAdmin: false }).where(eq(users.id, o.id));
  };

  itRacesOnPostgres('admins revoking each other all at once always leave one admin', async () => {
    const ring: Awaited<ReturnType<typeof createTestUser>>[] = [];
    for (let i = 0; i < 6; i += 1) ring.push(await createTestUser(t, { isAdmin: true }));
    await onlyAdmins(ring.map((a) => a.user.id));
    const answers = await Promise.all(
      ring.map((a, i) => act(a.cookie, ring[(i + 1) % ring.length]!.user.id, 'revoke-admin')),
    );
    const left = await t.deps.database.db.select().from(users).where(eq(users.isAdmin, true));
    expect(left.length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((r) => r.statusCode === 200).length).toBe(ring.length - left.length);
  });

  it('the last admin cannot be revoked, from the page or the command', async () => {
    const { db } = t.deps.database;
    const admin = await createTestUser(t, { isAdmin: true });
    await onlyAdmins([admin.user.id]);
    await expect(
      setAdmin({ deps: t.deps, target: { email: admin.user.email! }, isAdmin: false }),
    ).rejects.toThrow('The last admin cannot be revoked');
    expect((await db.select().from(users).where(eq(users.id, admin.user.id)))[0]!.isAdmin).toBe(true);
  });
});

describe('the audit', () => {
  it('writes every action with the admin, the note and the time, and shows it in the history', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const person = await createTestUser(t);
    await insertTestListing(t, person.user.id);
    await act(admin.cookie, person.user.id, 'suspend', 'Broker posing as owner');
    t.clock.advance(1000);
    await act(admin.cookie, person.user.id, 'restore', 'Proved ownership');
    t.clock.advance(1000);
    await act(admin.cookie, person.user.id, 'grant-admin', 'Joins support');
    t.clock.advance(1000);
    await act(admin.cookie, person.user.id, 'revoke-admin');
    const audit = await auditOf(person.user.id);
    expect(audit.map((a) => [a.action, a.actorId, a.note])).toEqual([
      ['suspended', admin.user.id, 'Broker posing as owner'],
      ['restored', admin.user.id, 'Proved ownership'],
      ['admin_granted', admin.user.id, 'Joins support'],
      ['admin_revoked', admin.user.id, ''],
    ]);
    const history = (await detail(admin.cookie, person.user.id)).history;
    expect(history.filter((h) => h.kind === 'account').map((h) => h.action)).toEqual([
      'admin_revoked',
      'admin_granted',
      'restored',
      'suspended',
    ]);
    expect(history.find((h) => h.action === 'suspended')).toMatchObject({ actor_name: admin.user.fullName });
    expect(history.filter((h) => h.kind === 'listing').map((h) => [h.action, h.note])).toEqual([
      ['revived', 'Poster restored'],
      ['paused', 'Poster suspended'],
    ]);
  });

  it('a suspension from the moderation queue is in the account history too, and a restore lifts it', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    const reporter = await createTestUser(t);
    await t.app.inject({
      method: 'POST',
      url: API.listing.reportListing,
      payload: { id: listing.id, reason: 'MONEY_BEFORE_VISIT' },
      headers: { cookie: reporter.cookie },
    });
    await t.app.inject({
      method: 'POST',
      url: ADMIN_API.moderate,
      payload: { listing_id: listing.id, action: 'suspend', note: 'Token amount asked' },
      headers: { cookie: admin.cookie },
    });
    expect((await auditOf(poster.user.id)).map((a) => [a.action, a.note])).toEqual([
      ['suspended', 'Token amount asked'],
    ]);
    expect((await act(admin.cookie, poster.user.id, 'restore')).statusCode).toBe(200);
    expect((await listingOf(listing.id)).status).toBe('live');
  });

  it('a refused action writes nothing', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    await act(admin.cookie, admin.user.id, 'suspend', 'testing');
    await act(admin.cookie, admin.user.id, 'revoke-admin');
    expect(await auditOf(admin.user.id)).toEqual([]);
  });
});
