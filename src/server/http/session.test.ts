// Server processes keep no session state of their own (docs/product/accounts.md#sessions): two app
// instances, each with its own connection pool to one database, share logins and logouts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../shared/api-account.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';

let first: TestApp;
let secondDatabase: Database;
let second: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  first = await buildTestApp();
  secondDatabase = await first.database.connectAgain();
  second = await buildApp({ ...first.deps, database: secondDatabase }, { webDistDir: '/nonexistent' });
  await second.ready();
});

afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await first.close();
});

const cookieOf = (setCookie: string | string[] | undefined) => {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return header?.split(';')[0] ?? '';
};

describe(`two server processes on one ${testDatabaseKind()} database`, () => {
  it('share a session: logged in on one, recognised by the other, logged out everywhere', async () => {
    const registered = await first.app.inject({
      method: 'POST',
      url: ACCOUNT_API.register,
      payload: {
        full_name: 'Meera Iyer',
        email: 'meera.iyer@example.in',
        mobile_no: '9812345670',
        user_type: 'tenant',
        location: 'Chennai',
        password: 'Monsoon-Verandah-42',
        consent: true,
        confirm_age_18: true,
      },
    });
    expect(registered.statusCode).toBe(200);
    const login = await first.app.inject({
      method: 'POST',
      url: ACCOUNT_API.login,
      payload: { email: 'meera.iyer@example.in', password: 'Monsoon-Verandah-42' },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieOf(login.headers['set-cookie']);

    const profile = await second.inject({ url: ACCOUNT_API.getProfile, headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe('meera.iyer@example.in');

    const logout = await second.inject({
      method: 'POST',
      url: ACCOUNT_API.logout,
      payload: {},
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    const after = await first.app.inject({ url: ACCOUNT_API.getProfile, headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });
});
