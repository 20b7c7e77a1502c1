// Booked viewings on a real migrated database through the real app: the poster's hours and
// blocked days, the free times, booking (exactly one of many gets the last place), cancelling,
// moving, what each side says happened, the calendar file, reminders, and both sides' copies.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import { VIEWING_API } from '../../../shared/api-conversations.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { itRacesOnPostgres } from '../../../test/races.ts';
import { createOutboxMailer, type Mailer, type MailMessage } from '../../adapters/mail.ts';
import { users } from '../../db/schema.ts';
import { findJob } from '../../jobs/definitions.ts';
import { runJobOnce } from '../../jobs/runner.ts';

let t: TestApp;
const MINUTE = 60_000;
/** A Sunday, 12:00 India time. */
const START = new Date('2026-11-22T06:30:00Z');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** The held-notices job, as it runs every minute: what the recipient's pace held goes now. */
const runHeld = () =>
  runJobOnce(findJob('held-notices')!, { deps: t.deps, log: quiet }, { trigger: 'manual', attempt: 1 });

/** Every mail as sent, calendar files included; each also goes to the outbox as usual. */
const mailed: MailMessage[] = [];
const mailer: Mailer = {
  kind: 'outbox',
  send: async (message) => {
    mailed.push(message);
    await createOutboxMailer(t.deps.outbox).send(message);
  },
};

beforeAll(async () => {
  t = await buildTestApp({ deps: { mailer } });
}, 60_000);
afterAll(() => t.close());
beforeEach(() => t.clock.set(START));

type Person = Awaited<ReturnType<typeof createTestUser>>;
type Slot = { starts_at: string; ends_at: string; free: number };

const person = (fields: Parameters<typeof createTestUser>[1] = {}) => createTestUser(t, fields);
const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const one = (path: string, id: number) => path.replace(':id', String(id));
const weekend = (from = '10:00', to = '13:00') => [
  { weekday: 6, from, to },
  { weekday: 0, from, to },
];
const setHours = (who: Person, body: object) => call(who, 'PUT', VIEWING_API.hours, body);
const slotsOf = async (listingId: number): Promise<Slot[]> =>
  (await call(null, 'GET', `${VIEWING_API.slots}?listing_id=${listingId}`)).json().slots;
const book = (who: Person, listingId: number, startsAt: string, note = '') =>
  call(who, 'POST', VIEWING_API.list, { listing_id: listingId, starts_at: startsAt, note });
const mine = async (who: Person) => (await call(who, 'GET', VIEWING_API.list)).json().viewings;
const outboxTo = (who: Person, pattern: RegExp) =>
  t.deps.outbox.messages.filter(
    (m) => (m.to === who.user.email || m.to === `91${who.user.mobileNo}`) && pattern.test(m.text),
  );

