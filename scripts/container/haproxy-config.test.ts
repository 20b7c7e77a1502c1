// compose.yaml's HAProxy configuration (deploy/haproxy.cfg) is valid for the HAProxy that runs
// it, TLS included: `haproxy -c` with a throwaway certificate where compose.yaml mounts the
// site's (docs/decisions/0161-containers-from-debian.md). Compose's own DNS resolver is left
// out, since it only exists inside Compose's network.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p));
const CONFIG = 'deploy/haproxy.cfg';
const CERT_IN_COMPOSE = '/usr/local/etc/haproxy/tls/site.pem';

describe.runIf(HAPROXY)('the HAProxy configuration of compose.yaml', () => {
  it('passes haproxy -c with TLS on 8443 and http sent to https', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'thikana-haproxy-'));
    try {
      const key = path.join(dir, 'key.pem');
      const cert = path.join(dir, 'cert.pem');
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-keyout',
          key,
          '-out',
          cert,
        ],
        { stdio: 'ignore' },
      );
      const pem = path.join(dir, 'site.pem');
      writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));

      const config = readFileSync(CONFIG, 'utf8');
      expect(config).toContain(`bind :8443 ssl crt ${CERT_IN_COMPOSE}`);
      expect(config).toMatch(/http-request redirect scheme https code 301 unless \{ ssl_fc \}/);
      const compose = readFileSync('compose.yaml', 'utf8');
      expect(compose).toContain(`target: ${CERT_IN_COMPOSE}`);
      expect(compose).toContain('APP_SECRET_FILE: /run/secrets/app_secret');

      const local = config
        .replace(CERT_IN_COMPOSE, pem)
        .replace(/resolvers docker\n(?: {2}.*\n)+/, '')
        .replaceAll(' resolvers docker', '')
        .replaceAll(/ init-addr [^\s]+/g, ' init-addr none');
      const file = path.join(dir, 'haproxy.cfg');
      writeFileSync(file, local);
      const out = execFileSync(HAPROXY!, ['-c', '-f', file], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(out).toMatch(/Configuration file is valid/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
