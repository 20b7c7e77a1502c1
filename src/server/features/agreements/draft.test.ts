import { describe, expect, it } from 'vitest';
import { sampleInput } from './agreements-test-kit.ts';
import { draftAgreement, sha256OfText } from './draft.ts';

describe('draftAgreement', () => {
  it('writes the terms into the English clauses of a Maharashtra leave and licence', () => {
    const doc = draftAgreement(sampleInput());
    expect(doc.title).toBe('Leave and Licence Agreement');
    for (const words of [
      'Asha Rao',
      'Vikram Singh',
      '₹25,000 a month',
      'on or before day 5',
      '₹1,00,000',
      'within 30 days after the Tenant hands the Premises back',
      '₹1,500 a month',
      'from 1 January 2027 to 30 November 2027',
      'first 3 months',
      "1 month' notice",
      'No smoking indoors',
      'wardrobes, fans',
      'handover report',
      'laws of India and of Maharashtra',
    ])
      expect(doc.text).toContain(words);
    expect(doc.sections.map((s) => s.heading)).toContain('6. Deductions only with evidence');
    expect(doc.state.registration.required).toBe(true);
  });

  it('writes the same terms in Hindi, in Devanagari', () => {
    const doc = draftAgreement(
      sampleInput({
        language: 'hi',
        premises: { ...sampleInput().premises, city: 'Jaipur', locality: 'Malviya Nagar' },
      }),
    );
    expect(doc.title).toBe('किराया अनुबंध');
    for (const words of [
      'मकान मालिक',
      'किरायेदार',
      'मासिक किराया ₹25,000',
      '5 तारीख़',
      'प्रतिभूति राशि',
      '₹1,00,000',
      '30 दिनों के भीतर',
      '1 जनवरी 2027 से 30 नवंबर 2027 तक',
      'जयपुर',
      'राजस्थान',
      'हैंडओवर रिपोर्ट',
    ])
      expect(doc.text).toContain(words);
    expect(doc.sections).toHaveLength(14);
  });

  it('hashes the canonical text, the same for the same agreement and different for another rent', () => {
    const a = draftAgreement(sampleInput());
    expect(sha256OfText(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256OfText(draftAgreement(sampleInput()))).toBe(sha256OfText(a));
    const other = sampleInput();
    other.terms = { ...other.terms, rent: 26_000 };
    expect(sha256OfText(draftAgreement(other))).not.toBe(sha256OfText(a));
    expect(a.text.endsWith('\n')).toBe(true);
    expect(a.text).not.toContain('\r');
  });

  it('ends a term that starts on the 31st on the last day of the shorter month', () => {
    const input = sampleInput();
    input.terms = { ...input.terms, moveIn: '2027-01-31', termMonths: 1, lockInMonths: 0 };
    expect(draftAgreement(input).text).toContain('from 31 January 2027 to 28 February 2027');
  });

  it.each([
    [{ rentDueDay: 30 }, 'terms.rentDueDay'],
    [{ rent: 0 }, 'terms.rent'],
    [{ deposit: 10.5 }, 'terms.deposit'],
    [{ lockInMonths: 12 }, 'terms.lockInMonths'],
    [{ moveIn: '01-01-2027' }, 'terms.moveIn'],
  ])('refuses bad terms %o naming %s', (bad, field) => {
    const input = sampleInput();
    input.terms = { ...input.terms, ...bad };
    expect(() => draftAgreement(input)).toThrow(field);
  });
});