/** A poster's listing open at weekends, 10:00 to 13:00 India time, in 30-minute slots. */
const openListing = async (perSlot = 1) => {
  const poster = await person({ fullName: 'Asha Rao' });
  const listing = await insertTestListing(t, poster.user.id);
  const res = await setHours(poster, {
    listing_id: listing.id,
    hours: weekend(),
    slot_minutes: 30,
    per_slot: perSlot,
    note: 'Flat 4B, blue gate opposite the Hanuman temple',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { poster, listing, slots: await slotsOf(listing.id) };
};

describe('visiting hours and free times', () => {
  it('offers the next 14 days of slots in India time, without times begun or days blocked', async () => {
    const { poster, listing, slots } = await openListing();
    // Sunday 22 Nov at 12:00: only 12:30 is left today; then Sat 28, Sun 29 Nov and Sat 5 Dec.
    expect(slots).toHaveLength(1 + 6 + 6 + 6);
    expect(slots[0]).toEqual({
      starts_at: '2026-11-22T07:00:00.000Z',
      ends_at: '2026-11-22T07:30:00.000Z',
      free: 1,
    });
    expect(slots[1]!.starts_at).toBe('2026-11-28T04:30:00.000Z');
    const blocked = await call(poster, 'POST', VIEWING_API.blockedDays, {
      listing_id: listing.id,
      date: '2026-11-29',
      blocked: true,
    });
    expect(blocked.json().hours.blocked_days).toEqual(['2026-11-29']);
    expect(await slotsOf(listing.id)).toHaveLength(13);
    await call(poster, 'POST', VIEWING_API.blockedDays, {
      listing_id: listing.id,
      date: '2026-11-29',
      blocked: false,
    });
    expect(await slotsOf(listing.id)).toHaveLength(19);
  });

  it('sets hours for all the poster’s listings at once, which every listing then follows', async () => {
    const poster = await person();
    const first = await insertTestListing(t, poster.user.id);
    const second = await insertTestListing(t, poster.user.id);
    await setHours(poster, { listing_id: first.id, hours: weekend(), slot_minutes: 60 });
    const all = await setHours(poster, {
      hours: [{ weekday: 1, from: '18:00', to: '19:00' }],
      slot_minutes: 15,
      per_slot: 2,
    });
    expect(all.json().hours).toMatchObject({
      listing_id: null,
      inherited: false,
      per_slot: 2,
      slot_minutes: 15,
    });
    for (const listing of [first, second]) {
      const hours = (await call(poster, 'GET', `${VIEWING_API.hours}?listing_id=${listing.id}`)).json().hours;
      expect(hours).toMatchObject({ listing_id: listing.id, inherited: true, slot_minutes: 15 });
      // Mondays 23 and 30 Nov, 18:00 to 19:00: 4 slots each, 2 places each.
      const slots = await slotsOf(listing.id);
      expect(slots).toHaveLength(8);
      expect(slots.every((slot) => slot.free === 2)).toBe(true);
    }
    // Blocking a day for all closes it on every listing.
    await call(poster, 'POST', VIEWING_API.blockedDays, {
      listing_id: 'all',
      date: '2026-11-23',
      blocked: true,
    });
    expect(await slotsOf(second.id)).toHaveLength(4);
  });

  it('refuses bad hours naming the field, and another poster’s listing with 404', async () => {
    const { listing } = await openListing();
    const me = await person();
    const cases: [object, string][] = [
      [{ hours: weekend(), slot_minutes: 45 }, 'slot_minutes'],
      [{ hours: [{ weekday: 7, from: '10:00', to: '11:00' }], slot_minutes: 30 }, 'hours.0.weekday'],
      [{ hours: [{ weekday: 1, from: '10:00', to: '10:15' }], slot_minutes: 30 }, 'hours.0.to'],
      [{ hours: [{ weekday: 1, from: '9am', to: '10:00' }], slot_minutes: 30 }, 'hours.0.from'],
      [{ hours: weekend(), slot_minutes: 30, per_slot: 0 }, 'per_slot'],
    ];
    for (const [body, field] of cases) {
      const res = await setHours(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(
      (await setHours(me, { listing_id: listing.id, hours: weekend(), slot_minutes: 30 })).statusCode,
    ).toBe(404);
    const day = await call(me, 'POST', VIEWING_API.blockedDays, {
      listing_id: listing.id,
      date: '2026-02-30',
      blocked: true,
    });
    expect(day.json().errors[0].field).toBe('date');
  });
});

describe('booking a visit', () => {
  it('books a free time, tells both sides with the calendar file, and shows the way only once booked', async () => {
    const { poster, listing, slots } = await openListing(2);
    const tenant = await person({ fullName: 'Meera Iyer' });
    const res = await book(tenant, listing.id, slots[1]!.starts_at, 'Coming with my sister');
    expect(res.statusCode, res.body).toBe(200);
    const { viewing } = res.json();
    expect(viewing).toMatchObject({
      role: 'seeker',
      status: 'booked',
      listing: {
        id: listing.id,
        title: listing.title,
        title_words: {
          configuration: '_2BHK',
          property_type: 'APARTMENT',
          city: 'Mumbai',
          locality: 'Andheri West',
        },
      },
      other: { name: 'Asha Rao' },
      starts_at: '2026-11-28T04:30:00.000Z',
      ends_at: '2026-11-28T05:00:00.000Z',
      note: 'Coming with my sister',
      directions: 'Flat 4B, blue gate opposite the Hanuman temple',
      cancelled: null,
      calendar_url: `/api/viewings/${viewing.id}/calendar.ics`,
    });
    expect((await slotsOf(listing.id))[1]!.free).toBe(1);
    const theirs = (await mine(poster)).find((v: { id: number }) => v.id === viewing.id);
    expect(theirs).toMatchObject({
      role: 'poster',
      other: { name: 'Meera Iyer' },
      note: 'Coming with my sister',
    });

    const told = outboxTo(tenant, /is booked for Saturday 28 November 2026, 10:00/);
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'whatsapp']);
    expect(told[0]!.text).toContain('How to find it: Flat 4B');
    expect(told[0]!.text).toContain(`/api/viewings/${viewing.id}/calendar.ics`);
    expect(told.find((m) => m.channel === 'email')!.attachments).toEqual([`visit-${viewing.id}.ics`]);
    const posterTold = outboxTo(poster, /Meera Iyer booked a visit/);
    expect(posterTold).toHaveLength(2);
    // The seeker's note is quoted as theirs in the email, and only pointed to on WhatsApp.
    const byChannel = (channel: string) => posterTold.find((m) => m.channel === channel)!;
    expect(byChannel('email').text).toContain('Meera Iyer wrote:\n> Coming with my sister');
    expect(byChannel('email').html).toContain('<blockquote');
    expect(byChannel('whatsapp').text).not.toContain('Coming with my sister');
    expect(byChannel('whatsapp').text).toContain(
      'Meera Iyer left a note with the booking: read it on your visits',
    );
  });

  it('tells a seeker who last read the site in Hindi in Hindi, and the poster in English', async () => {
    const { poster, listing, slots } = await openListing();
    const tenant = await person({ fullName: 'Meera Iyer' });
    await t.deps.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, tenant.user.id));
    expect((await book(tenant, listing.id, slots[1]!.starts_at)).statusCode).toBe(200);
    const told = outboxTo(tenant, /की आपकी विज़िट/);
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'whatsapp']);
    expect(told[0]!.text).toContain(
      'अंधेरी वेस्ट में 2BHK अपार्टमेंट की आपकी विज़िट शनिवार 28 नवंबर 2026, सुबह 10:00 (भारतीय समय) के लिए बुक हो गई है।',
    );
    expect(told[0]!.text).toContain('कैसे पहुँचें: Flat 4B');
    expect(told[0]!.text).toContain('कैलेंडर में जोड़ें: ');
    expect(outboxTo(poster, /Meera Iyer booked a visit to 2BHK Apartment in Andheri West/)).toHaveLength(2);
  });

  it('refuses one’s own listing naming listing_id, a time not offered naming starts_at, and a second visit to one home', async () => {
    const { poster, listing, slots } = await openListing();
    const own = await book(poster, listing.id, slots[0]!.starts_at);
    expect(own.statusCode).toBe(400);
    expect(own.json().errors).toEqual([{ field: 'listing_id', message: 'This is your own listing' }]);
    const tenant = await person();
    const odd = await book(tenant, listing.id, '2026-11-28T04:40:00.000Z');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors[0].field).toBe('starts_at');
    const garbage = await book(tenant, listing.id, 'saturday');
    expect(garbage.json().errors[0].field).toBe('starts_at');
    expect((await book(tenant, 2_000_000, slots[0]!.starts_at)).statusCode).toBe(404);
    expect((await book(tenant, listing.id, slots[1]!.starts_at)).statusCode).toBe(200);
    const again = await book(tenant, listing.id, slots[2]!.starts_at);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already have a visit booked/);
  });

  it('answers 409 naming the next free time when the last place is taken', async () => {
    const { listing, slots } = await openListing();
    expect((await book(await person(), listing.id, slots[1]!.starts_at)).statusCode).toBe(200);
    const late = await book(await person(), listing.id, slots[1]!.starts_at);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('The next free time is Sunday 22 November 2026, 12:30');
    expect(late.json().errors[0].field).toBe('starts_at');
  });

  itRacesOnPostgres(
    'gives the one place of a slot to exactly one of 20 people booking at once',
    async () => {
      const { poster, listing, slots } = await openListing();
      const people = await Promise.all(Array.from({ length: 20 }, () => person()));
      const answers = await Promise.all(people.map((p) => book(p, listing.id, slots[3]!.starts_at)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
      expect((await slotsOf(listing.id))[3]!.free).toBe(0);
      const posterSees = (await mine(poster)).filter(
        (v: { listing: { id: number } }) => v.listing.id === listing.id,
      );
      expect(posterSees).toHaveLength(1);
    },
    60_000,
  );

  itRacesOnPostgres(
    'gives one seeker booking 10 free times of one home at once exactly one visit',
    async () => {
      const { listing, slots } = await openListing();
      const tenant = await person();
      const answers = await Promise.all(
        slots.slice(0, 10).map((slot) => book(tenant, listing.id, slot.starts_at)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
      expect(answers.find((a) => a.statusCode === 409)!.json().message).toMatch(
        /already have a visit booked/,
      );
      expect(await mine(tenant)).toHaveLength(1);
      expect((await slotsOf(listing.id)).filter((slot) => slot.free === 0)).toHaveLength(1);
    },
    60_000,
  );

  itRacesOnPostgres(
    'leaves a visit moved 10 times at once exactly one place, at the time it ends up at',
    async () => {
      const { listing, slots } = await openListing();
      const tenant = await person();
      const { viewing } = (await book(tenant, listing.id, slots[0]!.starts_at)).json();
      const answers = await Promise.all(
        slots
          .slice(1, 11)
          .map((slot) =>
            call(tenant, 'POST', one(VIEWING_API.move, viewing.id), { starts_at: slot.starts_at }),
          ),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      const [held] = await mine(tenant);
      const taken = (await slotsOf(listing.id)).filter((slot) => slot.free === 0);
      expect(taken.map((slot) => slot.starts_at)).toEqual([held.starts_at]);
    },
    60_000,
  );

  it('lists the caller’s visits as seeker and as poster, upcoming first', async () => {
    const a = await openListing();
    const b = await openListing();
    const tenant = await person();
    await book(tenant, a.listing.id, a.slots[5]!.starts_at);
    const soon = (await book(tenant, b.listing.id, b.slots[0]!.starts_at)).json().viewing;
    const cancelledOne = (await book(tenant, b.listing.id, b.slots[0]!.starts_at)).statusCode;
    expect(cancelledOne).toBe(409);
    await call(tenant, 'POST', one(VIEWING_API.cancel, soon.id), { reason: 'Found another home' });
    const list = await mine(tenant);
    expect(list.map((v: { status: string }) => v.status)).toEqual(['booked', 'cancelled']);
    expect(list[1].directions).toBeNull();
    expect(list[1].cancelled).toMatchObject({ by: 'seeker', reason: 'Found another home' });
  });
});

describe('cancelling, moving and what happened', () => {
  it('is done only by the two sides: everyone else, admins too, gets 404', async () => {
    const { listing, slots } = await openListing();
    const tenant = await person();
    const { viewing } = (await book(tenant, listing.id, slots[1]!.starts_at)).json();
    for (const stranger of [await person(), await person({ isAdmin: true })]) {
      expect(
        (await call(stranger, 'POST', one(VIEWING_API.cancel, viewing.id), { reason: 'Not mine' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(stranger, 'POST', one(VIEWING_API.move, viewing.id), { starts_at: slots[2]!.starts_at }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(stranger, 'POST', one(VIEWING_API.outcome, viewing.id), { outcome: 'came' })).statusCode,
      ).toBe(404);
      expect((await call(stranger, 'GET', one(VIEWING_API.calendar, viewing.id))).statusCode).toBe(404);
      expect(await mine(stranger)).toEqual([]);
    }
    expect((await call(null, 'GET', VIEWING_API.list)).statusCode).toBe(401);
  });

  it('cancels with a reason, frees the place and tells the other side', async () => {
    const { poster, listing, slots } = await openListing();
    const tenant = await person({ fullName: 'Kabir Shah' });
    const { viewing } = (await book(tenant, listing.id, slots[1]!.starts_at)).json();
    const noReason = await call(tenant, 'POST', one(VIEWING_API.cancel, viewing.id), { reason: '' });
    expect(noReason.json().errors[0].field).toBe('reason');
    const res = await call(tenant, 'POST', one(VIEWING_API.cancel, viewing.id), {
      reason: 'My train is late',
    });
    expect(res.json().viewing).toMatchObject({
      status: 'cancelled',
      cancelled: { by: 'seeker', reason: 'My train is late' },
    });
    expect((await slotsOf(listing.id))[1]!.free).toBe(1);
    // Told of the booking a moment ago: the cancellation waits for the poster's pace.
    expect(outboxTo(poster, /Kabir Shah cancelled the visit/)).toHaveLength(0);
    t.clock.advance(10 * MINUTE);
    await runHeld();
    const cancelTold = outboxTo(poster, /Kabir Shah cancelled the visit/);
    expect(cancelTold).toHaveLength(2);
    expect(cancelTold.find((m) => m.channel === 'email')!.text).toContain(
      'Kabir Shah wrote:\n> My train is late',
    );
    expect(cancelTold.find((m) => m.channel === 'whatsapp')!.text).not.toContain('My train is late');
    const twice = await call(poster, 'POST', one(VIEWING_API.cancel, viewing.id), { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
  });

  it('moves to another free time, keeps one place, and tells the other side', async () => {
    const { poster, listing, slots } = await openListing();
    const tenant = await person();
    const { viewing } = (await book(tenant, listing.id, slots[1]!.starts_at)).json();
    const blocker = await person();
    await book(blocker, listing.id, slots[3]!.starts_at);
    const full = await call(poster, 'POST', one(VIEWING_API.move, viewing.id), {
      starts_at: slots[3]!.starts_at,
    });
    expect(full.statusCode).toBe(409);
    const moved = await call(poster, 'POST', one(VIEWING_API.move, viewing.id), {
      starts_at: slots[2]!.starts_at,
      reason: 'A plumber is coming at 10',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().viewing.starts_at).toBe(slots[2]!.starts_at);
    const now = await slotsOf(listing.id);
    expect([now[1]!.free, now[2]!.free, now[3]!.free]).toEqual([1, 0, 0]);
    expect(
      outboxTo(
        tenant,
        /moved the visit .* from Saturday 28 November 2026, 10:00 to Saturday 28 November 2026, 10:30/,
      ),
    ).toHaveLength(2);
    const ics = (await call(tenant, 'GET', one(VIEWING_API.calendar, viewing.id))).body;
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART:20261128T050000Z');
  });

  it('takes whether the other side came only after the time; a poster’s no-shows reach moderation', async () => {
    const { poster, listing, slots } = await openListing();
    const tenant = await person();
    const { viewing } = (await book(tenant, listing.id, slots[1]!.starts_at)).json();
    const early = await call(poster, 'POST', one(VIEWING_API.outcome, viewing.id), { outcome: 'came' });
    expect(early.statusCode).toBe(409);
    t.clock.set(new Date('2026-11-28T05:10:00Z'));
    const said = await call(poster, 'POST', one(VIEWING_API.outcome, viewing.id), { outcome: 'came' });
    expect(said.json().viewing).toMatchObject({ seeker_came: true, poster_came: null });
    const bad = await call(tenant, 'POST', one(VIEWING_API.outcome, viewing.id), { outcome: 'maybe' });
    expect(bad.json().errors[0].field).toBe('outcome');
    const theirs = await call(tenant, 'POST', one(VIEWING_API.outcome, viewing.id), { outcome: 'no_show' });
    expect(theirs.json().viewing).toMatchObject({ seeker_came: true, poster_came: false });
    expect(
      (await call(tenant, 'POST', one(VIEWING_API.cancel, viewing.id), { reason: 'Too late' })).statusCode,
    ).toBe(409);

    const admin = await person({ isAdmin: true });
    const queue = (await call(admin, 'GET', ADMIN_API.moderation)).json();
    const item = queue.items.find((i: { listing: { id: number } }) => i.listing.id === listing.id);
    expect(item).toMatchObject({ open_reports: 0, poster: { id: poster.user.id, viewing_no_shows: 1 } });
  });

  /** Two visits the seeker booked and did not come to, each marked by its poster. */
  const missTwoVisits = async (tenant: Awaited<ReturnType<typeof person>>) => {
    for (const i of [1, 2]) {
      const { poster, listing, slots } = await openListing();
      const { viewing } = (await book(tenant, listing.id, slots[i]!.starts_at)).json();
      t.clock.set(new Date(new Date(slots[i]!.ends_at).getTime() + MINUTE));
      await call(poster, 'POST', one(VIEWING_API.outcome, viewing.id), { outcome: 'no_show' });
      t.clock.set(START);
    }
  };

  it('lets a seeker who did not come twice in 30 days hold only one upcoming visit', async () => {
    const tenant = await person();
    await missTwoVisits(tenant);
    // Saturday 28 November, 11:30: both missed visits are behind.
    t.clock.set(new Date('2026-11-28T06:00:00Z'));
    const first = await openListing();
    const held = await book(tenant, first.listing.id, first.slots[4]!.starts_at);
    expect(held.statusCode).toBe(200);
    const second = await openListing();
    const refused = await book(tenant, second.listing.id, second.slots[4]!.starts_at);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/did not come to 2 visits in the last 30 days/);
    // With the one they hold cancelled, they may book again.
    await call(tenant, 'POST', one(VIEWING_API.cancel, held.json().viewing.id), { reason: 'Plans changed' });
    expect((await book(tenant, second.listing.id, second.slots[4]!.starts_at)).statusCode).toBe(200);
  });

  itRacesOnPostgres(
    'lets a seeker who did not come twice book only one of 10 homes at once',
    async () => {
      const tenant = await person();
      await missTwoVisits(tenant);
      t.clock.set(new Date('2026-11-28T06:00:00Z'));
      const homes = [];
      for (let i = 0; i < 10; i += 1) homes.push(await openListing());
      const answers = await Promise.all(homes.map((h) => book(tenant, h.listing.id, h.slots[4]!.starts_at)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    },
    60_000,
  );
});

describe('the calendar file', () => {
  it('is an RFC 5545 calendar with one event in UTC, the way to the home only while booked', async () => {
    const { poster, listing, slots } = await openListing();
    const tenant = await person();
    const { viewing } = (await book(tenant, listing.id, slots[1]!.starts_at)).json();
    const res = await call(tenant, 'GET', one(VIEWING_API.calendar, viewing.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = res.body.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain(`UID:viewing-${viewing.id}@${new URL(t.deps.config.PUBLIC_URL).host}`);
    expect(lines).toContain('DTSTAMP:20261122T063000Z');
    expect(lines).toContain('DTSTART:20261128T043000Z');
    expect(lines).toContain('DTEND:20261128T050000Z');
    expect(lines).toContain(`SUMMARY:Visit: ${listing.title}`);
    expect(lines).toContain('LOCATION:Flat 4B\\, blue gate opposite the Hanuman temple');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect((await call(poster, 'GET', one(VIEWING_API.calendar, viewing.id))).body).toContain('LOCATION:');
    await call(poster, 'POST', one(VIEWING_API.cancel, viewing.id), { reason: 'The home is let' });
    const cancelled = (await call(tenant, 'GET', one(VIEWING_API.calendar, viewing.id))).body;
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).not.toContain('LOCATION:');
  });
});

describe('the way to the home', () => {
  it('hides the poster’s number and email in it from a seeker without a pass, in the answer, the calendar file and the notices', async () => {
    const poster = await person({ fullName: 'Asha Rao' });
    const listing = await insertTestListing(t, poster.user.id);
    const note = 'Flat 1203, blue gate. Call ९८७६५ ४३२१० or asha [at] gmail [dot] com at the gate';
    const masked = 'Flat 1203, blue gate. Call ••• or ••• at the gate';
    const location = (ics: string) => ics.replaceAll('\r\n ', '').match(/^LOCATION:(.*)$/m)?.[1];
    await setHours(poster, { listing_id: listing.id, hours: weekend(), slot_minutes: 30, per_slot: 2, note });
    const slots = await slotsOf(listing.id);
    /** What the seeker got: the answer, the calendar file, and every notice as sent. */
    const seen = async (who: Person) => {
      const { viewing } = (await book(who, listing.id, slots[1]!.starts_at)).json();
      const ics = (await call(who, 'GET', one(VIEWING_API.calendar, viewing.id))).body;
      const told = outboxTo(who, /is booked for/);
      expect(told.map((m) => m.channel).sort()).toEqual(['email', 'whatsapp']);
      const mail = mailed.find((m) => m.to === who.user.email)!;
      return { viewing, ics, told, mail, attached: mail.attachments!.map((a) => a.content).join('') };
    };

    const without = await seen(await person());
    expect(without.viewing.directions).toBe(masked);
    expect(location(without.ics)).toBe('Flat 1203\\, blue gate. Call ••• or ••• at the gate');
    expect(location(without.attached)).toBe(location(without.ics));
    expect(without.mail.text).toContain(masked);
    expect(JSON.stringify([without.ics, without.told, without.mail])).not.toMatch(/gmail|४३२१०/);

    const holder = await person({ subscriptionUpto: new Date(START.getTime() + 7 * 86_400_000) });
    const withPass = await seen(holder);
    expect(withPass.viewing.directions).toBe(note);
    expect(location(withPass.ics)).toContain('९८७६५ ४३२१० or asha [at] gmail [dot] com');
    expect(location(withPass.attached)).toBe(location(withPass.ics));
    expect(withPass.mail.text).toContain(note);

    const posterSees = (await mine(poster)).find((v: { id: number }) => v.id === without.viewing.id);
    expect(posterSees.directions).toBe(note);
    expect((await call(poster, 'GET', one(VIEWING_API.calendar, without.viewing.id))).body).toContain(
      'gmail',
    );
  });
});

describe('reminders', () => {
  const runReminders = () =>
    runJobOnce(
      findJob('viewing-reminders')!,
      { deps: t.deps, log: quiet },
      { trigger: 'manual', attempt: 1 },
    );
  const reminders = (who: Person) =>
    outboxTo(who, /A reminder: the visit/).filter((m) => m.channel === 'email');

  it('go to both sides at 18:00 the evening before and 2 hours before, once each however often the job runs', async () => {
    const { poster, listing, slots } = await openListing();
    const tenant = await person();
    // Saturday 28 November, 10:00 India time.
    await book(tenant, listing.id, slots[1]!.starts_at);
    t.clock.set(new Date('2026-11-27T12:20:00Z')); // Friday 17:50
    await runReminders();
    expect(reminders(tenant)).toHaveLength(0);
    t.clock.set(new Date('2026-11-27T12:35:00Z')); // Friday 18:05
    await runReminders();
    await runReminders();
    expect(reminders(tenant)).toHaveLength(1);
    expect(reminders(poster)).toHaveLength(1);
    expect(reminders(tenant)[0]!.text).toContain('How to find it: Flat 4B');
    t.clock.set(new Date('2026-11-28T02:35:00Z')); // Saturday 08:05
    await runReminders();
    await runReminders();
    expect(reminders(tenant)).toHaveLength(2);
    expect(reminders(poster)).toHaveLength(2);
  });

  it('ask the poster once, after the time, whether the seeker came, unless they said already', async () => {
    const { poster, listing, slots } = await openListing();
    const tenant = await person();
    const other = await person();
    // Saturday 28 November, 10:00 and 10:30 India time.
    await book(tenant, listing.id, slots[1]!.starts_at);
    const { viewing: second } = (await book(other, listing.id, slots[2]!.starts_at)).json();
    const asks = () => outboxTo(poster, /Did they come\?/).filter((m) => m.channel === 'email');
    t.clock.advance(10 * MINUTE);
    await runHeld(); // the second booking, held by the poster's pace
    t.clock.set(new Date('2026-11-28T05:05:00Z')); // 10:35: the first is over, the second not
    await runReminders();
    await runReminders();
    expect(asks()).toHaveLength(1);
    expect(asks()[0]!.subject).toMatch(/^Did .+ come to see /);
    expect(asks()[0]!.text).toContain('/visits');
    expect(asks()[0]!.attachments).toBeUndefined();
    expect(outboxTo(tenant, /Did they come\?/)).toHaveLength(0);
    // The poster says of the second before the job asks: no question.
    expect(
      (await call(poster, 'POST', one(VIEWING_API.outcome, second.id), { outcome: 'came' })).statusCode,
    ).toBe(200);
    t.clock.set(new Date('2026-11-28T05:35:00Z'));
    await runReminders();
    expect(asks()).toHaveLength(1);
  });

  it('skip the evening one when the visit was booked after it, and start again after a move', async () => {
    const { poster, listing, slots } = await openListing();
    const tenant = await person();
    t.clock.set(new Date('2026-11-27T14:00:00Z')); // Friday 19:30
    const { viewing } = (await book(tenant, listing.id, slots[1]!.starts_at)).json();
    await runReminders();
    expect(reminders(tenant)).toHaveLength(0);
    t.clock.set(new Date('2026-11-28T02:40:00Z'));
    await runReminders();
    expect(reminders(tenant)).toHaveLength(1);
    // Moved to the Sunday: its reminders go again.
    const sunday = slots.find((s) => s.starts_at === '2026-11-29T04:30:00.000Z')!;
    await call(poster, 'POST', one(VIEWING_API.move, viewing.id), { starts_at: sunday.starts_at });
    t.clock.advance(10 * MINUTE);
    await runHeld(); // the move, held by the seeker's pace after the reminder
    t.clock.set(new Date('2026-11-28T12:31:00Z'));
    await runReminders();
    expect(reminders(tenant)).toHaveLength(2);
  });
});

describe('both sides’ copies and the data export', () => {
  it('keeps the poster’s copy when the seeker deletes their account, and the seeker’s when the poster does', async () => {
    const { poster, listing, slots } = await openListing();
    const tenant = await person();
    const { viewing } = (await book(tenant, listing.id, slots[1]!.starts_at)).json();
    const exported = (await call(tenant, 'GET', ACCOUNT_API.exportData)).json();
    expect(exported.viewings).toEqual([
      expect.objectContaining({ id: viewing.id, role: 'seeker', starts_at: viewing.starts_at }),
    ]);

    expect(
      (await call(tenant, 'POST', ACCOUNT_API.deleteAccount, { confirmation: 'DELETE' })).statusCode,
    ).toBe(200);
    expect((await mine(poster)).find((v: { id: number }) => v.id === viewing.id)).toMatchObject({
      other: { name: 'Deleted account' },
    });

    const other = await openListing();
    const seeker = await person();
    const kept = (await book(seeker, other.listing.id, other.slots[1]!.starts_at)).json().viewing;
    await call(other.poster, 'POST', ACCOUNT_API.deleteAccount, { confirmation: 'DELETE' });
    expect((await mine(seeker)).find((v: { id: number }) => v.id === kept.id)).toMatchObject({
      listing: { id: null, title: other.listing.title },
      other: { name: 'Deleted account' },
    });
  });
});
