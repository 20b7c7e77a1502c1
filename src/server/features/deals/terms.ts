// A deal's terms as the API, the database and the agreement name them, and a step said in words
// for the conversation (docs/product/deals.md#cards).

import type { z } from 'zod';
import { formatLongDate, formatRupees } from '../../../shared/format.ts';
import type { DealRole, DealStepKind, DealTerms } from '../../../shared/schemas/deal-card.ts';
import type { DealTermsBodySchema, DepositRecord } from '../../../shared/schemas/deals.ts';
import type { dealOffers, depositRecords } from '../../db/schema.ts';
import type { AgreementTerms } from '../agreements/index.ts';

export type StepRow = typeof dealOffers.$inferSelect;
export type TermsColumns = Pick<
  StepRow,
  | 'rent'
  | 'deposit'
  | 'maintenance'
  | 'moveIn'
  | 'termMonths'
  | 'lockInMonths'
  | 'noticeMonths'
  | 'rentDueDay'
  | 'depositRefundDays'
  | 'houseRules'
>;

export const columnsOf = (body: z.output<typeof DealTermsBodySchema>): TermsColumns => ({
  rent: body.rent,
  deposit: body.deposit,
  maintenance: body.maintenance,
  moveIn: body.move_in,
  termMonths: body.term_months,
  lockInMonths: body.lock_in_months,
  noticeMonths: body.notice_months,
  rentDueDay: body.rent_due_day,
  depositRefundDays: body.deposit_refund_days,
  houseRules: body.house_rules,
});

export const termsOf = (row: TermsColumns): DealTerms => ({
  rent: row.rent,
  deposit: row.deposit,
  maintenance: row.maintenance,
  move_in: row.moveIn,
  term_months: row.termMonths,
  lock_in_months: row.lockInMonths,
  notice_months: row.noticeMonths,
  rent_due_day: row.rentDueDay,
  deposit_refund_days: row.depositRefundDays,
  house_rules: row.houseRules,
});

export const agreementTermsOf = (row: TermsColumns): AgreementTerms => ({
  rent: row.rent,
  deposit: row.deposit,
  maintenance: row.maintenance,
  moveIn: row.moveIn,
  termMonths: row.termMonths,
  lockInMonths: row.lockInMonths,
  noticeMonths: row.noticeMonths,
  rentDueDay: row.rentDueDay,
  depositRefundDays: row.depositRefundDays,
  houseRules: row.houseRules,
});

const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

const OPENING: Record<DealStepKind, Record<DealRole, string>> = {
  offer: { owner: 'Offered this home', tenant: 'Offered this home' },
  counter: { owner: 'Answered with other terms', tenant: 'Asked for other terms' },
  accept: { owner: 'Accepted the terms', tenant: 'Accepted the offer' },
  decline: { owner: 'Declined the terms', tenant: 'Declined the offer' },
};

/** "Offered this home: rent ₹25,000 a month, deposit ₹1,00,000, ... from 1 January 2027, 11 months." */
export const stepText = (kind: DealStepKind, by: DealRole, row: TermsColumns) => {
  const figures = [
    `rent ${formatRupees(row.rent)} a month`,
    `deposit ${formatRupees(row.deposit)}`,
    ...(row.maintenance > 0 ? [`maintenance ${formatRupees(row.maintenance)} a month`] : []),
    `move in ${formatLongDate(row.moveIn)}`,
    `${months(row.termMonths)}`,
    ...(row.lockInMonths > 0 ? [`lock-in ${months(row.lockInMonths)}`] : []),
    `notice ${months(row.noticeMonths)}`,
  ];
  return `${OPENING[kind][by]}: ${figures.join(', ')}.`;
};

/** The deposit record as the deal's answer names it. */
export const depositOf = (row: typeof depositRecords.$inferSelect | null): DepositRecord | null =>
  row && {
    amount: row.amount,
    paid_on: row.paidOn,
    how: row.how,
    reference: row.reference,
    recorded_by: row.recordedBy,
    confirmed_by: [
      ...(row.ownerConfirmedAt ? (['owner'] as const) : []),
      ...(row.tenantConfirmedAt ? (['tenant'] as const) : []),
    ],
    updated_at: row.updatedAt.toISOString(),
  };
