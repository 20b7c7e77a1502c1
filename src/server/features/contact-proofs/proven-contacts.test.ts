// A number or an email belongs to an account only once proven: signing up with
// someone else's contacts gives no hold over them, and tells nobody who is registered.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { freshIdentity, get, lastOutboxCode, post, sessionCookieOf } from '../../../test/auth-support.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
const freshIp = () => `10.40.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;

const register = (body: { email: string; mobile: string; password: string; name?: string }) =>
  post(
    t,
    ACCOUNT_API.register,
    {
      full_name: body.name ?? 'Attacker Person',
      email: body.email,
      mobile_no: body.mobile,
      user_type: 'tenant',
      location: 'Mumbai',
      password: body.password,
      consent: true,
      confirm_age_18: true,
    },
    { ip: freshIp() },
  );

const whatsappLogin = async (mobile: string, extra: Record<string, unknown> = { consent: true }) => {
  const ip = freshIp();
  expect((await post(t, ACCOUNT_API.loginOtp, { mobile_no: mobile }, { ip })).statusCode).toBe(200);
  const otp = lastOutboxCode(t, `91${mobile}`)!;
  return post(t, ACCOUNT_API.loginVerify, { mobile_no: mobile, otp, ...extra }, { ip });
};

const login = (email: string, password: string) =>
  post(t, ACCOUNT_API.login, { email, password }, { ip: freshIp() });

const rowsWithMobile = (mobile: string) =>
  t.deps.database.db.select().from(users).where(eq(users.mobileNo, mobile));

describe('pre-hijacking', () => {
  it('a WhatsApp login never lands in an account that only claimed the number; a separate account releases the claim', async () => {
    const victim = freshIdentity();
    const attacker = freshIdentity();
    // The attacker signs up with the victim's number and a password of their choosing.
    expect(
      (await register({ email: attacker.email, mobile: victim.mobile, password: 'attacker-chose-99' }))
        .statusCode,
    ).toBe(200);
    const attackerCookie = sessionCookieOf(await login(attacker.email, 'attacker-chose-99'))!;

    const res = await whatsappLogin(victim.mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toBeNull();
    // Joining would need the attacker's password or a code to the attacker's email.
    const { choice } = res.json();
    expect(choice.accounts).toMatchObject([{ email: `${attacker.email[0]}•••@example.in` }]);
    const separate = await post(t, ACCOUNT_API.accountChoiceSeparate, { token: choice.token, consent: true });
    expect(separate.statusCode).toBe(200);
    const user = separate.json().data.user;
    expect(user.email).toBeNull();
    expect(user.full_name).toBe('');
    // The victim's own new account holds the proven number; the attacker's claim is gone.
    const rows = await rowsWithMobile(victim.mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: user.id, mobileVerifiedAt: t.clock.now() });
    const attackerNow = (await get(t, ACCOUNT_API.getProfile, { cookie: attackerCookie })).json().data;
    expect(attackerNow.mobile_no).toBeNull();
    // The holder of the released claim is told.
    const told = t.deps.outbox.messages.filter((m) => m.to === attacker.email).at(-1);
    expect(told?.text).toMatch(
      new RegExp(`The mobile number ${victim.mobile} was removed from your Thikana account`),
    );
  });

  it('an unproven claim never blocks the real owner from signing up with their own number and email', async () => {
    const victim = freshIdentity();
    await register({ email: victim.email, mobile: victim.mobile, password: 'attacker-chose-99' });
    const own = await register({
      email: victim.email,
      mobile: victim.mobile,
      password: 'victims-own-pass-7',
      name: 'Real Owner',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: 'User Registered Successfully!' });
    // Each password opens its own account; the owner then proves the email and takes it.
    const mine = await login(victim.email, 'victims-own-pass-7');
    expect(mine.json().data.user.full_name).toBe('Real Owner');
    const cookie = sessionCookieOf(mine)!;
    expect((await post(t, ACCOUNT_API.verifyEmailSend, {}, { cookie, ip: freshIp() })).statusCode).toBe(200);
    const code = lastOutboxCode(t, victim.email)!;
    const proven = await post(t, ACCOUNT_API.verifyEmail, { otp: code }, { cookie });
    expect(proven.statusCode).toBe(200);
    expect(proven.json()).toMatchObject({
      email: victim.email,
      email_verified: true,
      mobile_verified: false,
    });
    expect((await login(victim.email, 'attacker-chose-99')).statusCode).toBe(401);
  });

  it('proving the number from the profile makes WhatsApp login land in that account', async () => {
    const me = freshIdentity();
    await register({ email: me.email, mobile: me.mobile, password: 'banyan-courtyard-3', name: 'Nisha Rao' });
    const cookie = sessionCookieOf(await login(me.email, 'banyan-courtyard-3'))!;
    expect((await get(t, ACCOUNT_API.verification, { cookie })).json()).toMatchObject({
      mobile_verified: false,
    });
    expect((await post(t, ACCOUNT_API.verifyMobileSend, {}, { cookie, ip: freshIp() })).statusCode).toBe(200);
    const wrong = await post(t, ACCOUNT_API.verifyMobile, { otp: '000000' }, { cookie });
    expect(wrong.statusCode).toBe(400);
    const otp = lastOutboxCode(t, `91${me.mobile}`)!;
    const proven = await post(t, ACCOUNT_API.verifyMobile, { otp }, { cookie });
    expect(proven.json()).toMatchObject({ mobile_no: me.mobile, mobile_verified: true });
    t.clock.advance(31_000);
    const res = await whatsappLogin(me.mobile, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: me.email, full_name: 'Nisha Rao' });
  });

  it('refuses to create an account when the privacy consent is false, and keeps the code usable', async () => {
    const { mobile } = freshIdentity();
    const ip = freshIp();
    await post(t, ACCOUNT_API.loginOtp, { mobile_no: mobile }, { ip });
    const otp = lastOutboxCode(t, `91${mobile}`)!;
    const refused = await post(
      t,
      ACCOUNT_API.loginVerify,
      { mobile_no: mobile, otp, consent: false },
      { ip },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'consent', message: 'Please agree to the privacy notice to create an account' },
    ]);
    expect(await rowsWithMobile(mobile)).toEqual([]);
    const agreed = await post(t, ACCOUNT_API.loginVerify, { mobile_no: mobile, otp, consent: true }, { ip });
    expect(agreed.statusCode).toBe(200);
    expect((await rowsWithMobile(mobile))[0]).toMatchObject({
      consentedAt: t.clock.now(),
      consentVia: 'form',
    });
  });

  it('creates the account of a client that leaves consent out, recording it as given through an API client', async () => {
    const { mobile } = freshIdentity();
    const ip = freshIp();
    await post(t, ACCOUNT_API.loginOtp, { mobile_no: mobile }, { ip });
    const otp = lastOutboxCode(t, `91${mobile}`)!;
    const res = await post(t, ACCOUNT_API.loginVerify, { mobile_no: mobile, otp }, { ip });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsWithMobile(mobile))[0]).toMatchObject({
      consentedAt: t.clock.now(),
      consentVia: 'api_client',
    });
  });

  it('logs an existing account in whatever consent says', async () => {
    const { mobile } = freshIdentity();
    expect((await whatsappLogin(mobile)).statusCode).toBe(200);
    t.clock.advance(31_000);
    expect((await whatsappLogin(mobile, { consent: false })).statusCode).toBe(200);
    expect(await rowsWithMobile(mobile)).toHaveLength(1);
  });
});

describe('enumeration', () => {
  it('signup answers the same for a proven email or number and tells its owner instead', async () => {
    const owner = freshIdentity();
    const ownerLogin = await whatsappLogin(owner.mobile);
    expect(ownerLogin.statusCode).toBe(200);
    const fresh = freshIdentity();
    const newcomer = await register({
      email: fresh.email,
      mobile: fresh.mobile,
      password: 'marigold-window-5',
    });
    const taken = await register({
      email: freshIdentity().email,
      mobile: owner.mobile,
      password: 'marigold-window-5',
    });
    expect(taken.statusCode).toBe(newcomer.statusCode);
    expect(taken.json()).toEqual(newcomer.json());
    // No second account on the proven number; its owner hears of the attempt on WhatsApp.
    expect(await rowsWithMobile(owner.mobile)).toHaveLength(1);
    const told = t.deps.outbox.messages.filter((m) => m.to === `91${owner.mobile}`).at(-1);
    expect(told).toMatchObject({ subject: 'Thikana account notice' });
    expect(told!.text).toMatch(/Someone tried to create a Thikana account with your contact details/);
  });
});
