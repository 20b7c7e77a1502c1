// Conversations on a real migrated database through the real app: one per person per listing,
// the poster's contact details kept for pass holders, nobody else reads them, fair use,
// blocking and reports, notices of unread messages, and both sides' copies kept.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '../../../shared/api.ts';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import { CONVERSATION_API } from '../../../shared/api-conversations.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { itRacesOnPostgres } from '../../../test/races.ts';
import { users } from '../../db/schema.ts';
import { findJob } from '../../jobs/definitions.ts';
import { runJobOnce } from '../../jobs/runner.ts';

let t: TestApp;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof createTestUser>>;

const person = (fields: Parameters<typeof createTestUser>[1] = {}) => createTestUser(t, fields);
const passHolder = () => person({ subscriptionUpto: new Date(t.clock.now().getTime() + 7 * DAY) });
const call = (who: Person | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const one = (path: string, id: number) => path.replace(':id', String(id));
const start = (who: Person, listingId: number, text: string) =>
  call(who, 'POST', CONVERSATION_API.list, { listing_id: listingId, text });
const send = (who: Person, id: number, text: string) =>
  call(who, 'POST', one(CONVERSATION_API.messages, id), { text });
const read = (who: Person, id: number) => call(who, 'GET', one(CONVERSATION_API.messages, id));
const inbox = async (who: Person) => (await call(who, 'GET', CONVERSATION_API.list)).json();

const aListing = async () => {
  const poster = await person();
  const listing = await insertTestListing(t, poster.user.id);
  return { poster, listing };
};

describe('a conversation about a listing', () => {
  it('starts from the listing, reaches the poster’s inbox unread, and stays one per person per listing', async () => {
    const { poster, listing } = await aListing();
    const tenant = await person({ fullName: 'Meera Iyer' });
    const first = await start(tenant, listing.id, 'Is it still available?');
    expect(first.statusCode, first.body).toBe(200);
    const { conversation, message } = first.json();
    expect(conversation).toMatchObject({
      role: 'seeker',
      listing: {
        id: listing.id,
        title: listing.title,
        title_words: {
          configuration: '_2BHK',
          property_type: 'APARTMENT',
          city: 'Mumbai',
          locality: 'Andheri West',
        },
        listed_by: 'Owner',
      },
      other: { name: poster.user.fullName },
      unread: 0,
    });
    expect(message).toMatchObject({ from_me: true, text: 'Is it still available?', hidden: [] });

    const theirs = await inbox(poster);
    expect(theirs.unread).toBe(1);
    expect(theirs.data[0]).toMatchObject({
      id: conversation.id,
      role: 'poster',
      other: { name: 'Meera Iyer' },
      last_message: { text: 'Is it still available?', from_me: false },
      unread: 1,
    });

    t.clock.advance(MINUTE);
    const again = await start(tenant, listing.id, 'Can I see it this weekend?');
    expect(again.json().conversation.id).toBe(conversation.id);
    expect((await inbox(poster)).data.filter((c: { id: number }) => c.id === conversation.id)).toHaveLength(
      1,
    );

    const read1 = await call(poster, 'POST', one(CONVERSATION_API.read, conversation.id));
    expect(read1.json()).toEqual({ unread: 0 });
    const page = (await read(poster, conversation.id)).json();
    expect(page.messages.map((m: { text: string }) => m.text)).toEqual([
      'Is it still available?',
      'Can I see it this weekend?',
    ]);
    expect(page.next_before).toBeNull();
  });

  it('pages older messages, newest last', async () => {
    const { poster, listing } = await aListing();
    const tenant = await person();
    const { conversation } = (await start(tenant, listing.id, 'message 1')).json();
    for (let i = 2; i <= 5; i += 1) await send(i % 2 ? tenant : poster, conversation.id, `message ${i}`);
    const url = `${one(CONVERSATION_API.messages, conversation.id)}?limit=2`;
    const newest = (await call(tenant, 'GET', url)).json();
    expect(newest.messages.map((m: { text: string }) => m.text)).toEqual(['message 4', 'message 5']);
    const older = (await call(tenant, 'GET', `${url}&before=${newest.next_before}`)).json();
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['message 2', 'message 3']);
  });

  it('hides the poster’s number, email and UPI ID from a seeker without a pass, and shows a pass holder', async () => {
    const { poster, listing } = await aListing();
    const tenant = await person();
    const holder = await passHolder();
    const mine = 'Call me on 9123456780 or write to meera@example.in';
    const withTenant = (await start(tenant, listing.id, mine)).json().conversation.id;
    const withHolder = (await start(holder, listing.id, 'Hello')).json().conversation.id;
    const answer = 'Sure, call 98200 12345 or pay the token to owner@okaxis';
    await send(poster, withTenant, answer);
    await send(poster, withHolder, answer);

    const tenantSees = (await read(tenant, withTenant)).json().messages.at(-1);
    expect(tenantSees.hidden.sort()).toEqual(['phone', 'upi']);
    expect(tenantSees.text).toBe('Sure, call ••• or pay the token to •••');
    expect((await inbox(tenant)).data[0].last_message.text).not.toContain('98200');
    expect((await read(holder, withHolder)).json().messages.at(-1)).toMatchObject({
      text: answer,
      hidden: [],
    });
    // The poster reads their own words, and the seeker's details as the seeker typed them.
    const posterSees = (await read(poster, withTenant)).json().messages;
    expect(posterSees.map((m: { text: string }) => m.text)).toEqual([mine, answer]);
  });

  it('is read and written only by its two sides: everyone else, admins too, gets 404', async () => {
    const { listing } = await aListing();
    const tenant = await person();
    const { conversation } = (await start(tenant, listing.id, 'Hello')).json();
    for (const stranger of [await person(), await passHolder(), await person({ isAdmin: true })]) {
      expect((await read(stranger, conversation.id)).statusCode).toBe(404);
      expect((await send(stranger, conversation.id, 'hi')).statusCode).toBe(404);
      expect((await call(stranger, 'POST', one(CONVERSATION_API.read, conversation.id))).statusCode).toBe(
        404,
      );
    }
    expect((await call(null, 'GET', CONVERSATION_API.list)).statusCode).toBe(401);
  });

  it('refuses a message to one’s own listing, an empty one, and a listing that is not live', async () => {
    const { poster, listing } = await aListing();
    const own = await start(poster, listing.id, 'Hello');
    expect(own.statusCode).toBe(400);
    expect(own.json().errors).toEqual([{ field: 'listing_id', message: 'This is your own listing' }]);
    const empty = await start(await person(), listing.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('text');
    expect((await start(await person(), 2_000_000, 'Hello')).statusCode).toBe(404);
  });
});

describe('fair use', () => {
  it('lets a person without a pass start 5 new conversations a day, and always answer', async () => {
    const tenant = await person();
    const listings = await Promise.all(Array.from({ length: 6 }, aListing));
    for (const [i, { listing }] of listings.slice(0, 5).entries()) {
      expect((await start(tenant, listing.id, `About your home, number ${i}`)).statusCode).toBe(200);
    }
    const sixth = await start(tenant, listings[5]!.listing.id, 'About your home, number 5');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/5 new conversations today/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Going on with one already started is free.
    expect((await start(tenant, listings[0]!.listing.id, 'One more question')).statusCode).toBe(200);
    // A pass holder is held to the contact fair-use limit instead.
    const holder = await passHolder();
    for (const { listing } of listings) expect((await start(holder, listing.id, 'Hi')).statusCode).toBe(200);
  });

  itRacesOnPostgres('starts exactly 5 when 20 start at once', async () => {
    const tenant = await person();
    const listings = await Promise.all(Array.from({ length: 20 }, aListing));
    const answers = await Promise.all(listings.map(({ listing }) => start(tenant, listing.id, 'Hi there')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
    expect((await inbox(tenant)).data).toHaveLength(5);
  });

  it('slows and flags the same text sent to more than 10 listings within an hour', async () => {
    const broker = await passHolder();
    const listings = await Promise.all(Array.from({ length: 12 }, aListing));
    const text = 'I have a client for your flat, call 9988776655';
    for (const { listing } of listings.slice(0, 10)) {
      expect((await start(broker, listing.id, text)).statusCode).toBe(200);
    }
    expect((await start(broker, listings[10]!.listing.id, text)).statusCode).toBe(200);
    const twelfth = await start(broker, listings[11]!.listing.id, text);
    expect(twelfth.statusCode).toBe(429);
    expect(twelfth.json().errors[0].field).toBe('text');
    t.clock.advance(11 * MINUTE);
    expect((await start(broker, listings[11]!.listing.id, text)).statusCode).toBe(200);
  });
});

describe('the pace of one sender in one conversation', () => {
  it('refuses the 21st message in a minute with 429 and Retry-After, and takes it once the minute has passed', async () => {
    const { poster, listing } = await aListing();
    const { listing: other } = await aListing();
    const tenant = await person();
    const first = await start(tenant, listing.id, 'Message 1');
    const id = first.json().conversation.id;
    for (let i = 2; i <= 20; i += 1) expect((await send(tenant, id, `Message ${i}`)).statusCode).toBe(200);
    const refused = await send(tenant, id, 'Message 21');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/faster than anyone can read them/);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Starting the same conversation again is the same conversation: refused too.
    expect((await start(tenant, listing.id, 'Message 21')).statusCode).toBe(429);
    // The same sender in another conversation, and the other side in this one, keep their own pace.
    expect((await start(tenant, other.id, 'About your home')).statusCode).toBe(200);
    expect((await send(poster, id, 'Slow down, please')).statusCode).toBe(200);
    const messages = (await read(tenant, id)).json().messages;
    expect(messages.filter((m: { from_me: boolean }) => m.from_me)).toHaveLength(20);

    t.clock.advance(wait * 1000);
    expect((await send(tenant, id, 'Message 21')).statusCode).toBe(200);
  });

  it('counts bytes too: long messages are refused past 20,000 bytes a minute', async () => {
    const { listing } = await aListing();
    const tenant = await person();
    const long = (i: number) => `${i} ${'a'.repeat(1_990)}`.slice(0, 1_995);
    const id = (await start(tenant, listing.id, long(1))).json().conversation.id;
    for (let i = 2; i <= 10; i += 1) expect((await send(tenant, id, long(i))).statusCode).toBe(200);
    const refused = await send(tenant, id, long(11));
    expect(refused.statusCode).toBe(429);
    // Eleven messages are well under the 20 a minute: the bytes refused it.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(MINUTE);
    expect((await send(tenant, id, long(11))).statusCode).toBe(200);
  });

  it('takes 300 messages in one conversation in India’s day, and the rest after midnight', async () => {
    // 10:00 India time on the next day, so the day does not end during the test.
    const next = new Date(t.clock.now().getTime() + DAY);
    t.clock.set(new Date(`${next.toISOString().slice(0, 10)}T04:30:00Z`));
    const { listing } = await aListing();
    const tenant = await person();
    const id = (await start(tenant, listing.id, 'Message 1')).json().conversation.id;
    for (let i = 2; i <= 300; i += 1) {
      if (i % 20 === 1) t.clock.advance(MINUTE);
      expect((await send(tenant, id, `Message ${i}`)).statusCode).toBe(200);
    }
    t.clock.advance(MINUTE);
    const refused = await send(tenant, id, 'Message 301');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/after midnight/);
    // 10:15 India time: the day ends in 13 h 45 min.
    expect(Number(refused.headers['retry-after'])).toBe((13 * 60 + 45) * 60);
    t.clock.advance(14 * 60 * MINUTE);
    expect((await send(tenant, id, 'Message 301')).statusCode).toBe(200);
  });

  it('lets through 10 of a flood of 300 messages of 1.9 KB, and refuses the other 290', async () => {
    const { poster, listing } = await aListing();
    const tenant = await person();
    const id = (await start(tenant, listing.id, 'Hello')).json().conversation.id;
    t.clock.advance(MINUTE);
    const text = 'x'.repeat(1_900);
    const answers = await Promise.all(Array.from({ length: 300 }, () => send(tenant, id, text)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(290);
    expect((await read(poster, id)).json().messages).toHaveLength(11);
  });
});

describe('blocking and reports', () => {
  it('stops messages both ways while blocked, and lets them flow again after unblocking', async () => {
    const { poster, listing } = await aListing();
    const tenant = await person();
    const { conversation } = (await start(tenant, listing.id, 'Hello')).json();
    const blocked = await call(poster, 'POST', one(CONVERSATION_API.block, conversation.id));
    expect(blocked.json().conversation).toMatchObject({ blocked_by_me: true, blocked_me: false });
    expect((await send(tenant, conversation.id, 'Are you there?')).statusCode).toBe(403);
    expect((await send(poster, conversation.id, 'No')).statusCode).toBe(403);
    expect((await inbox(tenant)).data[0]).toMatchObject({ blocked_me: true });
    await call(poster, 'POST', one(CONVERSATION_API.unblock, conversation.id));
    expect((await send(tenant, conversation.id, 'Are you there?')).statusCode).toBe(200);
  });

  it('records a report once, with its reason', async () => {
    const { poster, listing } = await aListing();
    const tenant = await person();
    const { conversation } = (await start(tenant, listing.id, 'Hello')).json();
    const res = await call(poster, 'POST', one(CONVERSATION_API.report, conversation.id), {
      reason: 'Asks for money before any visit',
    });
    expect(res.json().conversation.reported).toBe(true);
    const short = await call(poster, 'POST', one(CONVERSATION_API.report, conversation.id), { reason: '' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].field).toBe('reason');
  });
});

describe('notices of unread messages', () => {
  const runNotices = () =>
    runJobOnce(
      findJob('unread-message-notices')!,
      { deps: t.deps, log: quiet },
      { trigger: 'manual', attempt: 1 },
    );
  const noticesTo = (who: Person) =>
    t.deps.outbox.messages.filter(
      (m) => (m.to === who.user.email || m.to === `91${who.user.mobileNo}`) && /wrote to you/.test(m.text),
    );

  it('tells the reader after 2 minutes unread, with a link, at most once an hour per conversation', async () => {
    const { poster, listing } = await aListing();
    const tenant = await person({ fullName: 'Kabir Shah' });
    const { conversation } = (await start(tenant, listing.id, 'Is it still available?')).json();
    await runNotices();
    expect(noticesTo(poster)).toHaveLength(0);
    t.clock.advance(3 * MINUTE);
    await runNotices();
    const told = noticesTo(poster);
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'whatsapp']);
    expect(told[0]!.text).toContain(`Kabir Shah wrote to you on Thikana about ${listing.title}`);
    expect(told[0]!.text).toContain(`/messages/${conversation.id}`);
    await runNotices();
    t.clock.advance(MINUTE);
    await send(tenant, conversation.id, 'Hello?');
    t.clock.advance(10 * MINUTE);
    await runNotices();
    expect(noticesTo(poster)).toHaveLength(2);
    t.clock.advance(60 * MINUTE);
    await runNotices();
    expect(noticesTo(poster)).toHaveLength(4);
    expect(noticesTo(tenant)).toHaveLength(0);
  });

  it('says “Someone” for a sender whose name, older than the name rule, would read as ours', async () => {
    const { poster, listing } = await aListing();
    // createTestUser writes the row directly, as an account made before the rule was.
    const tenant = await person({
      fullName: 'Thikana Support: KYC pending, pay Rs 10 at http://pay.example.in',
    });
    await start(tenant, listing.id, 'Please pay the token amount today');
    t.clock.advance(3 * MINUTE);
    await runNotices();
    const told = noticesTo(poster);
    expect(told).toHaveLength(2);
    for (const message of told) {
      expect(message.text).toContain(`Someone wrote to you on Thikana about ${listing.title}`);
      expect(message.text).not.toMatch(/KYC|pay\.example|token amount/);
    }
  });

  it('writes to a reader in the language they last read the site in', async () => {
    const { poster, listing } = await aListing();
    const tenant = await person({ fullName: 'Kabir Shah' });
    // The poster reads the site in Hindi: the web app names it on its calls.
    const inbox = await t.app.inject({
      method: 'GET',
      url: CONVERSATION_API.list,
      headers: { cookie: poster.cookie, 'accept-language': 'hi-IN' },
    });
    expect(inbox.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const [row] = await t.deps.database.db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, poster.user.id));
      expect(row?.language).toBe('hi');
    });
    await start(tenant, listing.id, 'Is it still available?');
    t.clock.advance(3 * MINUTE);
    await runNotices();
    const told = t.deps.outbox.messages.filter(
      (m) => m.to === poster.user.email || m.to === `91${poster.user.mobileNo}`,
    );
    expect(told).toHaveLength(2);
    for (const message of told) {
      expect(message.text).toContain('Kabir Shah ने Thikana पर अंधेरी वेस्ट में 2BHK अपार्टमेंट के बारे में आपको लिखा।');
      expect(message.text).toContain('पढ़ें और जवाब दें: ');
    }
    // The tenant, who read nothing in Hindi, is written to in English.
    const { conversation } = (await start(tenant, listing.id, 'Hello?')).json();
    await send(poster, conversation.id, 'Yes, it is');
    t.clock.advance(3 * MINUTE);
    await runNotices();
    expect(noticesTo(tenant)[0]!.text).toContain(`wrote to you on Thikana about ${listing.title}`);
  });

  it('counts every unread message, those still within the 2 minutes too', async () => {
    const { poster, listing } = await aListing();
    const tenant = await person({ fullName: 'Kabir Shah' });
    const { conversation } = (await start(tenant, listing.id, 'Is it still available?')).json();
    t.clock.advance(3 * MINUTE);
    for (const text of ['Hello?', 'Are you there?']) await send(tenant, conversation.id, text);
    await runNotices();
    const told = noticesTo(poster);
    expect(told).toHaveLength(2);
    for (const message of told) expect(message.text).toContain('(3 unread messages)');
  });

  it('tells of a conversation the pace held later, with the count then, once', async () => {
    const { poster, listing } = await aListing();
    const tenants = [await person({ fullName: 'Kabir Shah' }), await person({ fullName: 'Meera Iyer' })];
    const ids: number[] = [];
    for (const tenant of tenants)
      ids.push((await start(tenant, listing.id, 'Is it still available?')).json().conversation.id);
    for (const [i, tenant] of tenants.entries()) await send(tenant, ids[i]!, 'Hello?');
    t.clock.advance(3 * MINUTE);
    await runNotices();
    // One conversation is told; the other waits for the poster's pace.
    const first = noticesTo(poster).filter((m) => m.channel === 'email');
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain('(2 unread messages)');
    for (const [i, tenant] of tenants.entries()) await send(tenant, ids[i]!, 'Are you there?');
    t.clock.advance(3 * MINUTE);
    await runNotices();
    expect(noticesTo(poster)).toHaveLength(2);
    t.clock.advance(7 * MINUTE);
    await runJobOnce(
      findJob('held-notices')!,
      { deps: t.deps, log: quiet },
      { trigger: 'manual', attempt: 1 },
    );
    await runNotices();
    const emails = noticesTo(poster).filter((m) => m.channel === 'email');
    expect(emails).toHaveLength(2);
    expect(emails[1]!.text).toContain('(3 unread messages)');
    const names = emails.map((m) => (/^(Kabir Shah|Meera Iyer) wrote/.exec(m.text) ?? [])[1]).sort();
    expect(names).toEqual(['Kabir Shah', 'Meera Iyer']);
    expect(noticesTo(poster).filter((m) => m.channel === 'whatsapp')).toHaveLength(2);
  });

  it('tells nobody of a message read in time, or in a blocked conversation', async () => {
    const { poster, listing } = await aListing();
    const tenant = await person();
    const { conversation } = (await start(tenant, listing.id, 'Hello')).json();
    await call(poster, 'POST', one(CONVERSATION_API.read, conversation.id));
    const other = await aListing();
    const blockedOne = (await start(tenant, other.listing.id, 'Hello')).json().conversation;
    await call(other.poster, 'POST', one(CONVERSATION_API.block, blockedOne.id));
    t.clock.advance(5 * MINUTE);
    await runNotices();
    expect(noticesTo(poster)).toHaveLength(0);
    expect(noticesTo(other.poster)).toHaveLength(0);
  });
});

