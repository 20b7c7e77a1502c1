// The rent agreement of an accepted deal through the real app: drawn in English and Hindi with the
// state's rules, signed by both with codes to proven contacts, the signed hash is the text's
// SHA-256, the public check discloses only first names and times, a change of terms after a
// signature voids it, and the e-sign stand-in signs through its HMAC-signed callback.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AGREEMENT_API, DEAL_API } from '../../../shared/api-deals.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { lastOutboxCode } from '../../../test/auth-support.ts';
import { createStandinESign, type StandinESign } from '../../adapters/esign-standin.ts';
import { agreementSignatures, agreements, listings } from '../../db/schema.ts';
import { dealKit } from './deal-test-kit.ts';

let t: TestApp;
let esign: StandinESign;
const START = new Date('2026-11-22T06:30:00Z');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

beforeAll(async () => {
  esign = createStandinESign('esign-test-secret', 'http://localhost:3000');
  t = await buildTestApp({ deps: { esign } });
}, 60_000);
afterAll(() => t.close());
beforeEach(() => t.clock.set(START));

const { person, call, one, TERMS, talking, offer, answer, agreed, sign } = dealKit(() => t);

const readAgreement = async (who: Parameters<typeof call>[0], dealId: number, language = 'en') => {
  const res = await call(who, 'GET', `${one(DEAL_API.agreement, dealId)}?language=${language}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().agreement;
};
const verify = async (hash: string) =>
  (await call(null, 'GET', `${AGREEMENT_API.verify}?sha256=${hash}`)).json();

describe('the agreement', () => {
  it('is drawn once terms are accepted, in English and Hindi, with the state’s rules beside it', async () => {
    const talk = await talking();
    await t.deps.database.db
      .update(listings)
      .set({ city: 'Pune', locality: 'Baner' })
      .where(eq(listings.id, talk.listing.id));
    const deal = await offer(talk.owner, talk.conversationId);
    expect((await call(talk.owner, 'GET', one(DEAL_API.agreement, deal.id))).statusCode).toBe(409);
    await answer(talk.seeker, deal.id, 'accept');
    const en = await readAgreement(talk.seeker, deal.id);
    expect(en).toMatchObject({ version: 1, language: 'en', signed: false, signatures: [] });
    expect(en.text).toContain('Asha Rao');
    expect(en.text).toContain('Priya Sharma');
    expect(en.text).toContain('30,000');
    expect(en.sha256).toBe(sha256(en.text));
    expect(en.state).toMatchObject({ state: 'Maharashtra', registration: { required: true } });
    expect(en.state.stamp_duty.estimate).toEqual(expect.any(Number));
    expect(en.state.stamp_duty.source.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const hi = await readAgreement(talk.owner, deal.id, 'hi');
    expect(hi).toMatchObject({ version: 1, language: 'hi' });
    expect(hi.text).toMatch(/[\u0900-\u097F]/);
    expect(hi.sha256).not.toBe(en.sha256);
  });
});

describe('signing', () => {
  it('both sign with codes to proven contacts: the deal is signed and the hash signed is the text’s', async () => {
    const { owner, seeker, dealId } = await agreed();
    const started = await call(owner, 'POST', one(DEAL_API.signStart, dealId), {});
    expect(started.json()).toMatchObject({
      channel: 'phone',
      version: 1,
      sent_to: expect.stringMatching(/^\+91 \d\d••••\d\d$/),
    });
    // Asking again within 30 seconds is refused, as for every code.
    expect((await call(owner, 'POST', one(DEAL_API.signStart, dealId), {})).statusCode).toBe(429);
    t.clock.set(new Date(START.getTime() + 31_000));
    await sign(owner, dealId);
    const half = (await call(owner, 'GET', one(DEAL_API.read, dealId))).json().deal;
    expect(half).toMatchObject({
      state: 'accepted',
      agreement: { signed_by: ['owner'] },
      can: { sign: false },
    });
    const signed = await sign(seeker, dealId);
    expect(signed.signed).toBe(true);
    expect(signed.signatures.map((s: { role: string; via: string }) => s.role)).toEqual(['owner', 'tenant']);
    expect(signed.signatures[0].via).toMatch(/^code to \+91 /);
    expect((await call(owner, 'GET', one(DEAL_API.read, dealId))).json().deal).toMatchObject({
      state: 'signed',
      can: { mark_rented: true, counter: false },
    });

    // Every stored signature carries the SHA-256 of the text it signs, the code's proof, who and from where.
    const rows = await t.deps.database.db
      .select({
        text: agreements.text,
        stored: agreements.sha256,
        signed: agreementSignatures.sha256,
        sig: agreementSignatures,
      })
      .from(agreementSignatures)
      .innerJoin(agreements, eq(agreements.id, agreementSignatures.agreementId))
      .where(eq(agreements.dealId, dealId));
    expect(rows).toHaveLength(4); // two sides, two languages
    for (const row of rows) {
      expect(row.signed).toBe(sha256(row.text));
      expect(row.stored).toBe(row.signed);
      expect(row.sig).toMatchObject({
        provider: 'thikana-otp',
        ip: '127.0.0.1',
        codeProof: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(row.sig.contact).toMatch(/^\+91 \d\d••••\d\d$/);
    }
    // The poster marks the home rented through the existing path.
    expect((await call(owner, 'POST', one(DEAL_API.rented, dealId))).json().deal.listing.status).toBe(
      'rented',
    );
  });

  it('a signature needs a proven contact, and says what to prove', async () => {
    const owner = await person({ mobileVerifiedAt: null, emailVerifiedAt: null });
    const talk = await talking(owner);
    const deal = await offer(owner, talk.conversationId);
    await answer(talk.seeker, deal.id, 'accept');
    const res = await call(owner, 'POST', one(DEAL_API.signStart, deal.id), {});
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].field).toBe('contact');
    expect(res.json().message).toMatch(/Prove your mobile number or your email first/);
    const byEmail = await call(talk.seeker, 'POST', one(DEAL_API.signStart, deal.id), { channel: 'email' });
    expect(byEmail.json()).toMatchObject({
      channel: 'email',
      sent_to: expect.stringMatching(/^[a-z0-9]{2}••••@example\.in$/),
    });
  });

  it('a wrong code is refused naming `code`, and five wrong tries burn it', async () => {
    const { seeker, dealId } = await agreed();
    await call(seeker, 'POST', one(DEAL_API.signStart, dealId), {});
    const code = lastOutboxCode(t, `91${seeker.user.mobileNo}`)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await call(seeker, 'POST', one(DEAL_API.sign, dealId), { code: wrong, version: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('code');
    }
    const late = await call(seeker, 'POST', one(DEAL_API.sign, dealId), { code, version: 1 });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0].field).toBe('code');
    expect((await readAgreement(seeker, dealId)).signatures).toEqual([]);
  });

  it('the public check answers who signed and when, first name and initial only, and nothing for other hashes', async () => {
    const { owner, seeker, dealId } = await agreed();
    const text = await readAgreement(owner, dealId, 'hi');
    await sign(owner, dealId);
    expect(await verify(text.sha256)).toEqual({ signed: false });
    await sign(seeker, dealId);
    const checked = await verify(text.sha256.toUpperCase());
    expect(checked).toEqual({
      signed: true,
      signatures: [
        { role: 'owner', name: 'Asha R.', signed_at: START.toISOString() },
        { role: 'tenant', name: 'Priya S.', signed_at: START.toISOString() },
      ],
    });
    expect(await verify('0'.repeat(64))).toEqual({ signed: false });
    const bad = await call(null, 'GET', `${AGREEMENT_API.verify}?sha256=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('sha256');
  });

  it('a change of terms after a signature makes a new version: the old signature does not count', async () => {
    const { owner, seeker, dealId } = await agreed();
    const first = await sign(owner, dealId);
    // The tenant reopens the terms before signing; the owner accepts the new rent.
    await answer(seeker, dealId, 'counter', { ...TERMS, rent: 28_000 });
    expect((await call(owner, 'POST', one(DEAL_API.signStart, dealId), {})).statusCode).toBe(409);
    await answer(owner, dealId, 'accept');
    const second = await readAgreement(seeker, dealId);
    expect(second).toMatchObject({ version: 2, signatures: [], signed: false });
    expect(second.text).toContain('28,000');
    // A code started on the old version signs nothing.
    const stale = await call(seeker, 'POST', one(DEAL_API.sign, dealId), {
      code: '123456',
      version: first.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].field).toBe('version');
    t.clock.set(new Date(START.getTime() + 31_000));
    await sign(owner, dealId);
    expect((await sign(seeker, dealId)).signed).toBe(true);
    expect(await verify(first.sha256)).toEqual({ signed: false });
    expect((await verify(second.sha256)).signed).toBe(true);
    // Signed terms no longer change.
    expect((await call(seeker, 'POST', one(DEAL_API.counter, dealId), TERMS)).statusCode).toBe(409);
  });

  it('the PDF downloads for the two sides, with the audit page once both signed', async () => {
    const { owner, seeker, dealId } = await agreed();
    const draft = await call(owner, 'GET', `${one(DEAL_API.agreementPdf, dealId)}?language=hi`);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.headers['content-type']).toBe('application/pdf');
    expect(draft.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await sign(owner, dealId);
    await sign(seeker, dealId);
    const signed = await call(seeker, 'GET', one(DEAL_API.agreementPdf, dealId));
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.length).toBeGreaterThan(draft.rawPayload.length / 4);
  });
});

