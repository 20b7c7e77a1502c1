// No notice a person needs is dropped (docs/decisions/0140-held-notices-become-a-digest.md):
// what a recipient's pace or budget holds goes later, alone as itself or merged into one
// digest, within the hour and an hour before its visit; /metrics counts it, and drops nothing.
// Through the real app, its database, its outbox and the held-notices job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createOutboxMailer, type Mailer } from '../../adapters/mail.ts';
import { findJob } from '../../jobs/definitions.ts';
import { runJobOnce } from '../../jobs/runner.ts';
import { admitMessage, deliverNotice, type NoticeDigest } from './index.ts';

let t: TestApp;
/** Mail to the outbox, unless the mail server is down. */
let mailDown = false;
const mailer: Mailer = {
  kind: 'outbox',
  send: async (message) => {
    if (mailDown) throw new Error('SMTP server unreachable');
    await createOutboxMailer(t.deps.outbox).send(message);
  },
};
beforeAll(async () => {
  t = await buildTestApp({ deps: { mailer } });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

let seq = 0;
/** A person with an email and a WhatsApp number no other test uses. */
const someone = () => {
  seq += 1;
  const mobile = `7${String(Date.now() % 1e5).padStart(5, '0')}${String(seq).padStart(4, '0')}`;
  return { email: `held-${mobile}@example.in`, mobile };
};
type Someone = ReturnType<typeof someone>;

const tell = (to: Someone, subject: string, digest?: NoticeDigest) =>
  deliverNotice({
    db: t.deps.database.db,
    config: t.deps.config,
    now: t.clock.now(),
    mailer: t.deps.mailer,
    whatsapp: t.deps.whatsapp,
    to,
    message: { subject, text: `${subject}. More on Thikana.` },
    digest,
  });
const visit = (kind: NoticeDigest['kind'], line: string, startsInMs = 3 * 24 * 60 * MINUTE) => ({
  kind,
  line,
  usefulUntil: new Date(t.clock.now().getTime() + startsInMs),
});
const runHeld = () =>
  runJobOnce(findJob('held-notices')!, { deps: t.deps, log: quiet }, { trigger: 'manual', attempt: 1 });
const toldTo = (who: Someone) => ({
  email: t.deps.outbox.messages.filter((m) => m.to === who.email),
  whatsapp: t.deps.outbox.messages.filter((m) => m.to === `91${who.mobile}`),
});
/** Uses up the recipient's whole hour with codes, as someone typing their number would. */
const spendTheHour = async (who: Someone) => {
  for (const to of [
    { channel: 'email' as const, address: who.email },
    { channel: 'whatsapp' as const, address: who.mobile },
  ])
    for (let i = 0; i < t.deps.config.RECIPIENT_MESSAGES_PER_HOUR; i += 1)
      await admitMessage({
        db: t.deps.database.db,
        config: t.deps.config,
        now: t.clock.now(),
        to,
        kind: 'code',
      });
};
const noticeCounts = async () => {
  const body = (await t.app.inject('/metrics')).body;
  const count = (outcome: string) =>
    Number(
      body.match(new RegExp(`^thikana_notices_total\\{outcome="${outcome}"\\} (\\d+)`, 'm'))?.[1] ?? 'NaN',
    );
  return { held: count('held'), merged: count('merged'), dropped: count('dropped') };
};

describe('notices the pace holds', () => {
  it('go later as one digest naming every one, within the hour though the budget is spent, and none is dropped', async () => {
    const who = someone();
    const before = await noticeCounts();
    await tell(
      who,
      'Ravi booked a visit',
      visit('visit-booked', 'Ravi Menon booked a visit to 2 BHK Flat in Andheri West.'),
    );
    await tell(
      who,
      'Meera booked a visit',
      visit('visit-booked', 'Meera Iyer booked a visit to 2 BHK Flat in Andheri West.'),
    );
    await tell(
      who,
      'Kabir booked a visit',
      visit('visit-booked', 'Kabir Shah booked a visit to 2 BHK Flat in Andheri West.'),
    );
    await tell(
      who,
      'Asha cancelled',
      visit('visit-cancelled', 'Asha Rao cancelled the visit to 2 BHK Flat in Andheri West.'),
    );
    await tell(who, 'New message', {
      kind: 'messages',
      count: 2,
      line: 'Anil wrote to you (2 unread messages).',
    });
    expect(toldTo(who).email).toHaveLength(1);
    expect(toldTo(who).whatsapp).toHaveLength(1);
    await spendTheHour(who);

    t.clock.advance(30 * MINUTE);
    await runHeld();
    expect(toldTo(who).email).toHaveLength(1);
    t.clock.advance(19 * MINUTE); // 49 minutes after they were held
    await runHeld();
    for (const told of [toldTo(who).email, toldTo(who).whatsapp]) {
      expect(told).toHaveLength(2);
      expect(told[1]!.text).toMatch(/^2 new visits booked, 1 cancelled, 2 new messages\.\n/);
      for (const name of ['Meera Iyer booked', 'Kabir Shah booked', 'Asha Rao cancelled', 'Anil wrote'])
        expect(told[1]!.text).toContain(name);
    }
    expect(toldTo(who).email[1]!.subject).toBe('2 new visits booked, 1 cancelled, 2 new messages');
    await runHeld();
    expect(toldTo(who).email).toHaveLength(2);

    const after = await noticeCounts();
    expect(after.held - before.held).toBe(8);
    expect(after.merged - before.merged).toBe(8);
    expect(after.dropped).toBe(0);
  });

  it('send a lone held notice as itself once the pace allows', async () => {
    const who = someone();
    await tell(who, 'Ravi booked a visit', visit('visit-booked', 'Ravi Menon booked a visit.'));
    await tell(who, 'Ravi moved the visit', visit('visit-moved', 'Ravi Menon moved the visit.'));
    t.clock.advance(5 * MINUTE);
    await runHeld();
    expect(toldTo(who).email).toHaveLength(1);
    t.clock.advance(5 * MINUTE);
    await runHeld();
    expect(toldTo(who).email.map((m) => m.subject)).toEqual(['Ravi booked a visit', 'Ravi moved the visit']);
    expect(toldTo(who).whatsapp.map((m) => m.text)[1]).toBe('Ravi moved the visit. More on Thikana.');
  });

  it('wait for a later run when the mail server is down, and go then', async () => {
    const who = someone();
    await tell(who, 'Ravi booked a visit', visit('visit-booked', 'Ravi Menon booked a visit.'));
    await tell(who, 'Meera booked a visit', visit('visit-booked', 'Meera Iyer booked a visit.'));
    await tell(who, 'Kabir booked a visit', visit('visit-booked', 'Kabir Shah booked a visit.'));
    mailDown = true;
    t.clock.advance(10 * MINUTE);
    await runHeld();
    mailDown = false;
    expect(toldTo(who).email).toHaveLength(1);
    expect(toldTo(who).whatsapp).toHaveLength(2);
    t.clock.advance(MINUTE);
    await runHeld();
    const emails = toldTo(who).email;
    expect(emails).toHaveLength(2);
    expect(emails[1]!.text).toMatch(
      /^2 new visits booked\.\n• Meera Iyer booked a visit\.\n• Kabir Shah booked a visit\./,
    );
  });

  it('keep an account notice the budget refused and send it later, never dropping it', async () => {
    const who = someone();
    await spendTheHour(who);
    expect((await tell(who, 'Your Thikana password was changed')).held).toBe(2);
    t.clock.advance(61 * MINUTE);
    await runHeld();
    expect(toldTo(who).email.map((m) => m.subject)).toEqual(['Your Thikana password was changed']);
    expect(toldTo(who).whatsapp).toHaveLength(1);
  });
});

describe('a notice about a visit', () => {
  it('goes at once, whatever the pace and the budget, when its visit is within the hour', async () => {
    const who = someone();
    await tell(who, 'Ravi booked a visit', visit('visit-booked', 'Ravi Menon booked a visit.'));
    await spendTheHour(who);
    const outcome = await tell(
      who,
      'Reminder: visit at 11:30',
      visit('visit-reminder', 'Reminder.', 45 * MINUTE),
    );
    expect(outcome).toMatchObject({ sent: 2, held: 0 });
    expect(toldTo(who).email.map((m) => m.subject)).toEqual([
      'Ravi booked a visit',
      'Reminder: visit at 11:30',
    ]);
  });

  it('held by the pace and the budget, goes an hour before its visit at the latest', async () => {
    const who = someone();
    await tell(who, 'Ravi booked a visit', visit('visit-booked', 'Ravi Menon booked a visit.'));
    await spendTheHour(who);
    const startsAt = t.clock.now().getTime() + 90 * MINUTE;
    await tell(who, 'Reminder: visit at 13:00', visit('visit-reminder', 'Reminder.', 90 * MINUTE));
    t.clock.advance(20 * MINUTE);
    await runHeld();
    expect(toldTo(who).email).toHaveLength(1);
    t.clock.advance(9 * MINUTE);
    await runHeld();
    const reminder = toldTo(who).email[1]!;
    expect(reminder.subject).toBe('Reminder: visit at 13:00');
    expect(startsAt - t.clock.now().getTime()).toBeGreaterThanOrEqual(60 * MINUTE);
  });
});
