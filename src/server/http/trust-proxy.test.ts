// The client's address is the one the proxy saw (docs/deploy.md#the-clients-address).
// A real HAProxy with `option forwardfor` stands in front of a real listening server; the
// client, connecting from 127.0.0.2, forges an X-Forwarded-For of its own. Whatever
// TRUST_PROXY the deployment guide allows, the server must record the address HAProxy
// appended (127.0.0.2), never the forged one, and never HAProxy's own (127.0.0.1).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../shared/api-account.ts';
import { buildTestApp, testConfig } from '../../test/app.ts';
import { freePort, listening } from '../../test/free-port.ts';
import { queryRows } from '../db/client.ts';

const haproxy = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return '';
  }
})();
if (!haproxy) console.warn('trust-proxy.test.ts skipped: haproxy is not installed (apt-get install haproxy)');

const FORGED = '203.0.113.7';
const CLIENT = '127.0.0.2';
const work = mkdtempSync(path.join(tmpdir(), 'thikana-proxy-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** HAProxy in front of `backendPort`, as docs/deploy.md sets it up. */
const startHaproxy = async (backendPort: number) => {
  const port = await freePort();
  const file = path.join(work, `haproxy-${port}.cfg`);
  writeFileSync(
    file,
    [
      'global',
      '  maxconn 100',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 30s',
      '  timeout server 30s',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      '  default_backend app',
      'backend app',
      `  server app1 127.0.0.1:${backendPort}`,
      '',
    ].join('\n'),
  );
  const child = spawn(haproxy, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  await listening(port, child, 'haproxy', () => output.join(''));
  return { port, stop: () => child.kill('SIGTERM') };
};

/** Asks for a login code through the proxy from 127.0.0.2, with a forged header. */
const askCode = (port: number, mobile: string) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ mobile_no: mobile });
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: CLIENT,
        method: 'POST',
        path: ACCOUNT_API.loginOtp,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': FORGED,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', reject);
    req.end(body);
  });

describe.skipIf(!haproxy)('behind HAProxy with a forged X-Forwarded-For', () => {
  it.each([
    ['one proxy hop', '1'],
    ["the proxy's address", '127.0.0.1'],
    ['true, read as one hop', 'true'],
  ])(
    'the server records the address HAProxy saw, with TRUST_PROXY as %s',
    async (_name, setting) => {
      const t = await buildTestApp({ config: { TRUST_PROXY: setting } });
      let proxy: Awaited<ReturnType<typeof startHaproxy>> | null = null;
      try {
        await t.app.listen({ host: '127.0.0.1', port: 0 });
        proxy = await startHaproxy((t.app.server.address() as AddressInfo).port);
        const mobile = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
        expect(await askCode(proxy.port, mobile)).toBe(200);
        const rows = await queryRows<{ ip: string }>(
          t.deps.database.db,
          sql`select ip from otp_challenges where target = ${mobile}`,
        );
        expect(rows.map((r) => r.ip)).toEqual([CLIENT]);
      } finally {
        proxy?.stop();
        await t.close();
      }
    },
    60_000,
  );
});

describe('TRUST_PROXY', () => {
  it('reads true as one hop and says so at start', () => {
    const config = testConfig({ TRUST_PROXY: 'true' });
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.warnings.join(' ')).toMatch(/TRUST_PROXY=true is read as one proxy/);
  });

  it('takes a hop count or the proxies addresses, and refuses anything else', () => {
    expect(testConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(testConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(testConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(() => testConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: must be false/);
    expect(() => testConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});
