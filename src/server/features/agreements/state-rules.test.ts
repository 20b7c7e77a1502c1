import { describe, expect, it } from 'vitest';
import { CITIES } from '../../../shared/cities.ts';
import { stateOf, stateRules } from './state-rules.ts';
import type { AgreementTerms } from './types.ts';

const terms = (over: Partial<AgreementTerms> = {}): AgreementTerms => ({
  rent: 25_000,
  deposit: 50_000,
  maintenance: 0,
  moveIn: '2027-01-01',
  termMonths: 11,
  lockInMonths: 3,
  noticeMonths: 1,
  rentDueDay: 5,
  depositRefundDays: 30,
  houseRules: [],
  ...over,
});

describe('stateOf', () => {
  it('names the state of each of the 12 cities, and none for another city', () => {
    expect(CITIES.map((c) => stateOf(c.name))).toEqual(CITIES.map((c) => c.state));
    expect(stateOf('Indore')).toBe('Madhya Pradesh');
    expect(stateOf('Kota')).toBe('Rajasthan');
    expect(stateOf('Gurgaon')).toBeNull();
  });
});

describe('stateRules', () => {
  it('Maharashtra registers every leave-and-licence agreement and estimates the stamp duty by Article 36A', () => {
    const rules = stateRules('Pune', terms({ rent: 25_000, deposit: 1_00_000, termMonths: 11 }));
    expect(rules.state).toBe('Maharashtra');
    expect(rules.stateHi).toBe('महाराष्ट्र');
    expect(rules.registration.required).toBe(true);
    expect(rules.registration.rule).toContain('s.55');
    // 0.25% × (25,000 × 11 + 10% × 1,00,000 × 11/12) = 0.25% × (2,75,000 + 9,166.67) = 710.42 -> ₹711
    expect(rules.stampDuty.estimate).toBe(711);
    expect(rules.stampDuty.formula).toContain('₹2,75,000 + ₹9,167');
    expect(rules.stampDuty.source.url).toBe('https://igrmaharashtra.gov.in/');
    expect(rules.stampDuty.source.asOf).toBe('2026-12-08');
  });

  it('Maharashtra gives no figure for a term past the 60 months Article 36A covers', () => {
    const rules = stateRules('Mumbai', terms({ termMonths: 61 }));
    expect(rules.stampDuty.estimate).toBeNull();
    expect(rules.stampDuty.note).toContain('check with the sub-registrar');
  });

  it('elsewhere a term of 12 months or more must be registered and a shorter one need not be', () => {
    expect(stateRules('Bengaluru', terms({ termMonths: 11 })).registration.required).toBe(false);
    const long = stateRules('Bengaluru', terms({ termMonths: 24 }));
    expect(long.registration.required).toBe(true);
    expect(long.registration.rule).toContain('s.17(1)(d)');
    expect(long.warnings.join(' ')).toContain('must be registered');
  });

  it.each(['Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Jaipur', 'Kota', 'Ahmedabad', 'Indore'])(
    '%s: the stamp duty is not guessed, it says to check with the sub-registrar and cites the department',
    (city) => {
      const rules = stateRules(city, terms());
      expect(rules.stampDuty.estimate).toBeNull();
      expect(rules.stampDuty.note).toContain('check with the sub-registrar');
      expect(rules.stampDuty.source.url).toMatch(/^https:\/\/[a-z.]+\.gov\.in\/$/);
      expect(rules.registration.source.asOf).toBe('2026-12-08');
      expect(rules.stateHi).toMatch(/[\u0900-\u097F]/);
    },
  );

  it("Tamil Nadu caps the deposit at three months' rent and warns above it", () => {
    expect(stateRules('Chennai', terms({ rent: 20_000, deposit: 60_000 })).warnings.join(' ')).not.toContain(
      'cap',
    );
    const rules = stateRules('Chennai', terms({ rent: 20_000, deposit: 80_000 }));
    expect(rules.depositCap?.months).toBe(3);
    expect(rules.warnings.join(' ')).toContain("above Tamil Nadu's cap of three months' rent (₹60,000)");
  });

  it("a deposit over two months' rent where no cap is known says we are not sure", () => {
    const rules = stateRules('Delhi', terms({ rent: 30_000, deposit: 1_80_000 }));
    expect(rules.depositCap?.months).toBeNull();
    expect(rules.warnings.join(' ')).toContain('We are not sure Delhi caps it');
  });

  it('a city outside the 12 is unsure of everything', () => {
    const rules = stateRules('Gurgaon', terms());
    expect(rules.registration.required).toBe('unsure');
    expect(rules.stampDuty.estimate).toBeNull();
    expect(rules.depositCap).toBeNull();
    expect(rules.warnings.join(' ')).toContain('check with the sub-registrar');
  });
});