describe('a deleted account', () => {
  it('leaves the other side’s copy, with the name replaced', async () => {
    const { poster, listing } = await aListing();
    const tenant = await person();
    const { conversation } = (await start(tenant, listing.id, 'Is it still available?')).json();
    await send(poster, conversation.id, 'Yes it is');
    const gone = await call(tenant, 'POST', ACCOUNT_API.deleteAccount, { confirmation: 'DELETE' });
    expect(gone.statusCode, gone.body).toBe(200);
    const kept = (await inbox(poster)).data.find((c: { id: number }) => c.id === conversation.id);
    expect(kept).toMatchObject({ other: { name: 'Deleted account' } });
    const page = (await read(poster, conversation.id)).json();
    expect(page.messages.map((m: { text: string }) => m.text)).toEqual([
      'Is it still available?',
      'Yes it is',
    ]);
    expect((await send(poster, conversation.id, 'Hello?')).statusCode).toBe(403);
  });

  it('keeps the seeker’s copy when the poster deletes theirs and the listing with it', async () => {
    const { poster, listing } = await aListing();
    const tenant = await person();
    const { conversation } = (await start(tenant, listing.id, 'Is it still available?')).json();
    await call(poster, 'POST', ACCOUNT_API.deleteAccount, { confirmation: 'DELETE' });
    const kept = (await inbox(tenant)).data.find((c: { id: number }) => c.id === conversation.id);
    expect(kept).toMatchObject({
      listing: { id: null, title: listing.title, title_words: null },
      other: { name: 'Deleted account' },
    });
  });
});

