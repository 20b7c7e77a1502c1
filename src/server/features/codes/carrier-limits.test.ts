// Thousands of people share one carrier or hostel address (carrier-grade NAT): limits
// key on the number, the device and the account, and an address meets only a high
// ceiling (docs/decisions/0095-limits-on-the-abuser-not-the-crowd.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { freshIdentity, post } from '../../../test/auth-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** One public address in the carrier-grade NAT range, as a Jio or hostel network shows. */
const CARRIER = '100.64.12.34';

const sendCode = (mobile: string, ip = CARRIER) =>
  post(t, ACCOUNT_API.loginOtp, { mobile_no: mobile }, { ip });
const signUp = (identity: { mobile: string; email: string }, ip = CARRIER) =>
  post(
    t,
    ACCOUNT_API.register,
    {
      full_name: 'Hostel Resident',
      email: identity.email,
      mobile_no: identity.mobile,
      user_type: 'tenant',
      location: 'Kota',
      password: 'banyan-courtyard-3',
      consent: true,
      confirm_age_18: true,
    },
    { ip },
  );

const WAIT = /^.+ Please try again in \d+ minutes\.$/;

describe('one carrier address shared by many people', () => {
  it('gets codes sent to 200 different numbers', async () => {
    const statuses = [];
    for (let i = 0; i < 200; i += 1) statuses.push((await sendCode(freshIdentity().mobile)).statusCode);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 120_000);

  it('gets 200 sign-ups with different numbers through', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 4) {
      const batch = await Promise.all([0, 1, 2, 3].map(() => signUp(freshIdentity())));
      statuses.push(...batch.map((res) => res.statusCode));
    }
    expect(statuses).toHaveLength(200);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 300_000);
});

describe('one number asked for again and again', () => {
  it('gets 3 codes an hour; the 4th is refused with the wait in minutes', async () => {
    const { mobile } = freshIdentity();
    for (let i = 0; i < 3; i += 1) {
      expect((await sendCode(mobile, `100.64.0.${i + 1}`)).statusCode).toBe(200);
      t.clock.advance(31_000);
    }
    const fourth = await sendCode(mobile, '100.64.0.9');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(WAIT);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(50 * 60);
  });

  it('is named in 3 sign-ups an hour; the 4th is refused with the wait in minutes', async () => {
    const { mobile } = freshIdentity();
    for (let i = 0; i < 3; i += 1) {
      expect((await signUp({ mobile, email: freshIdentity().email }, `100.64.1.${i + 1}`)).statusCode).toBe(
        200,
      );
    }
    const fourth = await signUp({ mobile, email: freshIdentity().email }, '100.64.1.9');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(
      /^Too many sign-ups with this mobile number or email\. Please try again in \d+ minutes\.$/,
    );
    t.clock.advance(3_600_000);
    expect((await signUp({ mobile, email: freshIdentity().email })).statusCode).toBe(200);
  });

  it('is named with one email in 3 sign-ups an hour; the 4th is refused', async () => {
    const { email } = freshIdentity();
    for (let i = 0; i < 3; i += 1)
      expect((await signUp({ email, mobile: freshIdentity().mobile })).statusCode).toBe(200);
    expect((await signUp({ email, mobile: freshIdentity().mobile })).statusCode).toBe(429);
  });
});
