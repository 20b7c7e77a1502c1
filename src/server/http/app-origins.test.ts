// Installed apps (Capacitor, Ionic, a WebView) call from origins of their own: refused by
// default, accepted once the operator lists them (docs/decisions/0143-clients-outside-the-browser.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { pngFiles, saveListing, validForm } from '../../test/listing-kit.ts';
import { loadConfig } from '../config.ts';

const APP_ORIGINS = ['capacitor://localhost', 'ionic://localhost', 'http://localhost', 'null'];

// What a WebView sends: its page's origin, and to the browser engine the API is another site.
const fromApp = (origin: string) => ({ origin, 'sec-fetch-site': 'cross-site' });

const login = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: fromApp(origin),
    payload: { email: 'nobody@example.in', password: 'not-the-password-1' },
  });

const logout = async (t: TestApp, origin: string) => {
  const { cookie } = await createTestUser(t);
  return t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { ...fromApp(origin), cookie } });
};

describe('an app origin by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(APP_ORIGINS)('%s is refused on login and on a logged-in change', async (origin) => {
    for (const res of [await login(t, origin), await logout(t, origin)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site request refused' });
    }
  });

  it('Origin: null is refused even without Sec-Fetch-Site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { origin: 'null' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('app origins an operator lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { TRUSTED_APP_ORIGINS: 'Capacitor://localhost, http://localhost/' } });
  });
  afterAll(() => t.close());

  it.each(['capacitor://localhost', 'http://localhost'])('%s logs in and changes state', async (origin) => {
    // Past the guard, the login is judged on its credentials.
    expect((await login(t, origin)).statusCode).toBe(401);
    expect((await logout(t, origin)).statusCode).toBe(200);
  });

  it('an origin not listed, null included, is still refused', async () => {
    for (const origin of ['ionic://localhost', 'null', 'http://localhost:8100', 'https://evil.example']) {
      expect((await login(t, origin)).statusCode, origin).toBe(403);
    }
  });

  it('a pass holder opens a new contact from a listed app, not from an app not listed', async () => {
    const poster = await createTestUser(t);
    const listed = await saveListing(t, poster.cookie, { body: validForm(), files: await pngFiles(1) });
    const holder = await createTestUser(t, {
      subscriptionUpto: new Date(t.clock.now().getTime() + 86_400_000),
    });
    const contacts = (origin: string) =>
      t.app.inject({
        url: `/api/listing/getListingContactDetails?id=${listed.json().listed_id}`,
        headers: { ...fromApp(origin), cookie: holder.cookie },
      });
    const refused = await contacts('ionic://localhost');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].field).toBe('origin');
    expect((await contacts('capacitor://localhost')).statusCode).toBe(200);
  });
});

describe('null, when an operator lists it by name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { TRUSTED_APP_ORIGINS: 'null' } });
  });
  afterAll(() => t.close());

  it('is accepted, and only it', async () => {
    expect((await login(t, 'null')).statusCode).toBe(401);
    expect((await login(t, 'capacitor://localhost')).statusCode).toBe(403);
  });
});

describe('the setting', () => {
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: 'memory://', ...env });

  it('is empty by default and keeps origins in lower case without a trailing slash', () => {
    expect(config({}).TRUSTED_APP_ORIGINS).toEqual([]);
    expect(config({ TRUSTED_APP_ORIGINS: ' Ionic://LocalHost/ ,null' }).TRUSTED_APP_ORIGINS).toEqual([
      'ionic://localhost',
      'null',
    ]);
  });

  it.each(['*', 'localhost', 'https://thikana.in/app', 'capacitor://*'])(
    'refuses %s, naming the setting',
    (value) => {
      expect(() => config({ TRUSTED_APP_ORIGINS: value })).toThrow(
        /TRUSTED_APP_ORIGINS: must be origins like/,
      );
    },
  );

  it('warns at start when null is listed', () => {
    expect(config({ TRUSTED_APP_ORIGINS: 'capacitor://localhost' }).warnings).toEqual([]);
    expect(config({ TRUSTED_APP_ORIGINS: 'null' }).warnings.join(' ')).toMatch(/lists null/);
  });
});
