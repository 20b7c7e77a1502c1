import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { get, post } from '../../../test/auth-support.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('profile', () => {
  it('getProfile answers the caller, and 401 when logged out', async () => {
    const { user, cookie } = await createTestUser(t, { fullName: 'Meera Nair', location: 'Kolkata' });
    const res = await get(t, ACCOUNT_API.getProfile, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: expect.objectContaining({
        id: user.id,
        full_name: 'Meera Nair',
        location: 'Kolkata',
        isAdmin: 0,
      }),
    });
    const loggedOut = await get(t, ACCOUNT_API.getProfile);
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json()).toEqual({ message: 'Please Login First' });
  });

  it('getUserDetails answers for the own email only, unless the caller is an admin', async () => {
    const me = await createTestUser(t);
    const other = await createTestUser(t);
    const admin = await createTestUser(t, { isAdmin: true });
    const own = await get(
      t,
      `${ACCOUNT_API.getUserDetails}?email=${encodeURIComponent(me.user.email!.toUpperCase())}`,
      {
        cookie: me.cookie,
      },
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().data.id).toBe(me.user.id);
    const theirs = await get(t, `${ACCOUNT_API.getUserDetails}?email=${other.user.email}`, {
      cookie: me.cookie,
    });
    expect(theirs.statusCode).toBe(403);
    const byAdmin = await get(t, `${ACCOUNT_API.getUserDetails}?email=${other.user.email}`, {
      cookie: admin.cookie,
    });
    expect(byAdmin.json().data.id).toBe(other.user.id);
    const missing = await get(t, `${ACCOUNT_API.getUserDetails}?email=nobody@example.in`, {
      cookie: admin.cookie,
    });
    expect(missing.statusCode).toBe(404);
    expect((await get(t, `${ACCOUNT_API.getUserDetails}?email=${me.user.email}`)).statusCode).toBe(401);
  });

  it('updateUser changes the own profile fields and answers Profile Updated', async () => {
    const { cookie, user } = await createTestUser(t, { email: 'kabir.shah@example.in' });
    const res = await post(
      t,
      ACCOUNT_API.updateUser,
      {
        full_name: ' Kabir Shah ',
        // The own email sent back unchanged, in any case, is fine.
        email: user.email!.toUpperCase(),
        dob: '1994-08-15',
        gender: 'male',
        location: 'Jaipur',
      },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Profile Updated',
      data: expect.objectContaining({
        full_name: 'Kabir Shah',
        email: 'kabir.shah@example.in',
        dob: '1994-08-15',
        gender: 'male',
        location: 'Jaipur',
      }),
    });
    const cleared = await post(t, ACCOUNT_API.updateUser, { dob: '', gender: '' }, { cookie });
    expect(cleared.json().data).toMatchObject({ dob: null, gender: null, full_name: 'Kabir Shah' });
  });

  it('ignores mobile_no, isAdmin, subscription_upto, id and user_id sent by a client', async () => {
    const me = await createTestUser(t);
    const victim = await createTestUser(t);
    const res = await post(
      t,
      ACCOUNT_API.updateUser,
      {
        full_name: 'Still Me',
        mobile_no: '9000000001',
        isAdmin: 1,
        is_admin: true,
        subscription_upto: '2099-01-01T00:00:00.000Z',
        id: victim.user.id,
        user_id: victim.user.id,
        password_hash: 'x',
        user_type: 'broker',
      },
      { cookie: me.cookie },
    );
    expect(res.statusCode).toBe(200);
    const [mine] = await t.deps.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(mine).toMatchObject({
      fullName: 'Still Me',
      mobileNo: me.user.mobileNo,
      isAdmin: false,
      subscriptionUpto: null,
      userType: 'tenant',
      passwordHash: null,
    });
    const [theirs] = await t.deps.database.db.select().from(users).where(eq(users.id, victim.user.id));
    expect(theirs!.fullName).toBe(victim.user.fullName);
  });

  it('refuses a new email without proof, the same whether another account uses it or not, a future dob and an unknown city (400)', async () => {
    const me = await createTestUser(t);
    const other = await createTestUser(t);
    const taken = await post(t, ACCOUNT_API.updateUser, { email: other.user.email }, { cookie: me.cookie });
    const free = await post(
      t,
      ACCOUNT_API.updateUser,
      { email: 'nobody.yet@example.in' },
      { cookie: me.cookie },
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors[0].field).toBe('email');
    expect(free.json()).toEqual(taken.json());
    const future = await post(t, ACCOUNT_API.updateUser, { dob: '2099-01-01' }, { cookie: me.cookie });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([{ field: 'dob', message: 'Please choose a real date of birth' }]);
    const city = await post(t, ACCOUNT_API.updateUser, { location: 'Atlantis' }, { cookie: me.cookie });
    expect(city.statusCode).toBe(400);
    expect(city.json().errors[0].field).toBe('location');
    expect((await post(t, ACCOUNT_API.updateUser, { full_name: 'Nobody' })).statusCode).toBe(401);
  });
});
