// A WhatsApp code for a number that accounts only claim never lands in a new, empty
// account: the person is shown the accounts and joins one by proving it, or starts a
// separate account knowingly (docs/decisions/0091-a-claimed-contact-is-a-choice.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { freshIdentity, get, lastOutboxCode, post, sessionCookieOf } from '../../../test/auth-support.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
const freshIp = () => `10.41.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;
const PASSWORD = 'tamarind-veranda-64';
const CHOICE_MESSAGE = 'This number is on another account. Join it, or start a separate account.';

/** An owner who signed up by email: the number stays an unproven claim. */
const signUp = async (who: { email: string; mobile: string; name?: string }) => {
  const res = await post(
    t,
    ACCOUNT_API.register,
    {
      full_name: who.name ?? 'Ravi Iyer',
      email: who.email,
      mobile_no: who.mobile,
      user_type: 'owner',
      location: 'Pune',
      password: PASSWORD,
      consent: true,
      confirm_age_18: true,
    },
    { ip: freshIp() },
  );
  expect(res.statusCode).toBe(200);
  const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, who.email));
  return row!;
};

const whatsappLogin = async (mobile: string, extra: Record<string, unknown> = { consent: true }) => {
  t.clock.advance(31_000);
  const ip = freshIp();
  expect((await post(t, ACCOUNT_API.loginOtp, { mobile_no: mobile }, { ip })).statusCode).toBe(200);
  const otp = lastOutboxCode(t, `91${mobile}`)!;
  return post(t, ACCOUNT_API.loginVerify, { mobile_no: mobile, otp, ...extra }, { ip });
};

const join = (body: Record<string, unknown>, ip = freshIp()) =>
  post(t, ACCOUNT_API.accountChoiceJoin, body, { ip });

const rowOf = async (id: number) =>
  (await t.deps.database.db.select().from(users).where(eq(users.id, id)))[0]!;

const ownListings = async (cookie: string, userId: number) =>
  (await get(t, `${API.listing.getListingByUserId}?user_id=${userId}`, { cookie })).json().usersListing;

describe('a WhatsApp login on a number another account claims', () => {
  it('offers the owner their account instead of a new, empty one, and joins it by its password', async () => {
    const { mobile } = freshIdentity();
    const owner = await signUp({ email: `ravi${mobile}@gmail.com`, mobile });
    await insertTestListing(t, owner.id);

    const offered = await whatsappLogin(mobile);
    expect(offered.statusCode).toBe(200);
    expect(sessionCookieOf(offered)).toBeNull();
    const body = offered.json();
    expect(body).toMatchObject({ message: CHOICE_MESSAGE, user: null, data: { user: null } });
    expect(body.choice).toMatchObject({
      purpose: 'login',
      accounts: [
        {
          account: 1,
          email: 'r•••@gmail.com',
          name: 'R•••',
          created_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          join_with: ['password', 'email_code'],
        },
      ],
    });
    // Nothing was created or released while the person chooses.
    expect(await t.deps.database.db.select().from(users).where(eq(users.mobileNo, mobile))).toHaveLength(1);

    const joined = await join({ token: body.choice.token, account: 1, password: PASSWORD });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ message: 'Login Success', user: { id: owner.id } });
    const cookie = sessionCookieOf(joined)!;
    expect(await ownListings(cookie, owner.id)).toHaveLength(1);
    expect((await get(t, ACCOUNT_API.verification, { cookie })).json()).toMatchObject({
      mobile_no: mobile,
      mobile_verified: true,
      has_password: true,
    });
    // Next time the code lands straight in the same account.
    const again = await whatsappLogin(mobile, {});
    expect(again.json().data.user.id).toBe(owner.id);
  });

  it('joins by a code to that account’s email, which proves the email and drops the sign-up password', async () => {
    const { mobile, email } = freshIdentity();
    const created = await signUp({ email, mobile });
    const earlier = sessionCookieOf(
      await post(t, ACCOUNT_API.login, { email, password: PASSWORD }, { ip: freshIp() }),
    )!;
    const { token } = (await whatsappLogin(mobile)).json().choice;

    const sent = await post(t, ACCOUNT_API.accountChoiceSendCode, { token, account: 1 }, { ip: freshIp() });
    expect(sent.json()).toEqual({ message: "We have sent a code to that account's email" });
    const otp = lastOutboxCode(t, email)!;
    const wrong = await join({ token, account: 1, otp: otp === '000000' ? '000001' : '000000' });
    expect(wrong.json().errors).toEqual([{ field: 'otp', message: 'Incorrect OTP' }]);
    const joined = await join({ token, account: 1, otp });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().user.id).toBe(created.id);
    expect(await rowOf(created.id)).toMatchObject({ passwordHash: null });
    const cookie = sessionCookieOf(joined)!;
    expect((await get(t, ACCOUNT_API.verification, { cookie })).json()).toMatchObject({
      email_verified: true,
      mobile_verified: true,
      has_password: false,
    });
    // Whoever chose the sign-up password (maybe not the owner) is out: its sessions and the password.
    expect((await get(t, ACCOUNT_API.getProfile, { cookie: earlier })).statusCode).toBe(401);
    expect(
      (await post(t, ACCOUNT_API.login, { email, password: PASSWORD }, { ip: freshIp() })).statusCode,
    ).toBe(401);
  });

  it('refuses a wrong password and slows further guesses like a login; the right one still joins', async () => {
    const { mobile, email } = freshIdentity();
    await signUp({ email, mobile });
    const { token } = (await whatsappLogin(mobile)).json().choice;
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      const wrong = await join({ token, account: 1, password: 'not-the-password-1' }, ip);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ field: 'password', message: 'Incorrect password' }]);
    }
    const slowed = await join({ token, account: 1, password: PASSWORD }, ip);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    t.clock.advance(2_000);
    expect((await join({ token, account: 1, password: PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('starts a separate account only when asked: the claim is released and its holder told', async () => {
    const { mobile, email } = freshIdentity();
    const owner = await signUp({ email, mobile });
    const { token } = (await whatsappLogin(mobile)).json().choice;
    const refused = await post(t, ACCOUNT_API.accountChoiceSeparate, { token, consent: false });
    expect(refused.json().errors).toEqual([
      { field: 'consent', message: 'Please agree to the privacy notice to create an account' },
    ]);
    const separate = await post(t, ACCOUNT_API.accountChoiceSeparate, { token, consent: true });
    expect(separate.statusCode).toBe(200);
    const user = separate.json().user;
    expect(user).toMatchObject({ mobile_no: mobile, email: null });
    expect(user.id).not.toBe(owner.id);
    expect(sessionCookieOf(separate)).not.toBeNull();
    expect((await rowOf(owner.id)).mobileNo).toBeNull();
    const told = t.deps.outbox.messages.filter((m) => m.to === email).at(-1);
    expect(told?.text).toMatch(
      new RegExp(`The mobile number ${mobile} was removed from your Thikana account`),
    );
  });

  it('answers a SPEC-era client 200 with user null, and a client that omits consent may start separate', async () => {
    const { mobile, email } = freshIdentity();
    await signUp({ email, mobile });
    const res = await whatsappLogin(mobile, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: CHOICE_MESSAGE, user: null, data: { user: null } });
    const separate = await post(t, ACCOUNT_API.accountChoiceSeparate, { token: res.json().choice.token });
    expect(separate.statusCode).toBe(200);
    expect(separate.json().data.user.mobile_no).toBe(mobile);
  });

  it('lists every claiming account oldest first, each by its masked email, initial and day', async () => {
    const { mobile } = freshIdentity();
    await signUp({ email: `zoya${mobile}@yahoo.in`, mobile, name: 'zoya khan' });
    t.clock.advance(86_400_000);
    await signUp({ email: `amit${mobile}@rediffmail.com`, mobile, name: 'Amit Shah' });
    const accounts = (await whatsappLogin(mobile)).json().choice.accounts;
    expect(accounts.map((a: { email: string; name: string }) => [a.email, a.name])).toEqual([
      ['z•••@yahoo.in', 'Z•••'],
      ['a•••@rediffmail.com', 'A•••'],
    ]);
    expect(accounts[0].created_on < accounts[1].created_on).toBe(true);
  });

  it('works for 10 minutes, and only for an account it offered that still claims the number', async () => {
    const { mobile, email } = freshIdentity();
    const owner = await signUp({ email, mobile });
    const first = (await whatsappLogin(mobile)).json().choice.token;
    expect((await join({ token: first, account: 2, password: PASSWORD })).json().errors).toEqual([
      { field: 'account', message: 'Please choose one of the accounts offered' },
    ]);
    t.clock.advance(10 * 60_000 + 1_000);
    const late = await join({ token: first, account: 1, password: PASSWORD });
    expect(late.json().errors).toEqual([
      { field: 'token', message: 'This choice has expired. Please start again.' },
    ]);

    const second = (await whatsappLogin(mobile)).json().choice.token;
    // The owner proves the number from the profile meanwhile: the choice is out of date.
    const cookie = sessionCookieOf(
      await post(t, ACCOUNT_API.login, { email, password: PASSWORD }, { ip: freshIp() }),
    )!;
    t.clock.advance(31_000);
    await post(t, ACCOUNT_API.verifyMobileSend, {}, { cookie, ip: freshIp() });
    await post(t, ACCOUNT_API.verifyMobile, { otp: lastOutboxCode(t, `91${mobile}`) }, { cookie });
    expect((await rowOf(owner.id)).mobileVerifiedAt).not.toBeNull();
    expect((await join({ token: second, account: 1, password: PASSWORD })).statusCode).toBe(409);

    const third = (await whatsappLogin(mobile, {})).json();
    expect(third.data.user.id).toBe(owner.id);
    expect((await join({ token: 'made-up-token', account: 1, password: PASSWORD })).statusCode).toBe(400);
  });

  it('a token works once', async () => {
    const { mobile, email } = freshIdentity();
    await signUp({ email, mobile });
    const { token } = (await whatsappLogin(mobile)).json().choice;
    expect((await join({ token, account: 1, password: PASSWORD })).statusCode).toBe(200);
    const replay = await post(t, ACCOUNT_API.accountChoiceSeparate, { token, consent: true });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0].field).toBe('token');
  });
});
