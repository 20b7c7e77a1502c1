// An account's name is letters and marks of any script, spaces and . ' - only
// (docs/product/accounts.md#names): real names in every Indian script go through sign-up and
// the profile as before; a name carrying digits, a link, a colon or a second line is 400
// naming full_name, since our notices carry it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { freshIdentity, post } from '../../../test/auth-support.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
const freshIp = () => `10.53.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;

/** A SPEC-era sign-up: the original fields only. */
const signUp = (fullName: string) => {
  const { email, mobile } = freshIdentity();
  return post(
    t,
    ACCOUNT_API.register,
    {
      full_name: fullName,
      email,
      mobile_no: mobile,
      user_type: 'tenant',
      location: 'Mumbai',
      password: 'tamarind-veranda-64',
    },
    { ip: freshIp() },
  );
};

const REAL_NAMES = [
  'Ravi K. Sharma',
  "D'Souza",
  'D’Souza',
  'अनिल कुमार',
  'Priya-Lakshmi',
  'মৌসুমী দাস',
  'தமிழ்செல்வி',
  'ശ്രീലക്ഷ്മി',
  'José Fernandes',
];

const NOT_NAMES = [
  'Thikana Support: KYC pending, pay Rs 10 at http://pay.example.in',
  'Ravi 9876543210',
  'Ravi\nThikana Support',
  'Ravi\r\nSupport',
  'www.example.in',
  'Meera <b>Iyer</b>',
];

describe('the name of an account', () => {
  it('takes real names of every script at sign-up, as a SPEC-era client sends them', async () => {
    for (const name of REAL_NAMES) {
      const res = await signUp(name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
  });

  it('refuses at sign-up a name with digits, a link, a colon or a line break, naming full_name', async () => {
    for (const name of NOT_NAMES) {
      const res = await signUp(name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors).toContainEqual({
        field: 'full_name',
        message: 'Please write your name in letters only: no digits, links or symbols',
      });
    }
  });

  it('holds the profile to the same rule, and keeps the old name when refused', async () => {
    const { user, cookie } = await createTestUser(t, { fullName: 'Asha Verma' });
    for (const name of REAL_NAMES) {
      expect((await post(t, ACCOUNT_API.updateUser, { full_name: name }, { cookie })).statusCode).toBe(200);
    }
    const refused = await post(t, ACCOUNT_API.updateUser, { full_name: NOT_NAMES[0] }, { cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('full_name');
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.fullName).toBe(REAL_NAMES.at(-1));
  });
});
