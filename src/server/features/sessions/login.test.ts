import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { freshIdentity, get, isCookieCleared, post, sessionCookieOf } from '../../../test/auth-support.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'tulsi-garden-42';

const register = async (overrides: Record<string, unknown> = {}) => {
  const { mobile, email } = freshIdentity();
  const body = {
    full_name: 'Asha Verma',
    email,
    mobile_no: mobile,
    user_type: 'owner',
    location: 'Pune',
    password: PASSWORD,
    consent: true,
    confirm_age_18: true,
    ...overrides,
  };
  return { res: await post(t, ACCOUNT_API.register, body), body };
};

const login = (email: string, password: string, options: { cookie?: string | null; ip?: string } = {}) =>
  post(t, ACCOUNT_API.login, { email, password }, options);

describe('signup', () => {
  it('creates the account with an argon2id hash and does not log in', async () => {
    const { res, body } = await register({ email: 'Asha.Verma@Example.IN', mobile_no: '+91 98200 12345' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User Registered Successfully!' });
    expect(sessionCookieOf(res)).toBeNull();
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.mobileNo, '9820012345'));
    expect(row).toMatchObject({ email: 'asha.verma@example.in', userType: 'owner', location: 'Pune' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(body.password);
  });

  it('names the field of bad input', async () => {
    const { res } = await register({ email: 'not-an-email', mobile_no: '12345' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'mobile_no']));
  });

  it('refuses a password shorter than 8 characters', async () => {
    const { res } = await register({ password: 'short1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('refuses a common password, whatever its case', async () => {
    const { res } = await register({ password: 'Password@123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('password');
    expect(res.json().message).toMatch(/too common/);
  });

  it('refuses an account whose consent to the privacy notice or 18-or-older confirmation is false', async () => {
    const { res, body } = await register({ consent: false, confirm_age_18: 'false' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'consent', message: 'Please agree to the privacy notice to create an account' },
      { field: 'confirm_age_18', message: 'Please confirm you are 18 or older' },
    ]);
    expect(await t.deps.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  /** The moments of consent and the 18-or-older confirmation, both given `via` one way. */
  const expectConsentRecorded = async (email: string, via: 'form' | 'api_client') => {
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      consentedAt: t.clock.now(),
      consentVia: via,
      adultConfirmedAt: t.clock.now(),
      adultConfirmedVia: via,
    });
  };

  it('records when the person consented and confirmed their age, and that a form asked', async () => {
    const { body } = await register();
    await expectConsentRecorded(body.email, 'form');
  });

  it('takes an API client that leaves both out to have shown its own notice, and records that', async () => {
    const { res, body } = await register({ consent: undefined, confirm_age_18: null });
    expect(res.statusCode, res.body).toBe(200);
    await expectConsentRecorded(body.email, 'api_client');
  });

  it('ignores isAdmin and subscription_upto sent at signup', async () => {
    const { res, body } = await register({ isAdmin: 1, subscription_upto: '2030-01-01T00:00:00Z' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ isAdmin: false, subscriptionUpto: null });
  });
});

describe('login with email and password', () => {
  it('answers login success with the user and a new session cookie', async () => {
    const { body } = await register();
    const res = await login(body.email.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    const user = expect.objectContaining({ email: body.email, full_name: 'Asha Verma', isAdmin: 0 });
    expect(res.json()).toEqual({ message: 'login success', user, data: { user } });
    expect(JSON.stringify(res.json())).not.toMatch(/password|argon/i);
    const cookie = res.cookies.find((c) => c.name === 'thikana_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const restored = await post(t, API.user.restore, {}, { cookie: sessionCookieOf(res) });
    expect(restored.json()).toMatchObject({ userSessionExpired: false, user: { email: body.email } });
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const { body } = await register();
    const wrong = await login(body.email, 'not-the-password', { ip: '10.0.0.1' });
    const unknown = await login('nobody-here@example.in', 'not-the-password', { ip: '10.0.0.2' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('a mistyped password leaves the session the person arrived with working, cookie and all', async () => {
    const { body } = await register();
    const cookie = sessionCookieOf(await login(body.email, PASSWORD))!;
    const wrong = await login(body.email, 'not-the-password', { cookie, ip: '10.0.0.3' });
    expect(wrong.statusCode).toBe(401);
    expect(isCookieCleared(wrong)).toBe(false);
    expect(sessionCookieOf(wrong)).toBeNull();
    expect((await post(t, API.user.restore, {}, { cookie })).json()).toMatchObject({
      userSessionExpired: false,
      user: { email: body.email },
    });
  });

  it('rotates the session: the cookie a visitor arrived with stops working', async () => {
    const { body } = await register();
    const first = sessionCookieOf(await login(body.email, PASSWORD))!;
    const second = await login(body.email, PASSWORD, { cookie: first });
    const secondCookie = sessionCookieOf(second)!;
    expect(secondCookie).not.toBe(first);
    expect((await post(t, API.user.restore, {}, { cookie: first })).json()).toEqual({
      userSessionExpired: true,
    });
    expect((await post(t, API.user.restore, {}, { cookie: secondCookie })).json().userSessionExpired).toBe(
      false,
    );
  });

  it('slows repeated failures from one address with growing delays, without telling whether the account exists', async () => {
    const { body } = await register();
    const ip = '10.1.0.1';
    for (let i = 0; i < 3; i++)
      expect((await login(body.email, `wrong-${i}-password`, { ip })).statusCode).toBe(401);
    // After three free tries, each failure costs a longer wait: 1 s, then 2 s, then 4 s.
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const slowed = await login(body.email, PASSWORD, { ip });
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().message).toMatch(
        /^Too many failed login attempts\. Please try again in \d+ seconds\.$/,
      );
      const wait = Number(slowed.headers['retry-after']);
      waits.push(wait);
      t.clock.advance(wait * 1000);
      expect((await login(body.email, `wrong-again-${i}`, { ip })).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
    // An unknown email is slowed exactly the same way.
    const ghost = 'ghost-account@example.in';
    for (let i = 0; i < 4; i++) await login(ghost, `wrong-${i}-password`, { ip: '10.1.0.2' });
    expect((await login(ghost, PASSWORD, { ip: '10.1.0.2' })).statusCode).toBe(429);
    t.clock.advance(8_000);
    expect((await login(body.email, PASSWORD, { ip })).statusCode).toBe(200);
  });

  it('refuses one IP address that fails on many accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i++) {
      expect((await login(`stranger${i}@example.in`, 'wrong-password', { ip })).statusCode).toBe(401);
    }
    const res = await login('someone-else@example.in', 'wrong-password', { ip });
    expect(res.statusCode).toBe(429);
    expect((await login('someone-else@example.in', 'wrong-password', { ip: '10.2.0.2' })).statusCode).toBe(
      401,
    );
  });

  it("a stranger's failures never lock the owner out from another address", async () => {
    const { body } = await register();
    for (let i = 0; i < 10; i++) await login(body.email, `guess-${i}-password`, { ip: '10.3.0.1' });
    expect((await login(body.email, PASSWORD, { ip: '10.3.0.1' })).statusCode).toBe(429);
    expect((await login(body.email, PASSWORD, { ip: '10.3.0.2' })).statusCode).toBe(200);
  });

  it('a device that logged in before still logs in while many addresses guess the password', {
    timeout: 120_000,
  }, async () => {
    const { body } = await register();
    const first = await login(body.email, PASSWORD, { ip: '10.4.0.1' });
    const device = first.cookies.find((c) => c.name === 'thikana_device')!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    for (let i = 0; i < 50; i++) {
      await login(body.email, `guess-${i}-password`, { ip: `10.4.1.${i}` });
    }
    // Unknown devices are refused for the hour; the known one is not.
    expect((await login(body.email, PASSWORD, { ip: '10.4.2.1' })).statusCode).toBe(429);
    const known = await login(body.email, PASSWORD, {
      ip: '10.4.2.2',
      cookie: `thikana_device=${device.value}`,
    });
    expect(known.statusCode).toBe(200);
    // A forged or altered device cookie is worth nothing.
    const forged = await login(body.email, PASSWORD, {
      ip: '10.4.2.3',
      cookie: `thikana_device=${device.value.slice(0, -2)}xx`,
    });
    expect(forged.statusCode).toBe(429);
  });

  it('refuses a login posted from another site', async () => {
    const { body } = await register();
    const crossSite = await post(
      t,
      ACCOUNT_API.login,
      { email: body.email, password: PASSWORD },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(sessionCookieOf(crossSite)).toBeNull();
    const foreignOrigin = await post(
      t,
      ACCOUNT_API.login,
      { email: body.email, password: PASSWORD },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreignOrigin.statusCode).toBe(403);
  });
});

describe('logout and restore', () => {
  it('logout revokes the session on the server and clears the cookie', async () => {
    const { body } = await register();
    const cookie = sessionCookieOf(await login(body.email, PASSWORD))!;
    const res = await post(t, ACCOUNT_API.logout, {}, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logout Success' });
    expect(isCookieCleared(res)).toBe(true);
    // The old cookie, replayed, is worth nothing.
    expect((await get(t, ACCOUNT_API.getProfile, { cookie })).statusCode).toBe(401);
  });

  it('restore answers userSessionExpired: true with 200 for no session, an unknown one or an expired one', async () => {
    const none = await t.app.inject({ method: 'POST', url: API.user.restore });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ userSessionExpired: true });
    const bogus = await post(t, API.user.restore, {}, { cookie: 'thikana_session=made-up' });
    expect(bogus.json()).toEqual({ userSessionExpired: true });
    expect(isCookieCleared(bogus)).toBe(true);

    const { body } = await register();
    const cookie = sessionCookieOf(await login(body.email, PASSWORD))!;
    t.clock.advance(8 * 24 * 3_600_000); // idle for more than 7 days
    expect((await post(t, API.user.restore, {}, { cookie })).json()).toEqual({ userSessionExpired: true });
  });
});
