import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { testDatabaseKind } from '../test/database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe(`the app on ${testDatabaseKind()}`, () => {
  it('answers health and readiness with the database reachable', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: testDatabaseKind() });
  });

  it('gives every response a request id', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc12345-req' } });
    expect(res.headers['x-request-id']).toBe('abc12345-req');
  });

  it('answers an unknown API path with JSON 404', async () => {
    const res = await t.app.inject('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it("answers the web app's pages with 200 and any other address with the not-found page and 404", async () => {
    // As the router matches: any letter case, a trailing slash, `:name` for one segment.
    const statusOf = {
      '/about': 200,
      '/terms&conditions': 200,
      '/terms%26conditions': 200,
      '/WhatsappLogin': 200,
      '/faq/': 200,
      '/listing-check/abc123': 200,
      '/admin/users': 200,
      '/addlisting?edit=2': 200,
      '/view?best_deals': 200,
      // A call written without /api, unknown pages, a page's unknown child, a removed asset.
      '/listing/getListings': 404,
      '/user/restore': 404,
      '/no/such/page': 404,
      '/about/team': 404,
      '/propertydetail': 404,
      '/propertydetail/12/photos': 404,
      '/assets/index-0ld.js': 404,
    };
    for (const [url, status] of Object.entries(statusOf)) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toContain('text/html');
      const notFound = res.body.includes('<title>Page not found | Thikana</title>');
      expect(notFound, url).toBe(status === 404);
      expect(res.body.includes('<meta name="robots" content="noindex">'), url).toBe(status === 404);
    }
  });

  it('refuses a cross-site POST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

describe('the plan', () => {
  it('is served from config with the default 299 for 7 days', async () => {
    const res = await t.app.inject('/api/payments/getPlan');
    expect(res.json().plan).toMatchObject({ name: 'all access', price_inr: 299, days: 7, currency: 'INR' });
  });
});

describe('a process told to stop', () => {
  it('says it is not ready while it still serves everything else, so the load balancer takes it out first', async () => {
    const stopping = await buildTestApp();
    stopping.app.startDraining();
    const ready = await stopping.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'Shutting down' });
    expect((await stopping.app.inject('/api/health')).statusCode).toBe(200);
    expect((await stopping.app.inject('/api/listing/getStats')).statusCode).toBe(200);
    await stopping.close();
  });
});
