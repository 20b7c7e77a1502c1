// A month's rent receipt of a deal (docs/product/deals.md#rent-receipts,
// docs/decisions/0163-rent-receipts-records-not-money.md): the tenant, the owner, the premises, the
// month, the amount and the day paid, as a PDF; the owner's PAN when the year's rent passes
// ₹1,00,000. Thikana draws it from what is entered; it never holds the rent.
import { z } from 'zod';
import { AGREEMENT_LANGUAGE_VALUES } from './deals.ts';

/** Above this a year's rent, the receipt carries the owner's PAN. */
export const PAN_RENT_THRESHOLD = 100_000;

export const RentReceiptBodySchema = z.object({
  month: z
    .string({ error: 'Please give the month as YYYY-MM' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please give the month as YYYY-MM'),
  paid_on: z.iso.date('Please give the day it was paid as YYYY-MM-DD'),
  /** The month's rent; the accepted rent when absent. */
  amount: z.coerce
    .number({ error: 'Please give the rent in rupees' })
    .int('Please give the rent in whole rupees')
    .min(1, 'Please give the rent')
    .max(1_000_000_000, 'The rent is too large')
    .optional(),
  /** The owner's PAN: needed when the year's rent passes ₹1,00,000. */
  pan: z
    .string({ error: 'Please give the owner’s PAN' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/, 'A PAN is 5 letters, 4 digits and a letter, as ABCDE1234F')
    .optional(),
  language: z.enum(AGREEMENT_LANGUAGE_VALUES, { error: 'Please choose en or hi' }).default('en'),
});
export type RentReceiptBody = z.input<typeof RentReceiptBodySchema>;
