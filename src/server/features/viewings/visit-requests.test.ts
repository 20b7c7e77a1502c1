// Asking for a visit on a real migrated database through the real app
// (docs/product/viewings.md#asking-for-a-visit): a seeker asks a home without free times, the
// poster accepts in the app or through the one-tap link of the notice (once only) or proposes
// another time, and unanswered requests lapse after 48 hours with the seeker told.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VIEWING_API, VIEWING_REQUEST_API } from '../../../shared/api-conversations.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { findJob } from '../../jobs/definitions.ts';
import { runJobOnce } from '../../jobs/runner.ts';

let t: TestApp;
const HOUR = 3_600_000;
/** A Sunday, 12:00 India time. */
const START = new Date('2026-11-22T06:30:00Z');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());
beforeEach(() => t.clock.set(START));

type Person = Awaited<ReturnType<typeof createTestUser>>;
const person = (fields: Parameters<typeof createTestUser>[1] = {}) => createTestUser(t, fields);
const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
const one = (path: string, id: number) => path.replace(':id', String(id));
/** `hours` from START, as the API takes a time. */
const later = (hours: number) => new Date(START.getTime() + hours * HOUR).toISOString();
const TIMES = [later(24), later(48), later(72)];

const ask = (who: Person, listingId: number, times = TIMES, note = 'Two of us, after work') =>
  call(who, 'POST', VIEWING_REQUEST_API.list, { listing_id: listingId, times, note });
const outboxTo = (who: Person, pattern: RegExp) =>
  t.deps.outbox.messages.filter((m) => m.to === who.user.email && pattern.test(m.text));
/** The one-tap link's token from the poster's email. */
const linkToken = (who: Person) => {
  const mail = outboxTo(who, /asks to visit/).at(-1)!;
  return /\/visit-request\/([\w.-]+)/.exec(mail.text)![1]!;
};

/** A poster's listing without visiting hours, and a seeker who asked for a visit to it. */
const asked = async () => {
  const poster = await person({ fullName: 'Asha Rao' });
  const seeker = await person({ fullName: 'Ravi Kumar' });
  const listing = await insertTestListing(t, poster.user.id);
  const res = await ask(seeker, listing.id);
  expect(res.statusCode, res.body).toBe(200);
  return { poster, seeker, listing, request: res.json().request };
};

