// Which addresses a push may go to, and the settings that say so
// (docs/decisions/0129-push-only-to-push-services.md).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { isPushServiceEndpoint } from './push-services.ts';

const base = { NODE_ENV: 'test', DATA_DIR: 'memory://', APP_SECRET: 'x' };

describe('push services', () => {
  it('takes the addresses of the browsers’ own push services by default, and nothing else', () => {
    const config = loadConfig(base);
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://fcm.googleapis.com/fcm/send/dXh1c2VyOmFi',
      'https://wns2-pn1p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGx1Zm5ka2FzZGZq',
      'https://api.push.apple.com/3/device/abc',
    ])
      expect(isPushServiceEndpoint(endpoint, config), endpoint).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:6379/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.attacker.example/fcm/send/abc',
      'https://attackerfcm.googleapis.com.example/abc',
      'https://notify.windows.com.attacker.example/abc',
      'https://127.0.0.1:5432/',
      'http://127.0.0.1:6379/',
      'https://localhost/',
      'https://[::1]/',
      'https://10.0.0.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://push.example.com/abc',
      'not a url',
    ])
      expect(isPushServiceEndpoint(endpoint, config), endpoint).toBe(false);
  });

  it('allows a fake push service only when named, by exactly its host and port', () => {
    expect(isPushServiceEndpoint('http://127.0.0.1:8099/push/1', loadConfig(base))).toBe(false);
    const config = loadConfig({ ...base, PUSH_TEST_SERVICE: '127.0.0.1:8099' });
    expect(isPushServiceEndpoint('http://127.0.0.1:8099/push/1', config)).toBe(true);
    expect(isPushServiceEndpoint('http://127.0.0.1:8098/push/1', config)).toBe(false);
    expect(isPushServiceEndpoint('http://localhost:8099/push/1', config)).toBe(false);
    expect(() => loadConfig({ ...base, PUSH_TEST_SERVICE: 'http://127.0.0.1:8099' })).toThrow(
      /PUSH_TEST_SERVICE: must be the host:port/,
    );
  });

  it('refuses a fake push service in production unless spelled out', () => {
    const production = { ...base, NODE_ENV: 'production', PUSH_TEST_SERVICE: '127.0.0.1:8099' };
    expect(() => loadConfig(production)).toThrow(/PUSH_TEST_SERVICE is for development and tests/);
    expect(loadConfig({ ...production, PUSH_TEST_SERVICE_IN_PRODUCTION: 'true' }).PUSH_TEST_SERVICE).toBe(
      '127.0.0.1:8099',
    );
  });

  it('takes other push services by name, never an address or localhost', () => {
    const config = loadConfig({ ...base, PUSH_SERVICE_HOSTS: 'push.example.in, *.push.example.in' });
    expect(isPushServiceEndpoint('https://push.example.in/abc', config)).toBe(true);
    expect(isPushServiceEndpoint('https://eu.push.example.in/abc', config)).toBe(true);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/abc', config)).toBe(false);
    for (const hosts of ['10.0.0.1', '127.0.0.1', '[::1]', 'localhost', 'push.localhost', '*.com', ','])
      expect(() => loadConfig({ ...base, PUSH_SERVICE_HOSTS: hosts }), hosts).toThrow(/PUSH_SERVICE_HOSTS/);
  });
});
