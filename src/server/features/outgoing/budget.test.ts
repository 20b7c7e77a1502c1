// One budget per recipient for every message we send, notices folded per event
// (docs/decisions/0094-one-message-budget-per-recipient.md), through the real app and
// its database (or Redis-free counters shared by every process on it).
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { admitMessage, type Recipient } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let seq = 0;
const freshMobile = () => {
  seq += 1;
  return `8${String(Date.now() % 1e5).padStart(5, '0')}${String(seq).padStart(4, '0')}`;
};

const register = (body: { email: string; mobile: string }, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: ACCOUNT_API.register,
    remoteAddress: ip,
    payload: {
      full_name: 'Someone Else',
      email: body.email,
      mobile_no: body.mobile,
      password: 'banyan-courtyard-3',
      consent: true,
      confirm_age_18: true,
    },
  });

const whatsappTo = (mobile: string) => t.deps.outbox.messages.filter((m) => m.to === `91${mobile}`);

const admit = (to: Recipient, kind: 'code' | 'notice', event?: string) =>
  admitMessage({ db: t.deps.database.db, config: t.deps.config, now: t.clock.now(), to, kind, event });

describe('notices about one event', () => {
  it('25 sign-ups naming a proven number send its owner one notice', async () => {
    const mobile = freshMobile();
    await createTestUser(t, { mobileNo: mobile, mobileVerifiedAt: t.clock.now() });
    for (let i = 0; i < 25; i += 1) {
      const res = await register({ email: `stranger${i}-${mobile}@example.in`, mobile }, `10.77.0.${i + 1}`);
      expect(res.statusCode).toBe(200);
      // Three sign-ups an hour may name one number (docs/decisions/0095-limits-on-the-abuser-not-the-crowd.md).
      t.clock.advance(20 * 60_000 + 1);
    }
    const notices = whatsappTo(mobile);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toMatch(/^Someone tried to create a Thikana account with your contact details/);
  }, 120_000);
});

describe('one budget per recipient', () => {
  it('lets notices fill only half of the hour, keeping the rest for codes', async () => {
    const to: Recipient = { channel: 'whatsapp', address: freshMobile() };
    const notices = [];
    for (let i = 0; i < 5; i += 1) notices.push((await admit(to, 'notice', `event-${i}`)).admitted);
    expect(notices).toEqual([true, true, true, false, false]);
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await admit(to, 'code')).admitted);
    expect(codes).toEqual([true, true, true, false]);
    t.clock.advance(3_600_000);
    expect((await admit(to, 'code')).admitted).toBe(true);
  });

  it('stops at the day ceiling, whatever the hour', async () => {
    const to: Recipient = { channel: 'email', address: `busy-${freshMobile()}@example.in` };
    let admitted = 0;
    for (let hour = 0; hour < 6; hour += 1) {
      for (let i = 0; i < 6; i += 1) if ((await admit(to, 'code')).admitted) admitted += 1;
      t.clock.advance(3_600_000);
    }
    expect(admitted).toBe(t.deps.config.RECIPIENT_MESSAGES_PER_DAY);
  });

  it('refuses a code over the budget with the wait, and sends nothing', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 6; i += 1) await admit({ channel: 'whatsapp', address: mobile }, 'code');
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.loginOtp,
      remoteAddress: '10.78.0.1',
      payload: { mobile_no: mobile },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^We have sent many messages to this number or email already\. Please try again in \d+ minutes\.$/,
    );
    expect(whatsappTo(mobile)).toEqual([]);
  });

  it('counts an email address the same in any letter case', async () => {
    const address = `Case-${freshMobile()}@Example.in`;
    for (let i = 0; i < 6; i += 1) await admit({ channel: 'email', address }, 'code');
    expect((await admit({ channel: 'email', address: address.toLowerCase() }, 'code')).admitted).toBe(false);
  });
});

describe('with REDIS_URL set', () => {
  it('is one budget for every server process', async () => {
    const url = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/8`;
    const clients = [
      new Redis(url, { maxRetriesPerRequest: 1 }),
      new Redis(url, { maxRetriesPerRequest: 1 }),
    ];
    // Two processes, each on a database of its own, so only Redis can carry the count.
    const apps = await Promise.all(clients.map((redis) => buildTestApp({ deps: { redis } })));
    try {
      const to: Recipient = { channel: 'whatsapp', address: freshMobile() };
      const answers = [];
      for (let i = 0; i < 8; i += 1) {
        const app = apps[i % 2]!;
        const admission = await admitMessage({
          db: app.deps.database.db,
          config: app.deps.config,
          now: app.clock.now(),
          to,
          kind: 'code',
        });
        answers.push(admission.admitted);
      }
      expect(answers).toEqual([true, true, true, true, true, true, false, false]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(clients.map((redis) => redis.quit()));
    }
  }, 120_000);
});
