// GET /metrics, /robots.txt and the request log lines, through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testConfig } from '../../test/app.ts';
import { loggerWithLines } from '../../test/log-lines.ts';
import { buildApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /metrics', () => {
  it('counts requests per route pattern and status, and reports pool, jobs, payments, OTPs and the process', async () => {
    await t.app.inject('/api/no-such-endpoint/987654321');
    await t.app.inject('/api/health');
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /thikana_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /thikana_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health",status="200"\}/,
    );
    expect(text).not.toContain('987654321');
    expect(text).toMatch(/route="unmatched",status="404"/);
    for (const name of [
      'thikana_db_pool_connections',
      'thikana_db_query_duration_seconds',
      'thikana_job_runs_total',
      'thikana_job_failures_total',
      'thikana_payments_total',
      'thikana_otps_sent_total',
      'thikana_process_resident_memory_bytes',
      'thikana_nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });

  it('needs the token when METRICS_TOKEN is set, and is off in production without one', async () => {
    const guarded = await buildApp(
      { ...t.deps, config: testConfig({ METRICS_TOKEN: 'scrape-secret-123' }) },
      { webDistDir: '/nonexistent' },
    );
    expect((await guarded.inject('/metrics')).statusCode).toBe(401);
    expect(
      (await guarded.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode,
    ).toBe(401);
    expect(
      (await guarded.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-secret-123' } }))
        .statusCode,
    ).toBe(200);
    await guarded.close();
    const production = await buildApp(
      { ...t.deps, config: testConfig({ NODE_ENV: 'production' }) },
      { webDistDir: '/nonexistent' },
    );
    const res = await production.inject('/metrics');
    expect(res.body).not.toContain('thikana_http_requests_total');
    await production.close();
  });
});

describe('/robots.txt', () => {
  it('allows public pages, keeps crawlers off the API and personal pages, and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Allow: /\n');
    for (const path of ['/api/', '/profile', '/wishlist', '/myproperties'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain(`Sitemap: ${t.deps.config.PUBLIC_URL}/sitemap.xml`);
  });
});

describe('request logs', () => {
  it('log API requests at info with the request id; health probes, media and assets only at debug', async () => {
    const { logger, lines } = loggerWithLines();
    const app = await buildApp(t.deps, { logger, webDistDir: '/nonexistent' });
    await app.inject({ url: '/api/listing/getCategories', headers: { 'x-request-id': 'req-12345678' } });
    await app.inject('/api/health');
    await app.inject('/media/listings/0123456789abcdef0123456789abcdef-sm.webp');
    await app.inject('/assets/index-abc.js');
    await app.close();
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      reqId: 'req-12345678',
      route: '/api/listing/getCategories',
      status: 200,
      level: 30,
    });
  });
});