describe('the data export', () => {
  it('holds the person’s conversations with every message, as they read them', async () => {
    const { poster, listing } = await aListing();
    const tenant = await person();
    const { conversation } = (await start(tenant, listing.id, 'Is it still available?')).json();
    await send(poster, conversation.id, 'Yes, call 9876543210');
    const exported = (await call(tenant, 'GET', ACCOUNT_API.exportData)).json();
    expect(exported.conversations).toEqual([
      {
        id: conversation.id,
        role: 'seeker',
        listing_id: listing.id,
        listing_title: listing.title,
        other_name: poster.user.fullName,
        messages: [
          { from_me: true, text: 'Is it still available?', created_at: expect.any(String) },
          { from_me: false, text: 'Yes, call •••', created_at: expect.any(String) },
        ],
      },
    ]);
  });
});

describe('what admins see', () => {
  const queue = async (admin: Person) => (await call(admin, 'GET', CONVERSATION_API.admin)).json();

  it('shows a conversation only once it is reported, with its messages, until the reports are closed', async () => {
    const admin = await person({ isAdmin: true });
    const { poster, listing } = await aListing();
    const tenant = await person();
    const { conversation } = (await start(tenant, listing.id, 'Send ₹5,000 to hold the flat first')).json();
    expect((await queue(admin)).reported.map((c: { id: number }) => c.id)).not.toContain(conversation.id);
    await call(tenant, 'POST', one(CONVERSATION_API.report, conversation.id), {
      reason: 'Wants money before a visit',
    });
    const item = (await queue(admin)).reported.find((c: { id: number }) => c.id === conversation.id);
    expect(item).toMatchObject({
      listing: { id: listing.id, title: listing.title },
      poster: { id: poster.user.id },
      reports: [{ reason: 'Wants money before a visit' }],
      messages: [{ from: 'seeker', text: 'Send ₹5,000 to hold the flat first', flagged: false }],
    });
    expect((await call(admin, 'POST', one(CONVERSATION_API.adminResolve, conversation.id))).statusCode).toBe(
      200,
    );
    expect((await queue(admin)).reported.map((c: { id: number }) => c.id)).not.toContain(conversation.id);
    expect((await call(tenant, 'GET', CONVERSATION_API.admin)).statusCode).toBe(403);
  });

  it('lists people who sent one text to many homes, and flags such a poster as a broker risk', async () => {
    const admin = await person({ isAdmin: true });
    const sender = await passHolder();
    const ownListing = await insertTestListing(t, sender.user.id);
    const listings = await Promise.all(Array.from({ length: 11 }, aListing));
    for (const { listing } of listings) await start(sender, listing.id, 'Want to sell your flat? Call me');
    const { repeated_senders } = await queue(admin);
    expect(repeated_senders.find((s: { user_id: number }) => s.user_id === sender.user.id)).toMatchObject({
      flagged_messages: 1,
      sample: 'Want to sell your flat? Call me',
    });
    await call(await person(), 'POST', API.listing.reportListing, {
      id: ownListing.id,
      reason: 'FAKE_PHOTOS',
    });
    const moderation = (await call(admin, 'GET', ADMIN_API.moderation)).json();
    const item = moderation.items.find((i: { listing: { id: number } }) => i.listing.id === ownListing.id);
    expect(item?.poster.broker_risk).toContain('repeated_messages');
  });
});
