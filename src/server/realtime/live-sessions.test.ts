// A live channel lives no longer than its session
// (docs/decisions/0130-a-stream-lives-no-longer-than-its-session.md), over real HTTP: a logout or
// a password reset ends the session's open streams within a second, on whichever process holds
// them; an expired session's stream ends at the recheck, any stream at its maximum age; an
// account holds five, an address a ceiling, the process a total past which it answers 503 and
// keeps serving.
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../shared/api-account.ts';
import { buildSecondProcess, buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { type LiveChannel, openLiveChannel } from '../../test/live-channel.ts';
import { createSession } from '../http/session.ts';
import { liveStreamsEnded, liveStreamsOpen, liveStreamsRefused } from '../metrics.ts';

const TOTAL = 12;
const PER_ADDRESS = 4;

let t: TestApp;
let base: string;
let opened: LiveChannel[] = [];
let addressSeq = 0;

beforeAll(async () => {
  t = await buildTestApp({
    config: {
      LIVE_RECHECK_SECONDS: '1',
      LIVE_MAX_STREAMS: String(TOTAL),
      LIVE_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
      // Each channel comes from an address of its own unless a test says otherwise.
      TRUST_PROXY: '1',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => t.close());
afterEach(async () => {
  for (const channel of opened) channel.close();
  opened = [];
  for (let i = 0; i < 100 && t.deps.live.connections() > 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});

const open = async (
  cookie: string,
  address = `10.9.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`,
) => {
  const channel = await openLiveChannel(base, cookie, { 'x-forwarded-for': address });
  opened.push(channel);
  return channel;
};

/** Milliseconds from `from` until the channel ends (fails the test after 5 s). */
const endsWithin = async (channel: LiveChannel, from: number) => {
  const at = await Promise.race([channel.ended, new Promise<number>((r) => setTimeout(() => r(-1), 5_000))]);
  expect(at, 'the stream was not ended').toBeGreaterThan(0);
  return at - from;
};

const counted = async (counter: typeof liveStreamsEnded, reason: string) =>
  (await counter.get()).values.find((v) => v.labels.reason === reason)?.value ?? 0;

const post = (url: string, cookie: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('a live channel and its session', () => {
  it('ends within a second of its session’s logout, and the same account’s other session keeps its own', async () => {
    const { user, cookie } = await createTestUser(t);
    // A second session of the same account, as a second phone.
    const otherSession = `thikana_session=${await createSession(t.deps.database.db, { userId: user.id, now: t.clock.now() })}`;
    const phone = await open(cookie);
    const laptop = await open(otherSession);
    const revokedBefore = await counted(liveStreamsEnded, 'revoked');
    const loggedOut = Date.now();
    expect((await post(ACCOUNT_API.logout, cookie)).statusCode).toBe(200);
    expect(await endsWithin(phone, loggedOut)).toBeLessThan(1_000);
    expect(laptop.isOpen()).toBe(true);
    expect(await counted(liveStreamsEnded, 'revoked')).toBe(revokedBefore + 1);
    // The browser reopens it with the old cookie: refused.
    expect((await open(cookie)).status).toBe(401);
  });

  it('ends every stream of the account when its password is reset', async () => {
    const { user, cookie } = await createTestUser(t);
    const streams = [await open(cookie), await open(cookie)];
    await post(ACCOUNT_API.forgetPassword, '', { email: user.email });
    const otp = /\b(\d{6})\b/.exec(
      t.deps.outbox.messages.filter((m) => m.to === user.email).at(-1)!.text,
    )![1];
    const reset = Date.now();
    const res = await post(ACCOUNT_API.resetPassword, '', {
      email: user.email,
      otp,
      new_password: 'winter-chai-2026',
      confirm_password: 'winter-chai-2026',
    });
    expect(res.statusCode).toBe(200);
    for (const stream of streams) expect(await endsWithin(stream, reset)).toBeLessThan(1_000);
  });

  it('ends on another process when the session is logged out on this one', async () => {
    const second = await buildSecondProcess(t);
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      const secondBase = `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`;
      const { cookie } = await createTestUser(t);
      const stream = await openLiveChannel(secondBase, cookie);
      opened.push(stream);
      const loggedOut = Date.now();
      await post(ACCOUNT_API.logout, cookie);
      expect(await endsWithin(stream, loggedOut)).toBeLessThan(1_000);
    } finally {
      await second.close();
    }
  });

  it('ends an account’s oldest stream when a sixth opens, telling that browser to wait before reopening', async () => {
    const { cookie } = await createTestUser(t);
    const streams = [];
    for (let i = 0; i < 5; i += 1) streams.push(await open(cookie));
    const sixth = await open(cookie);
    await endsWithin(streams[0]!, Date.now());
    expect(streams[0]!.raw()).toContain('retry: 300000');
    expect([...streams.slice(1), sixth].every((s) => s.isOpen())).toBe(true);
  });

  it('refuses a channel past the address’s ceiling with 429 and Retry-After', async () => {
    const refusedBefore = await counted(liveStreamsRefused, 'address');
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      const { cookie } = await createTestUser(t);
      expect((await open(cookie, '10.77.0.1')).status).toBe(200);
    }
    const { cookie } = await createTestUser(t);
    const refused = await open(cookie, '10.77.0.1');
    expect([refused.status, refused.refusal?.message]).toEqual([
      429,
      'Too many live channels from this network. Please try again later.',
    ]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await open(cookie, '10.77.0.2')).status).toBe(200);
    expect(await counted(liveStreamsRefused, 'address')).toBe(refusedBefore + 1);
  });

  it('answers 503 with Retry-After past the process’s total, keeps serving, and counts what it holds', async () => {
    const refusedBefore = await counted(liveStreamsRefused, 'full');
    const held = [];
    for (let i = 0; i < TOTAL; i += 1) held.push(await open((await createTestUser(t)).cookie));
    expect(held.every((s) => s.status === 200)).toBe(true);
    expect((await liveStreamsOpen.get()).values[0]?.value).toBe(TOTAL);
    const { cookie } = await createTestUser(t);
    const refused = await open(cookie);
    expect([refused.status, refused.refusal?.message]).toEqual([
      503,
      'The server is busy. Please try again in a few seconds.',
    ]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await counted(liveStreamsRefused, 'full')).toBe(refusedBefore + 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    held[0]!.close();
    await held[0]!.ended;
    for (let i = 0; i < 50 && t.deps.live.connections() >= TOTAL; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await open(cookie)).status).toBe(200);
  });

  it('ends an admin’s stream at the recheck once the session is past its idle time', async () => {
    const { cookie } = await createTestUser(t, { isAdmin: true });
    const stream = await open(cookie);
    t.clock.advance(31 * 60 * 1000);
    const moved = Date.now();
    // Rechecked every second here (LIVE_RECHECK_SECONDS=1): within two.
    expect(await endsWithin(stream, moved)).toBeLessThan(2_500);
  });

  it('ends any stream at its maximum age, and the browser’s reopening is checked afresh', async () => {
    const maxAgeBefore = await counted(liveStreamsEnded, 'max_age');
    const { cookie } = await createTestUser(t);
    const stream = await open(cookie);
    t.clock.advance(t.deps.config.LIVE_MAX_AGE_SECONDS * 1000);
    expect(await endsWithin(stream, Date.now())).toBeLessThan(2_500);
    expect(await counted(liveStreamsEnded, 'max_age')).toBe(maxAgeBefore + 1);
    expect((await open(cookie)).status).toBe(200);
  });
});
