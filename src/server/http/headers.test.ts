import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../shared/api.ts';
import { ACCOUNT_API } from '../../shared/api-account.ts';
import { ADMIN_API } from '../../shared/api-admin.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { PUBLIC_API_CACHE } from './caching.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { PUBLIC_URL: 'https://thikana.example' } });
});
afterAll(() => t.close());

describe('answers holding one person’s data', () => {
  it.each([
    ACCOUNT_API.getProfile,
    API.listing.getWishListByUserId,
    API.listing.getVisitsByUserId,
    API.listing.getListingByUserId,
    API.payments.history,
    ACCOUNT_API.verification,
  ])('are never cached: GET %s', async (url) => {
    const user = await createTestUser(t);
    const res = await t.app.inject({ url, headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('are never cached for a restored session', async () => {
    const user = await createTestUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: API.user.restore,
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('are never cached for an admin list or the user details', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    for (const url of [ADMIN_API.getContacts, `${ACCOUNT_API.getUserDetails}?email=${admin.user.email}`]) {
      const res = await t.app.inject({ url, headers: { cookie: admin.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('are never cached for a login, even a refused one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.login,
      payload: { email: 'nobody@example.in', password: 'not-the-password' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leave public answers cacheable', async () => {
    const res = await t.app.inject(API.payments.getPlan);
    expect(res.headers['cache-control']).toBe(PUBLIC_API_CACHE);
  });
});

describe('the same-origin check', () => {
  const post = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: ACCOUNT_API.logout, headers });

  it('refuses an Origin that only matches the Host the request names', async () => {
    const res = await post({ origin: 'https://attacker.example', host: 'attacker.example' });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the Origin of PUBLIC_URL', async () => {
    const res = await post({ origin: 'https://thikana.example', host: 'internal:3000' });
    expect(res.statusCode).not.toBe(403);
  });
});

describe('the content security policy', () => {
  it("forbids a <base> element from re-pointing the page's URLs", async () => {
    const res = await t.app.inject('/about');
    expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
  });
});

describe('the API description', () => {
  it('is served by default', async () => {
    expect((await t.app.inject('/api/docs/json')).statusCode).toBe(200);
  });

  it('is turned off with API_DOCS=false', async () => {
    const off = await buildTestApp({ config: { API_DOCS: 'false', NODE_ENV: 'production' } });
    try {
      expect((await off.app.inject('/api/docs/json')).statusCode).toBe(404);
      expect((await off.app.inject('/api/docs')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  }, 120_000);
});
