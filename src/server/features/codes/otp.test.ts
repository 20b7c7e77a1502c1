import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { freshIdentity, lastOutboxCode, post, sessionCookieOf } from '../../../test/auth-support.ts';
import { otpChallenges, users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { OTP_GLOBAL_HOURLY_CAP: '60', ADDRESS_HOURLY_CEILING: '20' } });
});
afterAll(() => t.close());

let ipSeq = 0;
const freshIp = () => {
  ipSeq += 1;
  return `10.9.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`;
};

const sendOtp = (mobile: string | number, ip: string) =>
  post(t, ACCOUNT_API.loginOtp, { mobile_no: mobile }, { ip });
const verify = (mobile: string, otp: string, ip: string, cookie?: string | null) =>
  post(t, ACCOUNT_API.loginVerify, { mobile_no: mobile, otp, consent: true }, { ip, cookie: cookie ?? null });

/** Any 6 digits other than `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('WhatsApp OTP login', () => {
  it('sends a 6-digit code on WhatsApp to 91XXXXXXXXXX, with or without +91', async () => {
    const ip = freshIp();
    const { mobile } = freshIdentity();
    const res = await sendOtp(`+91 ${mobile}`, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP sent on WhatsApp' });
    const code = lastOutboxCode(t, `91${mobile}`);
    expect(code).toMatch(/^\d{6}$/);
    expect(t.deps.outbox.messages.at(-1)).toMatchObject({ channel: 'whatsapp', to: `91${mobile}` });
  });

  it('accepts Indian mobile numbers only', async () => {
    const ip = freshIp();
    for (const bad of ['5876543210', '98765', '+1 202 555 0100', '98765432101', 'abcdefghij']) {
      const res = await sendOtp(bad, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'mobile_no', message: 'Please enter a valid 10-digit Indian mobile number' },
      ]);
    }
    expect((await sendOtp(Number(freshIdentity().mobile), ip)).statusCode).toBe(200);
  });

  it('stores only a keyed hash of the code', async () => {
    const ip = freshIp();
    const { mobile } = freshIdentity();
    await sendOtp(mobile, ip);
    const code = lastOutboxCode(t, `91${mobile}`)!;
    const [row] = await t.deps.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.target, mobile));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(10 * 60_000);
  });

  it('logs an unknown number in as a new tenant account, then the same account next time', async () => {
    const ip = freshIp();
    const { mobile } = freshIdentity();
    await sendOtp(mobile, ip);
    const res = await verify(mobile, lastOutboxCode(t, `91${mobile}`)!, ip);
    expect(res.statusCode).toBe(200);
    const user = expect.objectContaining({ mobile_no: mobile, user_type: 'tenant', isAdmin: 0 });
    expect(res.json()).toEqual({ message: 'Login Success', user, data: { user } });
    expect(sessionCookieOf(res)).not.toBeNull();
    const firstId = res.json().data.user.id;

    t.clock.advance(31_000);
    await sendOtp(`91${mobile}`, ip);
    const again = await verify(`+91${mobile}`, lastOutboxCode(t, `91${mobile}`)!, ip, sessionCookieOf(res));
    expect(again.json().data.user.id).toBe(firstId);
    // Rotated: the session from the first login is gone.
    const old = await post(t, API.user.restore, {}, { cookie: sessionCookieOf(res) });
    expect(old.json()).toEqual({ userSessionExpired: true });
    const rows = await t.deps.database.db.select().from(users).where(eq(users.mobileNo, mobile));
    expect(rows).toHaveLength(1);
  });

  it("answers 'Incorrect OTP' for a wrong code and an empty one is asked for", async () => {
    const ip = freshIp();
    const { mobile } = freshIdentity();
    await sendOtp(mobile, ip);
    const code = lastOutboxCode(t, `91${mobile}`)!;
    const wrong = await verify(mobile, wrongCode(code), ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Incorrect OTP',
      errors: [{ field: 'otp', message: 'Incorrect OTP' }],
    });
    expect(sessionCookieOf(wrong)).toBeNull();
    const empty = await verify(mobile, '', ip);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toEqual({ field: 'otp', message: 'Please Enter OTP' });
    // A wrong try does not spoil the right code.
    expect((await verify(mobile, code, ip)).statusCode).toBe(200);
  });

  it('works once only', async () => {
    const ip = freshIp();
    const { mobile } = freshIdentity();
    await sendOtp(mobile, ip);
    const code = lastOutboxCode(t, `91${mobile}`)!;
    expect((await verify(mobile, code, ip)).statusCode).toBe(200);
    const replay = await verify(mobile, code, ip);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('This OTP is no longer valid. Please request a new one.');
  });

  it('expires after 10 minutes (moved on the test clock)', async () => {
    const ip = freshIp();
    const { mobile } = freshIdentity();
    await sendOtp(mobile, ip);
    const code = lastOutboxCode(t, `91${mobile}`)!;
    t.clock.advance(10 * 60_000);
    const late = await verify(mobile, code, ip);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This OTP is no longer valid. Please request a new one.');
  });

  it('is burnt by the fifth wrong try: even the right code fails after that', async () => {
    const ip = freshIp();
    const { mobile } = freshIdentity();
    await sendOtp(mobile, ip);
    const code = lastOutboxCode(t, `91${mobile}`)!;
    for (let i = 0; i < 4; i++)
      expect((await verify(mobile, wrongCode(code), ip)).json().message).toBe('Incorrect OTP');
    const fifth = await verify(mobile, wrongCode(code), ip);
    expect(fifth.json().message).toBe('Too many wrong attempts. Please request a new OTP.');
    const right = await verify(mobile, code, ip);
    expect(right.statusCode).toBe(400);
    expect(sessionCookieOf(right)).toBeNull();
  });

  it('replaces the previous code when a new one is sent', async () => {
    const ip = freshIp();
    const { mobile } = freshIdentity();
    await sendOtp(mobile, ip);
    const first = lastOutboxCode(t, `91${mobile}`)!;
    t.clock.advance(30_000);
    await sendOtp(mobile, ip);
    const second = lastOutboxCode(t, `91${mobile}`)!;
    if (first !== second) expect((await verify(mobile, first, ip)).statusCode).toBe(400);
    expect((await verify(mobile, second, ip)).statusCode).toBe(200);
  });

  it('waits 30 seconds between sends to one number, saying how long with Retry-After', async () => {
    const ip = freshIp();
    const { mobile } = freshIdentity();
    expect((await sendOtp(mobile, ip)).statusCode).toBe(200);
    t.clock.advance(10_000);
    const early = await sendOtp(mobile, ip);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('20');
    expect(early.json().message).toBe('An OTP was sent a moment ago. Please try again in 20 seconds.');
    t.clock.advance(20_000);
    expect((await sendOtp(mobile, ip)).statusCode).toBe(200);
  });

  it('sends at most 3 codes an hour to one number', async () => {
    const { mobile } = freshIdentity();
    for (let i = 0; i < 3; i++) {
      expect((await sendOtp(mobile, freshIp())).statusCode).toBe(200);
      t.clock.advance(31_000);
    }
    const fourth = await sendOtp(mobile, freshIp());
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(30 * 60);
    t.clock.advance(3_600_000);
    expect((await sendOtp(mobile, freshIp())).statusCode).toBe(200);
  });

  it('sends at most ADDRESS_HOURLY_CEILING codes an hour to one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await sendOtp(freshIdentity().mobile, ip)).statusCode).toBe(200);
    const res = await sendOtp(freshIdentity().mobile, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await sendOtp(freshIdentity().mobile, freshIp())).statusCode).toBe(200);
  });

  it('stops sending site-wide at the global hourly cap', async () => {
    t.clock.advance(3_600_000);
    for (let i = 0; i < 60; i++)
      expect((await sendOtp(freshIdentity().mobile, freshIp())).statusCode).toBe(200);
    const res = await sendOtp(freshIdentity().mobile, freshIp());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^We are sending too many OTPs right now\./);
    t.clock.advance(3_600_000);
  });
});
