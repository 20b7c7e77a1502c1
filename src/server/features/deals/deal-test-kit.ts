// What the deal tests share: people with proven contacts, a home, a conversation about it, calls
// through the real app and the codes the outbox received.
import { expect } from 'vitest';
import { CONVERSATION_API } from '../../../shared/api-conversations.ts';
import { DEAL_API } from '../../../shared/api-deals.ts';
import { createTestUser, type TestApp } from '../../../test/app.ts';
import { lastOutboxCode } from '../../../test/auth-support.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';

export type Person = Awaited<ReturnType<typeof createTestUser>>;

export const dealKit = (app: () => TestApp) => {
  const person = (fields: Parameters<typeof createTestUser>[1] = {}) => {
    const t = app();
    return createTestUser(t, { mobileVerifiedAt: t.clock.now(), emailVerifiedAt: t.clock.now(), ...fields });
  };
  const call = (who: Person | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    app().app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const one = (path: string, id: number) => path.replace(':id', String(id));

  const TERMS = {
    rent: 30_000,
    deposit: 150_000,
    maintenance: 2_000,
    move_in: '2027-01-01',
    lock_in_months: 6,
    house_rules: ['No smoking indoors'],
  };

  /** A poster's live home and a seeker who wrote to them about it. */
  const talking = async (poster?: Person) => {
    const owner = poster ?? (await person({ fullName: 'Asha Rao' }));
    const seeker = await person({ fullName: 'Priya Sharma' });
    const listing = await insertTestListing(app(), owner.user.id);
    const res = await call(seeker, 'POST', CONVERSATION_API.list, {
      listing_id: listing.id,
      text: 'Is it still available?',
    });
    expect(res.statusCode, res.body).toBe(200);
    return { owner, seeker, listing, conversationId: res.json().conversation.id as number };
  };

  /** The poster offers; answers the deal. */
  const offer = async (owner: Person, conversationId: number, terms: object = TERMS) => {
    const res = await call(owner, 'POST', DEAL_API.list, { conversation_id: conversationId, ...terms });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().deal as { id: number; [key: string]: unknown };
  };

  const answer = async (who: Person, id: number, kind: 'accept' | 'decline' | 'counter', terms?: object) => {
    const res = await call(who, 'POST', one(DEAL_API[kind], id), terms);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().deal;
  };

  /** A deal whose terms both accepted. */
  const agreed = async () => {
    const talk = await talking();
    const deal = await offer(talk.owner, talk.conversationId);
    await answer(talk.seeker, deal.id, 'accept');
    return { ...talk, dealId: deal.id };
  };

  /** Starts signing and signs with the code WhatsApp carried. */
  const sign = async (who: Person, dealId: number) => {
    const started = await call(who, 'POST', one(DEAL_API.signStart, dealId), {});
    expect(started.statusCode, started.body).toBe(200);
    const code = lastOutboxCode(app(), `91${who.user.mobileNo}`);
    const res = await call(who, 'POST', one(DEAL_API.sign, dealId), {
      code,
      version: started.json().version,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().agreement;
  };

  return { person, call, one, TERMS, talking, offer, answer, agreed, sign };
};
