// A month's rent receipt through the real app: the owner's PAN is required once the year's rent
// passes ₹1,00,000 (400 naming `pan`, and its format checked), only the deal's two sides get one,
// and the PDF reads back with pdftotext in English and Hindi.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HANDOVER_API } from '../../../shared/api-handover.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { dealKit } from './deal-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2027-02-06T05:30:00Z')));

const { person, call, one, TERMS, talking, offer, answer } = dealKit(() => t);
const receipt = (dealId: number) => one(HANDOVER_API.rentReceipt, dealId);

/** A deal both accepted at this rent. */
const agreedAt = async (rent: number) => {
  const talk = await talking();
  const deal = await offer(talk.owner, talk.conversationId, { ...TERMS, rent });
  await answer(talk.seeker, deal.id, 'accept');
  return { ...talk, dealId: deal.id };
};

const textOf = (pdf: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'receipt-')), 'receipt.pdf');
  writeFileSync(file, pdf);
  return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
};

describe('the rent receipt', () => {
  it('asks for the owner’s PAN once the year’s rent passes ₹1,00,000, and checks its form', async () => {
    const { seeker, dealId } = await agreedAt(30_000);
    const month = { month: '2027-01', paid_on: '2027-01-05' };
    const none = await call(seeker, 'POST', receipt(dealId), month);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([expect.objectContaining({ field: 'pan' })]);
    const malformed = await call(seeker, 'POST', receipt(dealId), { ...month, pan: 'ABCD1234F' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ field: 'pan' })]);
    const given = await call(seeker, 'POST', receipt(dealId), { ...month, pan: 'abcde1234f' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.headers['content-type']).toBe('application/pdf');
    if (existsSync('/usr/bin/pdftotext')) {
      const text = textOf(given.rawPayload);
      expect(text).toContain('Rent receipt');
      expect(text).toContain('Received from Priya Sharma the sum of ₹30,000 as rent for January 2027');
      expect(text).toContain('Owner: Asha Rao');
      expect(text).toContain("Owner's PAN: ABCDE1234F");
      expect(text).toContain('Paid on 5 January 2027');
    }
  });

  it('needs no PAN at ₹8,000 a month (₹96,000 a year), and is made in Hindi too', async () => {
    const { owner, dealId } = await agreedAt(8_000);
    const res = await call(owner, 'POST', receipt(dealId), {
      month: '2027-01',
      paid_on: '2027-01-04',
      language: 'hi',
    });
    expect(res.statusCode, res.body).toBe(200);
    if (existsSync('/usr/bin/pdftotext')) {
      const text = textOf(res.rawPayload);
      expect(text).toContain('किराया रसीद');
      expect(text).toContain('₹8,000');
      expect(text).not.toContain('PAN');
    }
  });

  it('is for the deal’s two sides only, and not for a month before the move-in', async () => {
    const { seeker, dealId } = await agreedAt(8_000);
    const stranger = await person();
    const body = { month: '2027-01', paid_on: '2027-01-04' };
    expect((await call(stranger, 'POST', receipt(dealId), body)).statusCode).toBe(404);
    expect((await call(null, 'POST', receipt(dealId), body)).statusCode).toBe(401);
    const early = await call(seeker, 'POST', receipt(dealId), { ...body, month: '2026-11' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([expect.objectContaining({ field: 'month' })]);
  });
});
