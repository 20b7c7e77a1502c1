// A month's rent receipt as a PDF (docs/product/deals.md#rent-receipts,
// docs/decisions/0163-rent-receipts-records-not-money.md): who paid whom, for which home and month,
// how much and when, for the tenant's house rent allowance. When the year's rent passes ₹1,00,000
// the owner's PAN is asked for and printed. Thikana draws it from what is entered; it never holds
// the rent.
import PDFDocument from 'pdfkit';
import type { z } from 'zod';
import { formatLongDate, formatRupees } from '../../../shared/format.ts';
import { PAN_RENT_THRESHOLD, type RentReceiptBodySchema } from '../../../shared/schemas/rent-receipt.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { drawLine, registerFonts, wrap } from '../agreements/index.ts';
import { requireDealOf } from './service.ts';
import { findListing, listPeople, listSteps } from './store.ts';

type Deps = Pick<AppDeps, 'database'>;
type Language = 'en' | 'hi';
type Receipt = {
  tenant: string;
  owner: string;
  premises: string;
  month: string;
  amount: number;
  paidOn: string;
  pan: string | null;
  dealId: number;
};

const monthName = (month: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

const LINES = {
  en: (r: Receipt) => ({
    title: 'Rent receipt',
    body: [
      `Received from ${r.tenant} the sum of ${formatRupees(r.amount)} as rent for ${monthName(r.month, 'en')} for the premises: ${r.premises}.`,
      `Paid on ${formatLongDate(r.paidOn, 'en-IN')}.`,
    ],
    facts: [
      `Tenant: ${r.tenant}`,
      `Owner: ${r.owner}`,
      ...(r.pan ? [`Owner's PAN: ${r.pan}`] : []),
      `Month: ${monthName(r.month, 'en')}`,
      `Amount: ${formatRupees(r.amount)}`,
    ],
    sign: `Owner's signature: ____________________   (${r.owner})`,
    note: `Drawn by Thikana (deal ${r.dealId}) from what was entered. Thikana does not receive or hold rent.`,
  }),
  hi: (r: Receipt) => ({
    title: 'किराया रसीद',
    body: [
      `${r.tenant} से ${monthName(r.month, 'hi')} के किराये के रूप में ${formatRupees(r.amount)} की राशि प्राप्त हुई, इस परिसर के लिए: ${r.premises}।`,
      `भुगतान की तारीख: ${formatLongDate(r.paidOn, 'hi-IN')}।`,
    ],
    facts: [
      `किरायेदार: ${r.tenant}`,
      `मालिक: ${r.owner}`,
      ...(r.pan ? [`मालिक का PAN: ${r.pan}`] : []),
      `महीना: ${monthName(r.month, 'hi')}`,
      `राशि: ${formatRupees(r.amount)}`,
    ],
    sign: `मालिक के हस्ताक्षर: ____________________   (${r.owner})`,
    note: `Thikana (सौदा ${r.dealId}) ने दर्ज की गई जानकारी से बनाई। Thikana किराया न लेता है, न रखता है।`,
  }),
};

const receiptPdf = (receipt: Receipt, language: Language): Promise<Buffer> => {
  const text = LINES[language](receipt);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 60, bottom: 0, left: 56, right: 56 },
    lang: language === 'hi' ? 'hi-IN' : 'en-IN',
    info: { Title: text.title, Author: 'Thikana' },
    displayTitle: true,
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  registerFonts(pdf);
  const width = 595.28 - 112;
  let y = 60;
  const block = (line: string, size: number, weight: 'regular' | 'bold' = 'regular') => {
    for (const part of wrap(pdf, line, width, weight, size)) {
      drawLine(pdf, part, 56, y, weight, size);
      y += size * 1.5;
    }
    y += size * 0.5;
  };
  block(text.title, 18, 'bold');
  for (const line of text.body) block(line, 11);
  y += 6;
  for (const line of text.facts) block(line, 10.5);
  y += 24;
  block(text.sign, 10.5);
  y += 12;
  block(text.note, 8.5);
  pdf.end();
  return done;
};

export const rentReceipt = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  body: z.output<typeof RentReceiptBodySchema>;
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const { deal } = await requireDealOf(db, viewer, input.id);
  if (!['accepted', 'signed', 'ended'].includes(deal.state))
    throw new AppError('CONFLICT', 'A rent receipt is made once both of you accept the terms');
  const accepted = (await listSteps(db, [deal.id])).findLast((step) => step.kind === 'accept');
  if (!accepted) throw new AppError('CONFLICT', 'A rent receipt is made once both of you accept the terms');
  const { body } = input;
  if (body.month < accepted.moveIn.slice(0, 7))
    throw badInput('month', 'The month is before the move-in month');
  const amount = body.amount ?? accepted.rent;
  if (amount * 12 > PAN_RENT_THRESHOLD && !body.pan)
    throw badInput(
      'pan',
      'The year’s rent passes ₹1,00,000: give the owner’s PAN, which the receipt must carry for house rent allowance',
    );
  const people = await listPeople(
    db,
    [deal.ownerId, deal.tenantId].filter((id): id is number => id !== null),
  );
  const nameOf = (id: number | null) => people.find((p) => p.id === id)?.fullName ?? 'Deleted account';
  const listing = deal.listingId === null ? null : await findListing(db, deal.listingId);
  const premises = listing ? `${listing.title}, ${listing.locality}, ${listing.city}` : deal.listingTitle;
  const pdf = await receiptPdf(
    {
      tenant: nameOf(deal.tenantId),
      owner: nameOf(deal.ownerId),
      premises,
      month: body.month,
      amount,
      paidOn: body.paid_on,
      pan: body.pan ?? null,
      dealId: deal.id,
    },
    body.language,
  );
  return { pdf, filename: `rent-receipt-${deal.id}-${body.month}.pdf` };
};
