// An agreement drafted from the deal's terms, in English or Hindi, with the rules of the state
// the home is in; its plain text is what both parties sign (docs/product/agreements.md,
// docs/decisions/0154-what-is-signed-is-the-texts-hash.md).
import { createHash } from 'node:crypto';
import { clauseFacts } from './clause-facts.ts';
import { englishClauses, englishTitle } from './clauses-en.ts';
import { hindiClauses, hindiTitle } from './clauses-hi.ts';
import { stateRules } from './state-rules.ts';
import type { AgreementDocument, AgreementInput, AgreementSection, AgreementTerms } from './types.ts';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const WHOLE_RANGES: [keyof AgreementTerms, number, number][] = [
  ['rent', 1, 1e9],
  ['deposit', 0, 1e10],
  ['maintenance', 0, 1e9],
  ['termMonths', 1, 1200],
  ['lockInMonths', 0, 1200],
  ['noticeMonths', 0, 24],
  ['rentDueDay', 1, 28],
  ['depositRefundDays', 0, 365],
];

/** Bad input is refused with the field named, never drafted into a contract. */
const checkInput = (input: AgreementInput) => {
  for (const [field, min, max] of WHOLE_RANGES) {
    const value = input.terms[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      throw new RangeError(`terms.${field} must be a whole number from ${min} to ${max}`);
  }
  if (input.terms.lockInMonths > input.terms.termMonths)
    throw new RangeError('terms.lockInMonths must not be longer than terms.termMonths');
  if (!DATE.test(input.terms.moveIn)) throw new RangeError('terms.moveIn must be a date written YYYY-MM-DD');
  if (!DATE.test(input.draftedOn)) throw new RangeError('draftedOn must be a date written YYYY-MM-DD');
  if (!input.owner.name.trim()) throw new RangeError('owner.name must not be empty');
  if (!input.tenant.name.trim()) throw new RangeError('tenant.name must not be empty');
  if (input.language !== 'en' && input.language !== 'hi')
    throw new RangeError("language must be 'en' or 'hi'");
};

/**
 * The canonical text: the title, then each heading and its paragraphs, blank lines between,
 * NFC-normalised with single spaces and LF line ends, so the same agreement always hashes the same.
 */
const canonicalText = (title: string, sections: AgreementSection[]) =>
  [title, ...sections.flatMap((s) => [s.heading, ...s.paragraphs])]
    .map((block) => block.normalize('NFC').replace(/\s+/g, ' ').trim())
    .join('\n\n')
    .concat('\n');

export const draftAgreement = (input: AgreementInput): AgreementDocument => {
  checkInput(input);
  const rules = stateRules(input.premises.city, input.terms);
  const facts = clauseFacts(input, rules);
  const title = input.language === 'hi' ? hindiTitle(facts) : englishTitle(facts);
  const sections = (input.language === 'hi' ? hindiClauses(facts) : englishClauses(facts)).map((s) => ({
    heading: s.heading.normalize('NFC'),
    paragraphs: s.paragraphs.map((p) => p.normalize('NFC').replace(/\s+/g, ' ').trim()),
  }));
  return { title, language: input.language, sections, state: rules, text: canonicalText(title, sections) };
};

/** The hash both parties sign: SHA-256 of the canonical text in UTF-8, as 64 hex digits. */
export const sha256OfText = (doc: AgreementDocument) =>
  createHash('sha256').update(doc.text, 'utf8').digest('hex');
