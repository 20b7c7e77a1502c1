// Changing email or password needs a fresh proof, the new email counts only once its
// code is entered, and the owner hears of every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { freshIdentity, get, lastOutboxCode, post, sessionCookieOf } from '../../../test/auth-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
const freshIp = () => `10.41.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;
const PASSWORD = 'peepal-staircase-64';

/** An account with a proven number and email, logged in. */
const provenAccount = async () => {
  const { email, mobile } = freshIdentity();
  const ip = freshIp();
  await post(
    t,
    ACCOUNT_API.register,
    {
      full_name: 'Farah Khan',
      email,
      mobile_no: mobile,
      location: 'Pune',
      password: PASSWORD,
      consent: true,
      confirm_age_18: true,
    },
    { ip },
  );
  const cookie = sessionCookieOf(await post(t, ACCOUNT_API.login, { email, password: PASSWORD }, { ip }))!;
  await post(t, ACCOUNT_API.verifyMobileSend, {}, { cookie, ip });
  await post(t, ACCOUNT_API.verifyMobile, { otp: lastOutboxCode(t, `91${mobile}`) }, { cookie });
  await post(t, ACCOUNT_API.verifyEmailSend, {}, { cookie, ip });
  await post(t, ACCOUNT_API.verifyEmail, { otp: lastOutboxCode(t, email) }, { cookie });
  expect((await get(t, ACCOUNT_API.verification, { cookie })).json()).toMatchObject({
    email_verified: true,
    mobile_verified: true,
  });
  return { email, mobile, cookie, ip };
};

const messagesTo = (to: string) => t.deps.outbox.messages.filter((m) => m.to === to);

describe('email change', () => {
  it('a session cookie alone cannot change the email: updateUser refuses it', async () => {
    const me = await provenAccount();
    const res = await post(t, ACCOUNT_API.updateUser, { email: 'thief@example.in' }, { cookie: me.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('email');
    expect((await get(t, ACCOUNT_API.getProfile, { cookie: me.cookie })).json().data.email).toBe(me.email);
  });

  it('needs the current password or a WhatsApp code, and a wrong one changes nothing', async () => {
    const me = await provenAccount();
    const none = await post(
      t,
      ACCOUNT_API.changeEmail,
      { email: 'new.farah@example.in' },
      { cookie: me.cookie },
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('current_password');
    const wrong = await post(
      t,
      ACCOUNT_API.changeEmail,
      { email: 'new.farah@example.in', current_password: 'not-my-password' },
      { cookie: me.cookie },
    );
    expect(wrong.json().errors).toEqual([{ field: 'current_password', message: 'Incorrect password' }]);
    expect(messagesTo('new.farah@example.in')).toEqual([]);
  });

  it('counts the new email only once its code is entered, and tells the old address and the number', async () => {
    const me = await provenAccount();
    const newEmail = `moved.${me.mobile}@example.in`;
    const started = await post(
      t,
      ACCOUNT_API.changeEmail,
      { email: newEmail, current_password: PASSWORD },
      { cookie: me.cookie, ip: me.ip },
    );
    expect(started.statusCode).toBe(200);
    expect((await get(t, ACCOUNT_API.getProfile, { cookie: me.cookie })).json().data.email).toBe(me.email);
    expect((await get(t, ACCOUNT_API.verification, { cookie: me.cookie })).json().pending_email).toBe(
      newEmail,
    );
    const confirmed = await post(
      t,
      ACCOUNT_API.changeEmailConfirm,
      { otp: lastOutboxCode(t, newEmail) },
      { cookie: me.cookie },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: newEmail, email_verified: true, pending_email: null });
    expect(messagesTo(me.email).at(-1)!.text).toMatch(`was changed to ${newEmail}`);
    expect(messagesTo(`91${me.mobile}`).at(-1)!.text).toMatch(`was changed to ${newEmail}`);
  });

  it('accepts a WhatsApp code to the proven number as the proof', async () => {
    const me = await provenAccount();
    t.clock.advance(31_000);
    expect((await post(t, ACCOUNT_API.proofOtp, {}, { cookie: me.cookie, ip: me.ip })).statusCode).toBe(200);
    const otp = lastOutboxCode(t, `91${me.mobile}`);
    const res = await post(
      t,
      ACCOUNT_API.changeEmail,
      { email: `otp.${me.mobile}@example.in`, otp },
      { cookie: me.cookie, ip: me.ip },
    );
    expect(res.statusCode).toBe(200);
  });

  it("answers the same for another account's proven email, sends it no code and tells its owner", async () => {
    const me = await provenAccount();
    const other = await provenAccount();
    const free = await post(
      t,
      ACCOUNT_API.changeEmail,
      { email: `free.${me.mobile}@example.in`, current_password: PASSWORD },
      { cookie: me.cookie, ip: me.ip },
    );
    const before = messagesTo(other.email).length;
    const taken = await post(
      t,
      ACCOUNT_API.changeEmail,
      { email: other.email, current_password: PASSWORD },
      { cookie: me.cookie, ip: me.ip },
    );
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
    const told = messagesTo(other.email).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).not.toMatch(/\b\d{6}\b/);
  });
});

describe('password change', () => {
  it('needs a fresh proof, ends the other sessions and tells the email and WhatsApp', async () => {
    const me = await provenAccount();
    const elsewhere = sessionCookieOf(
      await post(t, ACCOUNT_API.login, { email: me.email, password: PASSWORD }, { ip: me.ip }),
    )!;
    const body = { new_password: 'lotus-pond-terrace-8', confirm_password: 'lotus-pond-terrace-8' };
    const unproven = await post(t, ACCOUNT_API.setPassword, body, { cookie: me.cookie });
    expect(unproven.statusCode).toBe(400);
    const res = await post(
      t,
      ACCOUNT_API.setPassword,
      { ...body, current_password: PASSWORD },
      { cookie: me.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect((await get(t, ACCOUNT_API.getProfile, { cookie: me.cookie })).statusCode).toBe(200);
    expect((await get(t, ACCOUNT_API.getProfile, { cookie: elsewhere })).statusCode).toBe(401);
    for (const to of [me.email, `91${me.mobile}`]) {
      expect(messagesTo(to).at(-1)!.text).toMatch(/^Your Thikana password was changed\. If this was not you/);
    }
  });

  it('a password reset tells the email and WhatsApp too', async () => {
    const me = await provenAccount();
    await post(t, ACCOUNT_API.forgetPassword, { email: me.email }, { ip: me.ip });
    const otp = lastOutboxCode(t, me.email);
    const res = await post(
      t,
      ACCOUNT_API.resetPassword,
      {
        email: me.email,
        otp,
        new_password: 'neem-shade-veranda-2',
        confirm_password: 'neem-shade-veranda-2',
      },
      { ip: me.ip },
    );
    expect(res.statusCode).toBe(200);
    expect(messagesTo(me.email).at(-1)).toMatchObject({ subject: 'Your Thikana password was changed' });
    expect(messagesTo(`91${me.mobile}`).at(-1)!.text).toMatch(/Your Thikana password was changed/);
  });
});