describe('the e-sign seam', () => {
  it('the stand-in signs through its HMAC-signed callback; a forged callback is refused', async () => {
    const { owner, seeker, dealId } = await agreed();
    const started = (await call(owner, 'POST', one(DEAL_API.signStart, dealId), {})).json();
    expect(started.esign_url).toMatch(/^http:\/\/localhost:3000\/esign-standin\//);
    const requestId = started.esign_url.split('/').at(-1);
    const done = esign.complete(requestId, START)!;
    const forged = await t.app.inject({
      method: 'POST',
      url: AGREEMENT_API.esignCallback,
      headers: { ...done.delivery.headers, 'x-esign-signature': 'ab'.repeat(32) } as Record<string, string>,
      payload: done.delivery.rawBody,
    });
    expect(forged.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: AGREEMENT_API.esignCallback,
      headers: done.delivery.headers as Record<string, string>,
      payload: done.delivery.rawBody,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'signed' });
    const agreement = await readAgreement(seeker, dealId);
    expect(agreement.signatures).toMatchObject([{ role: 'owner', via: 'e-sign (e-sign stand-in)' }]);
  });

  it('the stand-in’s own page shows the hash to sign and signs with one press', async () => {
    const { seeker, dealId } = await agreed();
    const started = (await call(seeker, 'POST', one(DEAL_API.signStart, dealId), {})).json();
    const path = new URL(started.esign_url).pathname;
    const shown = await t.app.inject(path);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain((await readAgreement(seeker, dealId)).sha256);
    expect(shown.body).toContain('It is not Aadhaar eSign.');
    const pressed = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: '',
    });
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect((await readAgreement(seeker, dealId)).signatures).toMatchObject([
      { role: 'tenant', name: 'Priya Sharma' },
    ]);
    expect((await t.app.inject('/esign-standin/unknown')).statusCode).toBe(404);
  });
});
