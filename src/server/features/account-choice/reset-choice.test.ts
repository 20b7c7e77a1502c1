// A reset code proves an email; when several accounts claim it, the reset never picks
// one silently: it offers them oldest first, and the person joins one or starts a
// separate account (docs/decisions/0091-a-claimed-contact-is-a-choice.md).
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
const freshIp = () => `10.42.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;
const OWN_PASSWORD = 'neem-courtyard-18';
const NEW_PASSWORD = 'monsoon-terrace-27';

const signUp = async (who: { email: string; name: string; userType: string; password: string }) => {
  const res = await post(
    t,
    ACCOUNT_API.register,
    {
      full_name: who.name,
      email: who.email,
      mobile_no: freshIdentity().mobile,
      user_type: who.userType,
      location: 'Delhi',
      password: who.password,
      consent: true,
      confirm_age_18: true,
    },
    { ip: freshIp() },
  );
  expect(res.statusCode).toBe(200);
  const rows = await t.deps.database.db.select().from(users).where(eq(users.email, who.email));
  return rows.at(-1)!;
};

const login = (email: string, password: string) =>
  post(t, ACCOUNT_API.login, { email, password }, { ip: freshIp() });

/** The reset as the page sends it, with the code from the email. */
const reset = async (email: string) => {
  t.clock.advance(31_000);
  expect((await post(t, ACCOUNT_API.forgetPassword, { email }, { ip: freshIp() })).statusCode).toBe(200);
  const otp = lastOutboxCode(t, email)!;
  return post(
    t,
    ACCOUNT_API.resetPassword,
    { email, otp, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    { ip: freshIp() },
  );
};

/** The victim signs up, then someone else signs up with the same (still unproven) email. */
const victimAndCopy = async () => {
  const { email } = freshIdentity();
  const victim = await signUp({ email, name: 'Ravi Iyer', userType: 'owner', password: OWN_PASSWORD });
  await insertTestListing(t, victim.id);
  t.clock.advance(3_600_000);
  const copy = await signUp({ email, name: 'Mallory', userType: 'broker', password: 'mallory-chose-this-9' });
  return { email, victim, copy };
};

describe('a reset of an email two accounts claim', () => {
  it('offers both accounts oldest first and changes nothing until the owner chooses', async () => {
    const { email, victim, copy } = await victimAndCopy();
    const res = await reset(email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Your password is not changed yet: choose the account it is for.');
    const masked = `${email[0]}•••@example.in`;
    expect(body.choice).toMatchObject({
      purpose: 'reset',
      accounts: [
        { account: 1, email: masked, name: 'R•••', join_with: [] },
        { account: 2, email: masked, name: 'M•••', join_with: [] },
      ],
    });
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, OWN_PASSWORD)).json().user.id).toBe(victim.id);

    const joined = await post(t, ACCOUNT_API.accountChoiceJoin, { token: body.choice.token, account: 1 });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ message: 'Password Updated', user: null });
    const mine = await login(email, NEW_PASSWORD);
    expect(mine.json().user).toMatchObject({ id: victim.id, full_name: 'Ravi Iyer', user_type: 'owner' });
    const cookie = sessionCookieOf(mine)!;
    const listings = await get(t, `${API.listing.getListingByUserId}?user_id=${victim.id}`, { cookie });
    expect(listings.json().usersListing).toHaveLength(1);
    expect((await get(t, ACCOUNT_API.verification, { cookie })).json().email_verified).toBe(true);
    // The copy lost its claim on the email.
    const [copyNow] = await t.deps.database.db.select().from(users).where(eq(users.id, copy.id));
    expect(copyNow!.email).toBeNull();
  });

  it('starts a separate account with the email and the new password when asked', async () => {
    const { email, victim, copy } = await victimAndCopy();
    const { choice } = (await reset(email)).json();
    const separate = await post(t, ACCOUNT_API.accountChoiceSeparate, { token: choice.token, consent: true });
    expect(separate.json()).toMatchObject({
      message: 'Your new account is ready. Please log in with your email and new password.',
      user: null,
    });
    const fresh = (await login(email, NEW_PASSWORD)).json().user;
    expect(fresh).toMatchObject({ email, full_name: '' });
    expect([victim.id, copy.id]).not.toContain(fresh.id);
  });

  it('asks for the password of an account whose number is proven, which an email alone must not hand over', async () => {
    const { email } = freshIdentity();
    const holder = await signUp({ email, name: 'Leela Das', userType: 'tenant', password: OWN_PASSWORD });
    const cookie = sessionCookieOf(await login(email, OWN_PASSWORD))!;
    await post(t, ACCOUNT_API.verifyMobileSend, {}, { cookie, ip: freshIp() });
    await post(t, ACCOUNT_API.verifyMobile, { otp: lastOutboxCode(t, `91${holder.mobileNo}`) }, { cookie });

    const { choice } = (await reset(email)).json();
    expect(choice.accounts).toMatchObject([{ account: 1, name: 'L•••', join_with: ['password'] }]);
    const code = await post(t, ACCOUNT_API.accountChoiceSendCode, { token: choice.token, account: 1 });
    expect(code.statusCode).toBe(400);
    const bare = await post(t, ACCOUNT_API.accountChoiceJoin, { token: choice.token, account: 1 });
    expect(bare.json().errors).toEqual([
      { field: 'password', message: "Please enter that account's password" },
    ]);
    const joined = await post(t, ACCOUNT_API.accountChoiceJoin, {
      token: choice.token,
      account: 1,
      password: OWN_PASSWORD,
    });
    expect(joined.statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).json().user.id).toBe(holder.id);
  });
});
