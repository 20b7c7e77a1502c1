import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { get, post } from '../../../test/auth-support.ts';
import {
  listingImages,
  listings,
  paymentOrders,
  payments,
  sessions,
  users,
  wishlist,
} from '../../db/schema.ts';
import { setAdmin } from './admin-grant.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const addListing = async (userId: number, withPhoto = false) => {
  const [row] = await t.deps.database.db
    .insert(listings)
    .values({
      userId,
      listedBy: 'Owner',
      propertyType: 'APARTMENT',
      fullName: 'Owner Name',
      mobileNo: '9876500000',
      email: 'owner@example.in',
      city: 'Mumbai',
      locality: 'Andheri West',
      rent: 25_000,
      configuration: '_2BHK',
      tenantType: 'FAMILY',
      furnishingStatus: 'SEMI_FURNISHED',
      availableFrom: '2026-12-01',
      title: '2BHK Apartment in Andheri West',
    })
    .returning();
  if (withPhoto) {
    await t.deps.database.db
      .insert(listingImages)
      .values({ listingId: row!.id, position: 0, key: `l${row!.id}/a1`, width: 1600, height: 1200 });
    for (const size of ['card', 'sm', 'md', 'lg'])
      await t.storage.put(`l${row!.id}/a1-${size}.webp`, Buffer.from('x'), 'image/webp');
  }
  return row!;
};

const addPayment = async (userId: number) => {
  const now = t.clock.now();
  const [order] = await t.deps.database.db
    .insert(paymentOrders)
    .values({
      userId,
      gateway: 'test',
      gatewayOrderId: `order_${userId}`,
      receipt: `rcpt_${userId}`,
      amountPaise: 29_900,
      planName: 'all access',
      planDays: 7,
      status: 'paid',
      paidAt: now,
    })
    .returning();
  await t.deps.database.db.insert(payments).values({
    orderId: order!.id,
    userId,
    gatewayPaymentId: `pay_${userId}`,
    amountPaise: 29_900,
    source: 'callback',
    subscriptionFrom: now,
    subscriptionUpto: new Date(now.getTime() + 7 * 86_400_000),
  });
};

describe('download my data', () => {
  it('is a JSON attachment of everything held about the caller, and nobody else', async () => {
    const me = await createTestUser(t, { fullName: 'Data Owner' });
    const other = await createTestUser(t);
    const mine = await addListing(me.user.id, true);
    const theirs = await addListing(other.user.id);
    await t.deps.database.db.insert(wishlist).values({ userId: me.user.id, listingId: theirs.id });
    await addPayment(me.user.id);

    const res = await get(t, ACCOUNT_API.exportData, { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="thikana-my-data.json"');
    const data = res.json();
    expect(data.profile).toMatchObject({ id: me.user.id, full_name: 'Data Owner' });
    expect(data.listings).toEqual([
      expect.objectContaining({
        id: mine.id,
        mobile_no: '9876500000',
        images: [`/media/l${mine.id}/a1-lg.webp`],
      }),
    ]);
    expect(data.wishlist).toEqual([{ listing_id: theirs.id, created_at: expect.any(String) }]);
    expect(data.payments).toEqual([
      expect.objectContaining({ gateway_payment_id: `pay_${me.user.id}`, amount_paise: 29_900 }),
    ]);
    expect(data.sessions).toHaveLength(1);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/password|id_hash|code_hash/);
    expect(text).not.toContain(other.user.email);
    expect((await get(t, ACCOUNT_API.exportData)).statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it('needs the typed confirmation', async () => {
    const me = await createTestUser(t);
    const res = await post(t, ACCOUNT_API.deleteAccount, {}, { cookie: me.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('confirmation');
    const wrong = await post(t, ACCOUNT_API.deleteAccount, { confirmation: 'yes' }, { cookie: me.cookie });
    expect(wrong.statusCode).toBe(400);
    expect((await get(t, ACCOUNT_API.getProfile, { cookie: me.cookie })).statusCode).toBe(200);
  });

  it('removes the profile, listings with their photos, and sessions', async () => {
    const me = await createTestUser(t);
    const listing = await addListing(me.user.id, true);
    const res = await post(t, ACCOUNT_API.deleteAccount, { confirmation: 'DELETE' }, { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted' });
    const { db } = t.deps.database;
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toEqual([]);
    expect(await db.select().from(listings).where(eq(listings.id, listing.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toEqual([]);
    expect(t.storage.objects.has(`l${listing.id}/a1-lg.webp`)).toBe(false);
    expect((await get(t, ACCOUNT_API.getProfile, { cookie: me.cookie })).statusCode).toBe(401);
  });

  it('keeps payment records, with the user row stripped of everything that identifies a person', async () => {
    const me = await createTestUser(t, { fullName: 'Paid Once', dob: '1990-01-01', gender: 'female' });
    await addListing(me.user.id);
    await addPayment(me.user.id);
    const res = await post(t, ACCOUNT_API.deleteAccount, { confirmation: 'DELETE' }, { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    const { db } = t.deps.database;
    const [row] = await db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({
      fullName: 'Deleted account',
      email: null,
      mobileNo: null,
      passwordHash: null,
      dob: null,
      gender: null,
      isAdmin: false,
    });
    expect(await db.select().from(payments).where(eq(payments.userId, me.user.id))).toHaveLength(1);
    expect(await db.select().from(listings).where(eq(listings.userId, me.user.id))).toEqual([]);
    expect((await get(t, ACCOUNT_API.getProfile, { cookie: me.cookie })).statusCode).toBe(401);
  });
});

describe('admin rights', () => {
  it('are granted and revoked by email from the command line', async () => {
    await createTestUser(t, { isAdmin: true });
    const { user, cookie } = await createTestUser(t);
    const granted = await setAdmin({
      deps: t.deps,
      target: { email: user.email!.toUpperCase() },
      isAdmin: true,
    });
    expect(granted.isAdmin).toBe(1);
    // Admin rights start in a session only once the second factor is given.
    expect((await get(t, ACCOUNT_API.getProfile, { cookie })).json().data.isAdmin).toBe(0);
    expect((await post(t, API.user.restore, {}, { cookie })).json().second_factor).toBe('enrol');
    const revoked = await setAdmin({ deps: t.deps, target: { email: user.email! }, isAdmin: false });
    expect(revoked.isAdmin).toBe(0);
    await expect(
      setAdmin({ deps: t.deps, target: { email: 'missing@example.in' }, isAdmin: true }),
    ).rejects.toThrow('No account has the email missing@example.in');
  });
});
