// The deal through the real app on a real migrated database: the poster offers, the seeker
// counters, the poster accepts; each step is a card in their conversation; the home says "offer
// accepted" to others; nobody but the two sides reads or changes a deal.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONVERSATION_API, VIEWING_API } from '../../../shared/api-conversations.ts';
import { DEAL_API } from '../../../shared/api-deals.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { dealKit } from './deal-test-kit.ts';

let t: TestApp;
/** A Sunday, 12:00 India time. */
const START = new Date('2026-11-22T06:30:00Z');

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());
beforeEach(() => t.clock.set(START));

const { person, call, one, TERMS, talking, offer, answer } = dealKit(() => t);

describe('the offer, the counter and the acceptance', () => {
  it('the poster offers, the seeker counters the deposit, the poster accepts: the accepted terms are the deal’s', async () => {
    const { owner, seeker, conversationId } = await talking();
    const offered = await offer(owner, conversationId);
    expect(offered).toMatchObject({
      role: 'owner',
      state: 'offered',
      waiting_for: 'tenant',
      terms: { rent: 30_000, deposit: 150_000, term_months: 11, notice_months: 1, rent_due_day: 5 },
      accepted_terms: null,
      can: { accept: false, counter: false, withdraw: true },
    });

    const seen = (await call(seeker, 'GET', one(DEAL_API.read, offered.id))).json().deal;
    expect(seen).toMatchObject({
      role: 'tenant',
      other: { name: 'Asha Rao' },
      can: { accept: true, counter: true },
    });

    const countered = await answer(seeker, offered.id, 'counter', { ...TERMS, deposit: 90_000 });
    expect(countered).toMatchObject({ state: 'countered', waiting_for: 'owner', terms: { deposit: 90_000 } });
    // The seeker waits for the poster now.
    expect((await call(seeker, 'POST', one(DEAL_API.accept, offered.id))).statusCode).toBe(409);

    const accepted = await answer(owner, offered.id, 'accept');
    expect(accepted).toMatchObject({
      state: 'accepted',
      waiting_for: null,
      accepted_terms: {
        deposit: 90_000,
        rent: 30_000,
        lock_in_months: 6,
        house_rules: ['No smoking indoors'],
      },
      agreement: { version: 1, signed_by: [] },
    });
    expect(accepted.steps.map((step: { kind: string; by: string }) => `${step.kind}:${step.by}`)).toEqual([
      'offer:owner',
      'counter:tenant',
      'accept:owner',
    ]);
    const mine = (await call(seeker, 'GET', `${DEAL_API.list}?conversation_id=${conversationId}`)).json()
      .deals;
    expect(mine.map((deal: { id: number }) => deal.id)).toEqual([offered.id]);
  });

  it('hides a number in a card’s house rules from a seeker without a pass, as in the poster’s messages', async () => {
    const { owner, seeker, conversationId } = await talking();
    await offer(owner, conversationId, { ...TERMS, house_rules: ['Call 98765 43210 before 9 pm'] });
    const read = async (who: typeof seeker) =>
      (await call(who, 'GET', one(CONVERSATION_API.messages, conversationId)))
        .json()
        .messages.find((m: { card?: unknown }) => m.card).card.terms.house_rules[0] as string;
    expect(await read(seeker)).not.toMatch(/98765\s?43210/);
    expect(await read(owner)).toBe('Call 98765 43210 before 9 pm');
  });

  it('posts each step as a card in the conversation, with the same in words for clients without cards', async () => {
    const { owner, seeker, conversationId } = await talking();
    const deal = await offer(owner, conversationId);
    await answer(seeker, deal.id, 'counter', { ...TERMS, deposit: 90_000 });
    await answer(owner, deal.id, 'accept');
    const page = (await call(seeker, 'GET', one(CONVERSATION_API.messages, conversationId))).json();
    const cards = page.messages.filter((message: { card?: unknown }) => message.card);
    expect(
      cards.map((m: { card: { kind: string; by: string }; from_me: boolean }) => [
        m.card.kind,
        m.card.by,
        m.from_me,
      ]),
    ).toEqual([
      ['offer', 'owner', false],
      ['counter', 'tenant', true],
      ['accept', 'owner', false],
    ]);
    expect(cards[0].card).toMatchObject({
      type: 'deal',
      deal_id: deal.id,
      terms: { rent: 30_000, deposit: 150_000 },
    });
    expect(cards[0].text).toBe(
      'Offered this home: rent ₹30,000 a month, deposit ₹1,50,000, maintenance ₹2,000 a month, move in 1 January 2027, 11 months, lock-in 6 months, notice 1 month.',
    );
    // A written message carries no card.
    expect(page.messages[0]).not.toHaveProperty('card');
  });

  it('a seeker declines, and a closed deal takes no more answers', async () => {
    const { owner, seeker, conversationId } = await talking();
    const deal = await offer(owner, conversationId);
    expect(await answer(seeker, deal.id, 'decline')).toMatchObject({ state: 'declined', waiting_for: null });
    const again = await call(owner, 'POST', one(DEAL_API.counter, deal.id), TERMS);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This offer was declined.');
    // A declined deal no longer binds: the poster may offer again.
    expect((await offer(owner, conversationId)).state).toBe('offered');
  });

  it('the poster withdraws an offer; the seeker reads so in the conversation', async () => {
    const { owner, seeker, conversationId } = await talking();
    const deal = await offer(owner, conversationId);
    expect((await call(seeker, 'POST', one(DEAL_API.withdraw, deal.id))).statusCode).toBe(403);
    const res = await call(owner, 'POST', one(DEAL_API.withdraw, deal.id));
    expect(res.json().deal.state).toBe('withdrawn');
    const messages = (await call(seeker, 'GET', one(CONVERSATION_API.messages, conversationId))).json()
      .messages;
    expect(messages.at(-1)).toMatchObject({ text: 'Withdrew the offer of this home.', from_me: false });
  });

  it('offers the home to a seeker who booked a visit, opening their conversation', async () => {
    const owner = await person();
    const seeker = await person();
    const listing = await insertTestListing(t, owner.user.id);
    const hours = await t.app.inject({
      method: 'PUT',
      url: VIEWING_API.hours,
      headers: { cookie: owner.cookie },
      payload: {
        listing_id: listing.id,
        hours: [{ weekday: 6, from: '10:00', to: '12:00' }],
        slot_minutes: 30,
      },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    const slots = (await call(null, 'GET', `${VIEWING_API.slots}?listing_id=${listing.id}`)).json().slots;
    const booked = await call(seeker, 'POST', VIEWING_API.list, {
      listing_id: listing.id,
      starts_at: slots[0].starts_at,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const res = await call(owner, 'POST', DEAL_API.list, { viewing_id: booked.json().viewing.id, ...TERMS });
    expect(res.statusCode, res.body).toBe(200);
    const deal = res.json().deal;
    expect(deal.conversation_id).toEqual(expect.any(Number));
    const inbox = (await call(seeker, 'GET', CONVERSATION_API.list)).json().data;
    expect(inbox.map((c: { id: number }) => c.id)).toContain(deal.conversation_id);
  });

  it('marks the home "offer accepted" for others once terms are accepted', async () => {
    const { owner, seeker, listing, conversationId } = await talking();
    const read = async () =>
      (await t.app.inject(`/api/listing/getListingById?id=${listing.id}`)).json().propertyListing;
    expect((await read()).offer_accepted).toBe(false);
    const deal = await offer(owner, conversationId);
    expect((await read()).offer_accepted).toBe(false);
    await answer(seeker, deal.id, 'accept');
    expect(await read()).toMatchObject({ offer_accepted: true, status: 'live' });
  });
});

describe('who may offer and what', () => {
  it('names each wrong figure', async () => {
    const { owner, conversationId } = await talking();
    const res = await call(owner, 'POST', DEAL_API.list, {
      conversation_id: conversationId,
      rent: 0,
      deposit: -5,
      move_in: '1 Jan',
      term_months: 11,
      lock_in_months: 12,
      rent_due_day: 31,
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['deposit', 'lock_in_months', 'move_in', 'rent', 'rent_due_day'].sort());
    const neither = await call(owner, 'POST', DEAL_API.list, TERMS);
    expect(neither.json().errors).toEqual([
      { field: 'conversation_id', message: 'Please say which conversation or visit the offer answers' },
    ]);
  });

  it('only the poster offers, once per seeker while a deal is open', async () => {
    const { owner, seeker, conversationId } = await talking();
    expect(
      (await call(seeker, 'POST', DEAL_API.list, { conversation_id: conversationId, ...TERMS })).statusCode,
    ).toBe(403);
    await offer(owner, conversationId);
    const twice = await call(owner, 'POST', DEAL_API.list, { conversation_id: conversationId, ...TERMS });
    expect(twice.statusCode).toBe(409);
  });

  it('nobody but the two sides reads or changes a deal: 404 to others, admins too', async () => {
    const { owner, seeker, conversationId } = await talking();
    const deal = await offer(owner, conversationId);
    const stranger = await person();
    const admin = await person({ isAdmin: true });
    for (const who of [stranger, admin]) {
      for (const [method, path, body] of [
        ['GET', DEAL_API.read, undefined],
        ['POST', DEAL_API.accept, undefined],
        ['POST', DEAL_API.decline, undefined],
        ['POST', DEAL_API.counter, TERMS],
        ['POST', DEAL_API.withdraw, undefined],
        ['POST', DEAL_API.rented, undefined],
        ['GET', DEAL_API.agreement, undefined],
        ['GET', DEAL_API.agreementPdf, undefined],
        ['POST', DEAL_API.signStart, {}],
        ['POST', DEAL_API.sign, { code: '123456', version: 1 }],
      ] as const) {
        const res = await call(who, method, one(path, deal.id), body);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
      }
      expect((await call(who, 'GET', DEAL_API.list)).json().deals).toEqual([]);
      // Nor may they offer in a conversation they are not in.
      expect(
        (await call(who, 'POST', DEAL_API.list, { conversation_id: conversationId, ...TERMS })).statusCode,
      ).toBe(404);
    }
    expect((await call(null, 'GET', one(DEAL_API.read, deal.id))).statusCode).toBe(401);
    expect((await call(seeker, 'GET', one(DEAL_API.read, deal.id))).statusCode).toBe(200);
  });
});

describe('the deposit as paid', () => {
  it('one side records it, the other confirms; a change before both confirmed asks again, after it is refused', async () => {
    const { owner, seeker, conversationId } = await talking();
    const deal = await offer(owner, conversationId);
    const paid = { amount: 150_000, paid_on: '2026-12-20', how: 'upi', reference: 'UPI 4411' };
    expect((await call(seeker, 'POST', one(DEAL_API.deposit, deal.id), paid)).statusCode).toBe(409);
    await answer(seeker, deal.id, 'accept');
    const bad = await call(seeker, 'POST', one(DEAL_API.deposit, deal.id), {
      ...paid,
      how: 'gold',
      amount: 0,
    });
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['amount', 'how']);
    const recorded = (await call(seeker, 'POST', one(DEAL_API.deposit, deal.id), paid)).json().deal;
    expect(recorded.deposit).toMatchObject({
      amount: 150_000,
      how: 'upi',
      recorded_by: 'tenant',
      confirmed_by: ['tenant'],
    });
    expect((await call(seeker, 'POST', one(DEAL_API.depositConfirm, deal.id))).statusCode).toBe(409);
    // The owner corrects the day: now the tenant's confirmation is asked again.
    const corrected = (
      await call(owner, 'POST', one(DEAL_API.deposit, deal.id), { ...paid, paid_on: '2026-12-21' })
    ).json().deal;
    expect(corrected.deposit).toMatchObject({
      paid_on: '2026-12-21',
      recorded_by: 'owner',
      confirmed_by: ['owner'],
    });
    const confirmed = (await call(seeker, 'POST', one(DEAL_API.depositConfirm, deal.id))).json().deal;
    expect(confirmed.deposit.confirmed_by).toEqual(['owner', 'tenant']);
    expect((await call(owner, 'POST', one(DEAL_API.deposit, deal.id), paid)).statusCode).toBe(409);
    const stranger = await person();
    expect((await call(stranger, 'POST', one(DEAL_API.depositConfirm, deal.id))).statusCode).toBe(404);
    const texts = (await call(owner, 'GET', one(CONVERSATION_API.messages, conversationId))).json().messages;
    expect(texts.at(-1).text).toBe('Confirmed the deposit of ₹1,50,000 as paid.');
  });
});
