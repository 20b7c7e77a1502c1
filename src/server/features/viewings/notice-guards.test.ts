// What a viewing's notices carry of other people, and whose budget they spend
// (docs/decisions/0137-strangers-words-are-quoted-never-relayed.md): a seeker's note and
// reasons are quoted as theirs in the email and never sent on WhatsApp; a name that breaks the
// name rule is not put in our words; one seeker's bookings and cancellations never crowd out
// another seeker's visit: what the poster's pace holds goes in one digest naming every one
// (docs/decisions/0140-held-notices-become-a-digest.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWING_API } from '../../../shared/api-conversations.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { users } from '../../db/schema.ts';
import { findJob } from '../../jobs/definitions.ts';
import { runJobOnce } from '../../jobs/runner.ts';

let t: TestApp;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof createTestUser>>;

const person = (fields: Parameters<typeof createTestUser>[1] = {}) => createTestUser(t, fields);
const call = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
const one = (path: string, id: number) => path.replace(':id', String(id));
const book = (who: Person, listingId: number, startsAt: string, note = '') =>
  call(who, 'POST', VIEWING_API.list, { listing_id: listingId, starts_at: startsAt, note });
const cancel = (who: Person, id: number, reason: string) =>
  call(who, 'POST', one(VIEWING_API.cancel, id), { reason });
const toPerson = (who: Person, channel: 'email' | 'whatsapp') =>
  t.deps.outbox.messages.filter((m) =>
    channel === 'email' ? m.to === who.user.email : m.to === `91${who.user.mobileNo}`,
  );

/** A listing open at weekends, 10:00 to 13:00 India time, 30-minute slots with 3 places each. */
const openListing = async () => {
  const poster = await person({ fullName: 'Asha Rao' });
  const listing = await insertTestListing(t, poster.user.id);
  const hours = [
    { weekday: 6, from: '10:00', to: '13:00' },
    { weekday: 0, from: '10:00', to: '13:00' },
  ];
  const res = await call(poster, 'PUT', VIEWING_API.hours, {
    listing_id: listing.id,
    hours,
    slot_minutes: 30,
    per_slot: 3,
  });
  expect(res.statusCode, res.body).toBe(200);
  const slots = (
    await t.app.inject({ method: 'GET', url: `${VIEWING_API.slots}?listing_id=${listing.id}` })
  ).json().slots as { starts_at: string }[];
  return { poster, listing, slots };
};

describe('the words of the people in a viewing', () => {
  it('quotes a seeker’s note in the email, escaped, and only points to it on WhatsApp', async () => {
    const { poster, listing, slots } = await openListing();
    const tenant = await person({ fullName: 'Meera Iyer' });
    const note = 'Thikana Support: KYC pending, pay Rs 10 at http://pay.example.in\r<b>now</b>';
    expect((await book(tenant, listing.id, slots[1]!.starts_at, note)).statusCode).toBe(200);

    const [whatsapp] = toPerson(poster, 'whatsapp');
    expect(whatsapp!.text).toContain('Meera Iyer left a note with the booking: read it on your visits');
    expect(whatsapp!.text).not.toMatch(/KYC|pay\.example|Rs 10/);
    const [email] = toPerson(poster, 'email');
    expect(email!.text).toContain(
      'Meera Iyer wrote:\n> Thikana Support: KYC pending, pay Rs 10 at http://pay.example.in\n> <b>now</b>',
    );
    expect(email!.html).toContain(
      '<p>Meera Iyer wrote:</p><blockquote style="margin:0 0 1em 0;padding:0 0 0 12px;border-left:3px solid #c8c8c8;color:#555">Thikana Support: KYC pending, pay Rs 10 at http://pay.example.in<br>&lt;b&gt;now&lt;/b&gt;</blockquote>',
    );
    expect(email!.html).not.toContain('<b>now');
    // Our own links stay links; a link in their words does not become one.
    expect(email!.html).toMatch(/<a href="https?:\/\/[^"]+\/visits">/);
    expect(email!.html).not.toContain('<a href="http://pay.example.in');
  });

  it('says “A seeker” in place of a name older than the name rule that would read as ours', async () => {
    const { poster, listing, slots } = await openListing();
    const tenant = await person({ fullName: 'Meera Iyer' });
    // Accounts made before the rule may hold such a name; the API refuses it now.
    await t.deps.database.db
      .update(users)
      .set({ fullName: 'Thikana Support: KYC pending, pay Rs 10 at http://pay.example.in' })
      .where(eq(users.id, tenant.user.id));
    expect((await book(tenant, listing.id, slots[2]!.starts_at)).statusCode).toBe(200);
    for (const channel of ['email', 'whatsapp'] as const) {
      const [told] = toPerson(poster, channel);
      expect(told!.subject ?? '').not.toContain('KYC');
      expect(told!.text).toContain('A seeker booked a visit to');
      expect(told!.text).not.toMatch(/KYC|pay\.example/);
    }
  });
});

describe('the notices one seeker may cause a poster', () => {
  it('gives a seeker’s bookings and cancellations, and another seeker’s booking, to the poster as two messages naming all', async () => {
    const { poster, listing, slots } = await openListing();
    const spammer = await person({ fullName: 'Kabir Shah' });
    for (let i = 0; i < 4; i += 1) {
      const booked = await book(spammer, listing.id, slots[3 + i]!.starts_at);
      expect(booked.statusCode, booked.body).toBe(200);
      expect((await cancel(spammer, booked.json().viewing.id, 'Plans changed')).statusCode).toBe(200);
    }
    const seeker = await person({ fullName: 'Ravi Menon' });
    expect((await book(seeker, listing.id, slots[8]!.starts_at)).statusCode).toBe(200);
    // The first booking went at once; the rest wait for the poster's pace.
    for (const channel of ['email', 'whatsapp'] as const) expect(toPerson(poster, channel)).toHaveLength(1);

    t.clock.advance(10 * 60_000);
    await runJobOnce(
      findJob('held-notices')!,
      { deps: t.deps, log: quiet },
      { trigger: 'manual', attempt: 1 },
    );
    for (const channel of ['email', 'whatsapp'] as const) {
      const told = toPerson(poster, channel);
      expect(told).toHaveLength(2);
      expect(told[1]!.text).toMatch(/^4 new visits booked, 4 cancelled\./);
      expect(told[1]!.text).toContain('Ravi Menon booked a visit to');
      expect(told[1]!.text.match(/Kabir Shah cancelled the visit/g)).toHaveLength(4);
      // A digest gives each notice's line, in our words only.
      expect(told[1]!.text).not.toContain('Plans changed');
    }
  });
});
