import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../shared/api.ts';
import { ACCOUNT_API } from '../../shared/api-account.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { freshIdentity, lastOutboxCode } from '../../test/auth-support.ts';
import { createOutbox } from '../adapters/outbox.ts';
import { maskPhone } from './security-log.ts';

/** A real pino logger whose lines the test reads. */
const capturingLogger = () => {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  return { logger, lines, events: () => lines.map((l) => JSON.parse(l)).filter((l) => l.security) };
};

describe('masked phone numbers', () => {
  it('keep the country code and the last four digits', () => {
    expect(maskPhone('919876545525')).toBe('91XXXXXX5525');
    expect(maskPhone('9876545525')).toBe('XXXXXX5525');
  });
});

describe('the outbox', () => {
  it('writes the message to DATA_DIR/outbox.jsonl and only a masked line to the log', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'thikana-outbox-'));
    try {
      const { logger, lines } = capturingLogger();
      const outbox = createOutbox(dir, logger);
      outbox.put({ channel: 'whatsapp', to: '919876545525', subject: 'code', text: '482913 is your code' });
      const kept = readFileSync(path.join(dir, 'outbox.jsonl'), 'utf8');
      expect(kept).toContain('482913');
      expect(lines.join('')).not.toContain('482913');
      expect(lines.join('')).not.toContain('9876545525');
      expect(lines.join('')).toContain('91XXXXXX5525');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the server log', () => {
  let t: TestApp;
  let log: ReturnType<typeof capturingLogger>;
  beforeAll(async () => {
    log = capturingLogger();
    t = await buildTestApp({ logger: log.logger });
  });
  afterAll(() => t.close());

  it('never holds an OTP or a full number, and records the OTP sent and the login', async () => {
    const { mobile } = freshIdentity();
    const sent = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.loginOtp,
      payload: { mobile_no: mobile },
    });
    expect(sent.statusCode).toBe(200);
    const code = lastOutboxCode(t, `91${mobile}`)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const failed = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.loginVerify,
      payload: { mobile_no: mobile, otp: wrong, consent: true },
    });
    expect(failed.statusCode).toBe(400);
    const verified = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.loginVerify,
      payload: { mobile_no: mobile, otp: code, consent: true },
    });
    expect(verified.statusCode).toBe(200);
    const text = log.lines.join('');
    expect(text).not.toContain(code);
    expect(text).not.toContain(mobile);
    const events = log.events().map((e) => [e.security, e.mobile]);
    const masked = maskPhone(`91${mobile}`);
    expect(events).toContainEqual(['otp_sent', masked]);
    expect(events).toContainEqual(['login_failed', masked]);
    expect(events).toContainEqual(['login_succeeded', masked]);
  });

  it('records a refused password login and a refused call', async () => {
    await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.login,
      payload: { email: 'nobody@example.in', password: 'not-the-password' },
    });
    await t.app.inject(API.payments.history);
    const events = log.events();
    expect(events).toContainEqual(
      expect.objectContaining({ security: 'login_failed', email: 'n***@example.in' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        security: 'authorization_refused',
        route: API.payments.history,
        status: 401,
      }),
    );
  });

  it('records an owner contact unlocked', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const { insertTestListing } = await import('../../test/listing-fixture.ts');
    const listing = await insertTestListing(t, admin.user.id);
    await t.app.inject({
      url: `${API.listing.getListingContactDetails}?id=${listing.id}`,
      headers: { cookie: admin.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(log.events()).toContainEqual(
      expect.objectContaining({ security: 'contact_unlocked', userId: admin.user.id, listingId: listing.id }),
    );
  });
});

describe('in production without WhatsApp or SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('sending a login code answers 503 and keeps nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.loginOtp,
      payload: { mobile_no: freshIdentity().mobile },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/not set up/);
    expect(t.deps.outbox.messages).toEqual([]);
  });

  it('sending a reset code answers 503', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.forgetPassword,
      payload: { email: freshIdentity().email },
    });
    expect(res.statusCode).toBe(503);
    expect(t.deps.outbox.messages).toEqual([]);
  });

  it('keeps codes in the outbox when MESSAGE_OUTBOX=true', async () => {
    const demo = await buildTestApp({ config: { NODE_ENV: 'production', MESSAGE_OUTBOX: 'true' } });
    try {
      const res = await demo.app.inject({
        method: 'POST',
        url: ACCOUNT_API.loginOtp,
        payload: { mobile_no: freshIdentity().mobile },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  }, 120_000);
});
