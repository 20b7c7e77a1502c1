// A poster whose home many seekers book hears of every one, in few messages, and of a
// cancellation after them; several visits on one day are reminded in one message
// (docs/decisions/0140-held-notices-become-a-digest.md, docs/product/viewings.md#reminders).
// Through the real app, its database, its outbox and its jobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWING_API } from '../../../shared/api-conversations.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { findJob } from '../../jobs/definitions.ts';
import { runJobOnce } from '../../jobs/runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

const MINUTE = 60_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const SEEKERS = ['Ravi Menon', 'Meera Iyer', 'Kabir Shah', 'Anil Kumar', 'Priya Das'];

type Person = Awaited<ReturnType<typeof createTestUser>>;
const call = (who: Person, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
const run = (job: string) =>
  runJobOnce(findJob(job)!, { deps: t.deps, log: quiet }, { trigger: 'manual', attempt: 1 });
const toPerson = (who: Person, channel: 'email' | 'whatsapp') =>
  t.deps.outbox.messages.filter((m) =>
    channel === 'email' ? m.to === who.user.email : m.to === `91${who.user.mobileNo}`,
  );

/** A listing open at weekends, 10:00 to 13:00 India time, 30-minute slots; five seekers book it. */
const bookedByFive = async () => {
  const poster = await createTestUser(t, { fullName: 'Asha Rao' });
  const listing = await insertTestListing(t, poster.user.id);
  const hours = [6, 0].map((weekday) => ({ weekday, from: '10:00', to: '13:00' }));
  const opened = await call(poster, 'PUT', VIEWING_API.hours, {
    listing_id: listing.id,
    hours,
    slot_minutes: 30,
    per_slot: 1,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const slots = (await t.app.inject({ url: `${VIEWING_API.slots}?listing_id=${listing.id}` })).json()
    .slots as { starts_at: string }[];
  // Five slots on one day: the first day with five.
  const dates = [...new Set(slots.map((slot) => slot.starts_at.slice(0, 10)))];
  const day = dates
    .map((date) => slots.filter((slot) => slot.starts_at.startsWith(date)))
    .find((list) => list.length >= 5)!;
  const seekers: Person[] = [];
  const viewingIds: number[] = [];
  for (const [i, fullName] of SEEKERS.entries()) {
    const seeker = await createTestUser(t, { fullName });
    const booked = await call(seeker, 'POST', VIEWING_API.list, {
      listing_id: listing.id,
      starts_at: day[i]!.starts_at,
      note: '',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    seekers.push(seeker);
    viewingIds.push(booked.json().viewing.id);
    t.clock.advance(10_000);
  }
  return { poster, seekers, viewingIds, day: day.slice(0, 5) };
};

describe('five seekers booking one home within a minute', () => {
  it('reach the poster as two messages on each channel naming all five, and a cancellation after them too', async () => {
    const { poster, seekers, viewingIds } = await bookedByFive();
    t.clock.advance(10 * MINUTE);
    await run('held-notices');
    for (const channel of ['email', 'whatsapp'] as const) {
      const told = toPerson(poster, channel);
      expect(told.length).toBeLessThanOrEqual(2);
      const all = told.map((m) => m.text).join('\n');
      for (const name of SEEKERS) expect(all).toContain(`${name} booked a visit`);
    }
    expect(toPerson(poster, 'email')[1]!.subject).toBe('4 new visits booked');

    const cancelled = await call(
      seekers[2]!,
      'POST',
      VIEWING_API.cancel.replace(':id', String(viewingIds[2])),
      {
        reason: 'Found a place',
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    t.clock.advance(10 * MINUTE);
    await run('held-notices');
    for (const channel of ['email', 'whatsapp'] as const) {
      const [cancellation] = toPerson(poster, channel).filter((m) =>
        /Kabir Shah cancelled the visit/.test(m.text),
      );
      expect(cancellation).toBeDefined();
      // Nothing to add to a calendar any more.
      expect(cancellation!.text).not.toContain('calendar');
      expect(cancellation!.attachments ?? []).toEqual([]);
    }
  });
});

describe('reminders of several visits on one day', () => {
  it('go to the poster as one evening message naming every visit, and to each seeker as their own', async () => {
    const { poster, seekers, day } = await bookedByFive();
    t.clock.advance(10 * MINUTE);
    await run('held-notices');
    const before = { email: toPerson(poster, 'email').length, whatsapp: toPerson(poster, 'whatsapp').length };
    // 18:05 India time (12:35 UTC) the evening before the day.
    t.clock.set(
      new Date(new Date(`${day[0]!.starts_at.slice(0, 10)}T12:35:00Z`).getTime() - 24 * 60 * MINUTE),
    );
    await run('viewing-reminders');
    await run('viewing-reminders');
    for (const channel of ['email', 'whatsapp'] as const) {
      const reminders = toPerson(poster, channel).slice(before[channel]);
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.text).toMatch(/^A reminder of your 5 visits \(India time\):/);
      for (const name of SEEKERS) expect(reminders[0]!.text).toContain(`(${name} comes to see it)`);
    }
    for (const seeker of seekers) {
      const theirs = toPerson(seeker, 'email').filter((m) => /A reminder: the visit/.test(m.text));
      expect(theirs).toHaveLength(1);
    }
  });
});
