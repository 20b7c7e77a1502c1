// Admins give a second factor (TOTP, RFC 6238) at every login; admin rights start only
// then, and admin sessions are short.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { freshIdentity, get, post, sessionCookieOf } from '../../../test/auth-support.ts';
import { setAdmin } from '../accounts/index.ts';
import { resetAdminFactor } from './admin-factor-service.ts';
import { stepAt, totpForStep } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'cardamom-balcony-19';
let ipSeq = 0;
const freshIp = () => `10.42.0.${++ipSeq}`;

const newAdmin = async () => {
  const { email, mobile } = freshIdentity();
  await post(
    t,
    ACCOUNT_API.register,
    {
      full_name: 'Kavya Menon',
      email,
      mobile_no: mobile,
      password: PASSWORD,
      consent: true,
      confirm_age_18: true,
    },
    { ip: freshIp() },
  );
  await setAdmin({ deps: t.deps, target: { email }, isAdmin: true });
  return email;
};

const login = (email: string) => post(t, ACCOUNT_API.login, { email, password: PASSWORD }, { ip: freshIp() });
const adminInbox = (cookie: string) => get(t, `${ADMIN_API.getContacts}?page=1`, { cookie });
const codeNow = (secret: string, offset = 0) => totpForStep(secret, stepAt(t.clock.now()) + offset);

/** Logs in and enrols an authenticator app; returns the session and the secret. */
const enrolledAdmin = async () => {
  const email = await newAdmin();
  const cookie = sessionCookieOf(await login(email))!;
  const { secret } = (await post(t, ADMIN_API.factorEnrol, {}, { cookie })).json();
  expect((await post(t, ADMIN_API.factorConfirm, { code: codeNow(secret) }, { cookie })).statusCode).toBe(
    200,
  );
  return { email, cookie, secret: secret as string };
};

describe('admin second factor', () => {
  it('an admin who has not enrolled gets no admin rights until they do', async () => {
    const email = await newAdmin();
    const res = await login(email);
    expect(res.json().data).toMatchObject({ second_factor: 'enrol', user: { isAdmin: 0 } });
    const cookie = sessionCookieOf(res)!;
    const refused = await adminInbox(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Admin actions need the code from your authenticator app first');

    const enrol = await post(t, ADMIN_API.factorEnrol, {}, { cookie });
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauth_uri } = enrol.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(
      `otpauth://totp/${encodeURIComponent(`Thikana:${email}`)}?secret=${secret}&issuer=Thikana&algorithm=SHA1&digits=6&period=30`,
    );
    const wrong = await post(t, ADMIN_API.factorConfirm, { code: codeNow(secret, 5) }, { cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('code');
    expect((await post(t, ADMIN_API.factorConfirm, { code: codeNow(secret) }, { cookie })).statusCode).toBe(
      200,
    );
    expect((await adminInbox(cookie)).statusCode).toBe(200);
    expect((await get(t, ACCOUNT_API.getProfile, { cookie })).json().data.isAdmin).toBe(1);
  });

  it('asks for the code at every login, and a code works only once', async () => {
    const { email, secret } = await enrolledAdmin();
    const res = await login(email);
    expect(res.json().data.second_factor).toBe('verify');
    const cookie = sessionCookieOf(res)!;
    expect((await adminInbox(cookie)).statusCode).toBe(403);
    expect((await post(t, API.user.restore, {}, { cookie })).json().second_factor).toBe('verify');
    // The code used to enrol is spent; the next time step's code is not.
    expect((await post(t, ADMIN_API.factorVerify, { code: codeNow(secret) }, { cookie })).statusCode).toBe(
      400,
    );
    t.clock.advance(30_000);
    expect((await post(t, ADMIN_API.factorVerify, { code: codeNow(secret) }, { cookie })).statusCode).toBe(
      200,
    );
    expect((await adminInbox(cookie)).statusCode).toBe(200);
    expect((await post(t, API.user.restore, {}, { cookie })).json().second_factor).toBeUndefined();
  });

  it('admin sessions end after 30 minutes idle and after 12 hours in all', async () => {
    const idle = await enrolledAdmin();
    t.clock.advance(29 * 60_000);
    expect((await adminInbox(idle.cookie)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await post(t, API.user.restore, {}, { cookie: idle.cookie })).json()).toEqual({
      userSessionExpired: true,
    });

    const busy = await enrolledAdmin();
    for (let minutes = 0; minutes < 11 * 60 + 50; minutes += 20) {
      t.clock.advance(20 * 60_000);
      expect((await adminInbox(busy.cookie)).statusCode).toBe(200);
    }
    t.clock.advance(20 * 60_000);
    expect((await adminInbox(busy.cookie)).statusCode).toBe(401);
  });

  it('the admin command resets a lost second factor: sessions end and the admin enrols again', async () => {
    const { email, cookie } = await enrolledAdmin();
    await resetAdminFactor({ deps: t.deps, email: email.toUpperCase() });
    expect((await adminInbox(cookie)).statusCode).toBe(401);
    t.clock.advance(30_000);
    expect((await login(email)).json().data.second_factor).toBe('enrol');
  });

  it('is not for users who are not admins', async () => {
    const { email, mobile } = freshIdentity();
    await post(
      t,
      ACCOUNT_API.register,
      {
        full_name: 'Plain User',
        email,
        mobile_no: mobile,
        password: PASSWORD,
        consent: true,
        confirm_age_18: true,
      },
      { ip: freshIp() },
    );
    const res = await login(email);
    expect(res.json().data.second_factor).toBeUndefined();
    const cookie = sessionCookieOf(res)!;
    expect((await post(t, ADMIN_API.factorEnrol, {}, { cookie })).statusCode).toBe(403);
  });
});

describe('TOTP', () => {
  it('matches the RFC 6238 test vector for SHA-1', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s -> 94287082 (8 digits).
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpForStep(secret, Math.floor(59 / 30))).toBe('287082');
    expect(totpForStep(secret, Math.floor(1111111109 / 30))).toBe('081804');
  });
});
