import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { contactMessages } from '../../db/schema.ts';
import { CONTACT_GLOBAL_HOURLY_CAP, CONTACT_MAILS_PER_HOUR, sendContactDigest } from './service.ts';

const valid = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi.k@example.in',
  message: 'Is the PG near the station still free?',
};

let t: TestApp;
let ipSeq = 0;
const nextIp = () => `10.1.${Math.floor(ipSeq / 250)}.${++ipSeq % 250}`;

const tokenNow = async () => (await t.app.inject(API.contact.getSupport)).json().form_token as string;
const post = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: API.contact.addContact, payload, remoteAddress: nextIp() });
const stored = () => t.deps.database.db.select().from(contactMessages);
const mailsToSupport = () => t.deps.outbox.messages.filter((m) => m.to === t.deps.config.SUPPORT_EMAIL);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the contact form bot check', () => {
  it('thanks a sender who filled the hidden field, and keeps nothing', async () => {
    const token = await tokenNow();
    t.clock.advance(10_000);
    const res = await post({ ...valid, website: 'https://spam.example', form_token: token });
    expect(res.statusCode).toBe(200);
    expect(await stored()).toEqual([]);
    expect(mailsToSupport()).toEqual([]);
  });

  it('refuses a form sent within seconds of being shown, or with a forged token', async () => {
    const fast = await post({ ...valid, form_token: await tokenNow() });
    expect(fast.statusCode).toBe(400);
    expect(fast.json().errors).toEqual([{ field: 'form_token', message: expect.any(String) }]);
    const forged = await post({ ...valid, form_token: `${t.clock.now().getTime() - 60_000}.forged` });
    expect(forged.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });
});

describe('the hourly cap and the daily digest', () => {
  it('caps all senders together, and support gets one digest instead of a mail per message', async () => {
    const token = await tokenNow();
    t.clock.advance(10_000);
    // From many addresses at once: each address is under its own limit.
    for (let i = 0; i < CONTACT_GLOBAL_HOURLY_CAP; i += 1) {
      const res = await post({ ...valid, message: `Message ${i}`, form_token: token });
      expect(res.statusCode).toBe(200);
    }
    const over = await post({ ...valid, form_token: token });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(mailsToSupport()).toHaveLength(CONTACT_MAILS_PER_HOUR);

    const carried = await sendContactDigest({
      db: t.deps.database.db,
      config: t.deps.config,
      mailer: t.deps.mailer,
      now: t.clock.now(),
    });
    expect(carried).toBe(CONTACT_GLOBAL_HOURLY_CAP - CONTACT_MAILS_PER_HOUR);
    const digest = mailsToSupport().at(-1)!;
    expect(digest.subject).toBe(`Contact form digest: ${carried} messages`);
    expect(digest.text).toContain(`Message ${CONTACT_GLOBAL_HOURLY_CAP - 1}`);
    expect(digest.text).not.toContain('Message 0\n');

    const again = await sendContactDigest({
      db: t.deps.database.db,
      config: t.deps.config,
      mailer: t.deps.mailer,
      now: t.clock.now(),
    });
    expect(again).toBe(0);
  }, 180_000);

  it('carries messages sent without the form token in the next digest', async () => {
    t.clock.advance(2 * 3600 * 1000);
    const before = mailsToSupport().length;
    const res = await post(valid);
    expect(res.statusCode).toBe(200);
    expect(mailsToSupport()).toHaveLength(before);
    const carried = await sendContactDigest({
      db: t.deps.database.db,
      config: t.deps.config,
      mailer: t.deps.mailer,
      now: t.clock.now(),
    });
    expect(carried).toBe(1);
  });
});