describe('asking for a visit', () => {
  it('tells the poster the three times with a one-tap link; the poster accepts one and both hold a booked visit', async () => {
    const { poster, seeker, request } = await asked();
    expect(request).toMatchObject({
      role: 'seeker',
      status: 'asked',
      times: TIMES,
      other: { name: 'Asha Rao' },
    });
    expect(request.answer_by).toBe(later(48));
    const told = outboxTo(poster, /Ravi Kumar asks to visit/);
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.text).toContain('/visit-request/');

    const res = await call(poster, 'POST', one(VIEWING_REQUEST_API.accept, request.id), {
      starts_at: TIMES[1],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { viewing } = res.json();
    expect(viewing).toMatchObject({
      role: 'poster',
      status: 'booked',
      starts_at: TIMES[1],
      note: 'Two of us, after work',
    });
    expect(res.json().request).toMatchObject({ status: 'booked', viewing_id: viewing.id });
    const seekers = (await call(seeker, 'GET', VIEWING_API.list)).json().viewings;
    expect(seekers.map((v: { id: number }) => v.id)).toEqual([viewing.id]);
    const booked = outboxTo(seeker, /Your visit to .* is booked/);
    expect(booked.find((m) => m.channel === 'email')!.attachments).toEqual([`visit-${viewing.id}.ics`]);
    const ics = await call(seeker, 'GET', one(VIEWING_API.calendar, viewing.id));
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('BEGIN:VEVENT');
  });

  it('lets the poster propose another time, which the seeker accepts into a booked visit', async () => {
    const { poster, seeker, request } = await asked();
    const other = later(30);
    const proposed = await call(poster, 'POST', one(VIEWING_REQUEST_API.propose, request.id), {
      starts_at: other,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().request).toMatchObject({ status: 'proposed', proposed: other });
    expect(outboxTo(seeker, /proposed .* to visit/).length).toBeGreaterThan(0);
    // The poster cannot accept their own proposal, nor the seeker one of their own times.
    const self = await call(poster, 'POST', one(VIEWING_REQUEST_API.accept, request.id), {
      starts_at: other,
    });
    expect(self.statusCode).toBe(409);
    const wrong = await call(seeker, 'POST', one(VIEWING_REQUEST_API.accept, request.id), {
      starts_at: TIMES[0],
    });
    expect(wrong.statusCode).toBe(400);
    const res = await call(seeker, 'POST', one(VIEWING_REQUEST_API.accept, request.id), { starts_at: other });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().viewing).toMatchObject({ role: 'seeker', status: 'booked', starts_at: other });
  });

  it('refuses more than three times, naming the field', async () => {
    const poster = await person();
    const listing = await insertTestListing(t, poster.user.id);
    const res = await ask(await person(), listing.id, [...TIMES, later(96)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'times', message: 'Please propose at most 3 times' }]);
  });

  it('refuses times past or beyond the next 14 days, naming the field', async () => {
    const poster = await person();
    const listing = await insertTestListing(t, poster.user.id);
    const seeker = await person();
    for (const times of [[later(15 * 24)], [later(-1)], [later(24), later(24)]]) {
      const res = await ask(seeker, listing.id, times);
      expect(res.statusCode, JSON.stringify(times)).toBe(400);
      expect(res.json().errors[0].field).toBe('times');
    }
  });

  it('is for homes without a free time: one with free times is booked instead, and one asks a home once', async () => {
    const { seeker, listing, poster } = await asked();
    expect((await ask(seeker, listing.id)).statusCode).toBe(409);
    expect((await ask(poster, listing.id)).statusCode).toBe(400);
    const open = await insertTestListing(t, poster.user.id);
    const hours = await call(poster, 'PUT', VIEWING_API.hours, {
      listing_id: open.id,
      hours: [{ weekday: 1, from: '10:00', to: '12:00' }],
      slot_minutes: 30,
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect((await ask(seeker, open.id)).statusCode).toBe(409);
  });

  it('lets no stranger read or accept a request', async () => {
    const { request } = await asked();
    const stranger = await person();
    const res = await call(stranger, 'POST', one(VIEWING_REQUEST_API.accept, request.id), {
      starts_at: TIMES[0],
    });
    expect(res.statusCode).toBe(404);
    expect((await call(stranger, 'GET', VIEWING_REQUEST_API.list)).json().requests).toEqual([]);
    expect(
      (await call(null, 'POST', one(VIEWING_REQUEST_API.accept, request.id), { starts_at: TIMES[0] }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the one-tap link', () => {
  it('shows the times without changing anything, accepts one time once, and refuses a forged token', async () => {
    const { poster, seeker } = await asked();
    const token = linkToken(poster);
    const read = await call(null, 'GET', `${VIEWING_REQUEST_API.link}?token=${encodeURIComponent(token)}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      seeker_name: 'Ravi Kumar',
      times: TIMES,
      status: 'asked',
      booked: null,
    });
    expect((await call(seeker, 'GET', VIEWING_API.list)).json().viewings).toEqual([]);

    const forged = `${token.slice(0, -2)}xx`;
    const bad = await call(null, 'POST', VIEWING_REQUEST_API.linkAccept, {
      token: forged,
      starts_at: TIMES[0],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('token');

    const tap = await call(null, 'POST', VIEWING_REQUEST_API.linkAccept, { token, starts_at: TIMES[2] });
    expect(tap.statusCode, tap.body).toBe(200);
    expect(tap.json()).toMatchObject({ status: 'booked', booked: { starts_at: TIMES[2] } });
    const again = await call(null, 'POST', VIEWING_REQUEST_API.linkAccept, { token, starts_at: TIMES[0] });
    expect(again.statusCode).toBe(409);
    const viewings = (await call(seeker, 'GET', VIEWING_API.list)).json().viewings;
    expect(viewings.map((v: { starts_at: string }) => v.starts_at)).toEqual([TIMES[2]]);
  });

  it('has expired once the request lapsed', async () => {
    const { poster } = await asked();
    const token = linkToken(poster);
    t.clock.set(new Date(START.getTime() + 49 * HOUR));
    const res = await call(null, 'POST', VIEWING_REQUEST_API.linkAccept, { token, starts_at: TIMES[2] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });
});

describe('lapsing', () => {
  const runLapse = () =>
    runJobOnce(
      findJob('visit-requests-lapse')!,
      { deps: t.deps, log: quiet },
      { trigger: 'manual', attempt: 1 },
    );

  it('lapses a request unanswered for 48 hours, once, and tells the seeker', async () => {
    const { seeker, poster, request } = await asked();
    t.clock.set(new Date(START.getTime() + 47 * HOUR));
    await runLapse();
    expect(outboxTo(seeker, /lapsed/)).toEqual([]);
    t.clock.set(new Date(START.getTime() + 48 * HOUR + 60_000));
    await runLapse();
    await runLapse();
    expect(outboxTo(seeker, /did not answer your request/).filter((m) => m.channel === 'email')).toHaveLength(
      1,
    );
    const mine = (await call(seeker, 'GET', VIEWING_REQUEST_API.list)).json().requests;
    expect(mine.find((r: { id: number }) => r.id === request.id).status).toBe('lapsed');
    const late = await call(poster, 'POST', one(VIEWING_REQUEST_API.accept, request.id), {
      starts_at: TIMES[2],
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('My Visits order', () => {
  it('lists the visit in progress first, then the ones to come, then the ones over', async () => {
    const seeker = await person({ fullName: 'Ravi Kumar' });
    const book = async (hours: number) => {
      const poster = await person();
      const listing = await insertTestListing(t, poster.user.id);
      const { request } = (await ask(seeker, listing.id, [later(hours)])).json();
      const res = await call(poster, 'POST', one(VIEWING_REQUEST_API.accept, request.id), {
        starts_at: later(hours),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().viewing.id as number;
    };
    const over = await book(24);
    const inProgress = await book(30);
    const toCome = await book(72);
    t.clock.set(new Date(START.getTime() + 30 * HOUR + 10 * 60_000));
    const ids = (await call(seeker, 'GET', VIEWING_API.list))
      .json()
      .viewings.map((v: { id: number }) => v.id);
    expect(ids).toEqual([inProgress, toCome, over]);
  });
});
