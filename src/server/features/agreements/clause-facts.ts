// The figures and words the clauses of an agreement are written from, formatted once for
// either language (docs/product/agreements.md).
import { type FormatLocale, formatLongDate, formatRupees } from '../../../shared/format.ts';
import type { AgreementInput, AgreementParty, StateRules } from './types.ts';

export type ClauseFacts = {
  input: AgreementInput;
  rules: StateRules;
  isLeaveAndLicence: boolean;
  drafted: string;
  moveIn: string;
  lastDay: string;
  rent: string;
  deposit: string;
  maintenance: string;
  noticeRent: string;
};

/** The last day of a term of `months` starting on `moveIn` (YYYY-MM-DD): a day before the same date `months` later. */
export const lastDayOf = (moveIn: string, months: number) => {
  const [y, m, d] = moveIn.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + months, d));
  // 31 January + 1 month overflows into March: the term then ends on the last day of February.
  if (end.getUTCDate() !== d) end.setUTCDate(0);
  else end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
};

export const clauseFacts = (input: AgreementInput, rules: StateRules): ClauseFacts => {
  const locale: FormatLocale = input.language === 'hi' ? 'hi-IN' : 'en-IN';
  const { terms } = input;
  return {
    input,
    rules,
    isLeaveAndLicence: rules.state === 'Maharashtra',
    drafted: formatLongDate(input.draftedOn, locale),
    moveIn: formatLongDate(terms.moveIn, locale),
    lastDay: formatLongDate(lastDayOf(terms.moveIn, terms.termMonths), locale),
    rent: formatRupees(terms.rent, locale),
    deposit: formatRupees(terms.deposit, locale),
    maintenance: formatRupees(terms.maintenance, locale),
    noticeRent: formatRupees(terms.rent * terms.noticeMonths, locale),
  };
};

/** "Asha Rao, phone +91 98..., email ..., of <address>, PAN ..." with only the details given. */
export const partyLine = (
  party: AgreementParty,
  words: { phone: string; email: string; address: string; pan: string },
) =>
  [
    party.name.trim(),
    party.phone ? `${words.phone} ${party.phone}` : null,
    party.email ? `${words.email} ${party.email}` : null,
    party.address ? `${words.address} ${party.address}` : null,
    party.pan ? `${words.pan} ${party.pan}` : null,
  ]
    .filter((part): part is string => part !== null)
    .join(', ');
