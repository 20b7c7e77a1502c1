// What each state asks of a rent agreement: registration, stamp duty, a deposit cap. Every rule
// carries its source and the date it was read; where we are not sure we say so and never give a
// figure (docs/product/agreements.md, docs/decisions/0153-agreements-follow-the-homes-state.md).
import { CITIES } from '../../../shared/cities.ts';
import { formatRupees } from '../../../shared/format.ts';
import type { AgreementTerms, Source, StateRules } from './types.ts';

const AS_OF = '2026-12-08';
const CHECK = 'check with the sub-registrar';

const REGISTRATION_ACT: Source = {
  title: 'Registration Act, 1908, s.17(1)(d)',
  url: 'https://www.indiacode.nic.in/',
  asOf: AS_OF,
};
const MODEL_TENANCY_ACT: Source = {
  title: 'Model Tenancy Act, 2021 (Ministry of Housing and Urban Affairs)',
  url: 'https://mohua.gov.in/',
  asOf: AS_OF,
};

type StateFacts = {
  hi: string;
  /** the state's registration department, where its sub-registrars and fees are listed */
  department: Source;
  stampAct: string;
};

const STATES: Record<string, StateFacts> = {
  Maharashtra: {
    hi: 'महाराष्ट्र',
    department: {
      title: 'Department of Registration and Stamps, Maharashtra',
      url: 'https://igrmaharashtra.gov.in/',
      asOf: AS_OF,
    },
    stampAct: 'Maharashtra Stamp Act, 1958, Schedule I, Article 36A',
  },
  Karnataka: {
    hi: 'कर्नाटक',
    department: {
      title: 'Department of Stamps and Registration, Karnataka',
      url: 'https://igr.karnataka.gov.in/',
      asOf: AS_OF,
    },
    stampAct: 'Karnataka Stamp Act, 1957, Schedule, the article on leases',
  },
  Delhi: {
    hi: 'दिल्ली',
    department: {
      title: 'Revenue Department, Government of NCT of Delhi (sub-registrars)',
      url: 'https://revenue.delhi.gov.in/',
      asOf: AS_OF,
    },
    stampAct: 'Indian Stamp Act, 1899, Schedule IA as in force in Delhi, the article on leases',
  },
  Telangana: {
    hi: 'तेलंगाना',
    department: {
      title: 'Registration and Stamps Department, Telangana',
      url: 'https://registration.telangana.gov.in/',
      asOf: AS_OF,
    },
    stampAct: 'Indian Stamp Act, 1899, Schedule IA as adopted in Telangana, the article on leases',
  },
  'Tamil Nadu': {
    hi: 'तमिलनाडु',
    department: {
      title: 'Registration Department, Tamil Nadu (TNREGINET)',
      url: 'https://tnreginet.gov.in/',
      asOf: AS_OF,
    },
    stampAct: 'Indian Stamp Act, 1899, Schedule I as amended in Tamil Nadu, the article on leases',
  },
  'West Bengal': {
    hi: 'पश्चिम बंगाल',
    department: {
      title: 'Directorate of Registration and Stamp Revenue, West Bengal',
      url: 'https://wbregistration.gov.in/',
      asOf: AS_OF,
    },
    stampAct: 'Indian Stamp Act, 1899, Schedule IA as amended in West Bengal, the article on leases',
  },
  Rajasthan: {
    hi: 'राजस्थान',
    department: {
      title: 'Department of Registration and Stamps, Rajasthan',
      url: 'https://igrs.rajasthan.gov.in/',
      asOf: AS_OF,
    },
    stampAct: 'Rajasthan Stamp Act, 1998, Schedule, the article on leases',
  },
  Gujarat: {
    hi: 'गुजरात',
    department: {
      title: 'Department of Stamps and Registration, Gujarat (GARVI)',
      url: 'https://garvi.gujarat.gov.in/',
      asOf: AS_OF,
    },
    stampAct: 'Gujarat Stamp Act, 1958, Schedule I, the article on leases',
  },
  'Madhya Pradesh': {
    hi: 'मध्य प्रदेश',
    department: {
      title: 'Department of Registration and Stamps, Madhya Pradesh (SAMPADA)',
      url: 'https://www.mpigr.gov.in/',
      asOf: AS_OF,
    },
    stampAct: 'Indian Stamp Act, 1899, Schedule IA as amended in Madhya Pradesh, the article on leases',
  },
};

/** The state a city of the product is in (src/shared/cities.ts), or null for any other city. */
export const stateOf = (city: string): string | null =>
  CITIES.find((c) => c.name.toLowerCase() === city.trim().toLowerCase())?.state ?? null;

const registrationOf = (
  state: string,
  facts: StateFacts | undefined,
  terms: AgreementTerms,
): StateRules['registration'] => {
  if (state === 'Maharashtra')
    return {
      required: true,
      rule: 'Every leave-and-licence agreement in Maharashtra must be in writing and registered, whatever its term (Maharashtra Rent Control Act, 1999, s.55).',
      source: {
        ...STATES.Maharashtra!.department,
        title: `Maharashtra Rent Control Act, 1999, s.55; ${STATES.Maharashtra!.department.title}`,
      },
    };
  const source = facts
    ? { ...facts.department, title: `${REGISTRATION_ACT.title}; ${facts.department.title}` }
    : REGISTRATION_ACT;
  const general =
    'A lease from year to year, for a term over a year or reserving a yearly rent must be registered (Registration Act, 1908, s.17(1)(d)); we count a term of 12 months or more as needing it.';
  if (!facts)
    return {
      required: 'unsure',
      rule: `${general} We do not know this state's own rules: ${CHECK}.`,
      source,
    };
  const required = terms.termMonths >= 12;
  return {
    required,
    rule: required
      ? `${general} This term is ${terms.termMonths} months, so it must be registered with the sub-registrar.`
      : `${general} This term is ${terms.termMonths} months, so registration is not compulsory; it may still be registered.`,
    source,
  };
};

/** Maharashtra, Article 36A: 0.25% of (the rent for the whole term + 10% a year of the deposit). */
const maharashtraStampDuty = (terms: AgreementTerms, facts: StateFacts): StateRules['stampDuty'] => {
  const source = { ...facts.department, title: `${facts.stampAct}; ${facts.department.title}` };
  const formula = '0.25% × (rent × months + 10% × deposit × months ÷ 12), rounded up to the rupee';
  if (terms.termMonths > 60)
    return {
      estimate: null,
      formula,
      source,
      note: `Article 36A covers terms up to 60 months; for a longer term, ${CHECK}.`,
    };
  const base = terms.rent * terms.termMonths + (terms.deposit * 0.1 * terms.termMonths) / 12;
  const estimate = Math.ceil(base * 0.0025 - 1e-9);
  const rentPart = formatRupees(terms.rent * terms.termMonths);
  const interestPart = formatRupees(Math.round((terms.deposit * 0.1 * terms.termMonths) / 12));
  return {
    estimate,
    formula: `${formula}: 0.25% × (${rentPart} + ${interestPart}) = ${formatRupees(estimate)}`,
    source,
    note: `An estimate before any rounding or minimum the office applies${terms.maintenance > 0 ? ', counting the rent only (charges paid to the owner, such as maintenance, may be counted too)' : ''}; the registration fee is separate. ${CHECK[0]!.toUpperCase()}${CHECK.slice(1)} before paying.`,
  };
};

const stampDutyOf = (
  state: string,
  facts: StateFacts | undefined,
  terms: AgreementTerms,
): StateRules['stampDuty'] => {
  if (state === 'Maharashtra' && facts) return maharashtraStampDuty(terms, facts);
  return {
    estimate: null,
    formula: facts ? `Per the ${facts.stampAct}` : 'Per the state stamp act',
    source: facts
      ? { ...facts.department, title: `${facts.stampAct}; ${facts.department.title}` }
      : REGISTRATION_ACT,
    note: `We do not state a figure for this state yet: the rate, what part of the deposit counts and any maximum are not ones we could confirm; ${CHECK}.`,
  };
};

const TAMIL_NADU_ACT: Source = {
  title: 'Tamil Nadu Regulation of Rights and Responsibilities of Landlords and Tenants Act, 2017',
  url: 'https://tnreginet.gov.in/',
  asOf: AS_OF,
};

const depositCapOf = (
  state: string,
  terms: AgreementTerms,
): { cap: StateRules['depositCap']; warnings: string[] } => {
  const months = terms.rent > 0 ? terms.deposit / terms.rent : 0;
  const monthsText = `${Math.round(months * 10) / 10} months' rent`;
  if (state === 'Tamil Nadu') {
    const cap = {
      months: 3,
      law: `${TAMIL_NADU_ACT.title}: a deposit of at most three months' rent for a home`,
      source: TAMIL_NADU_ACT,
    };
    return {
      cap,
      warnings:
        months > 3
          ? [
              `The deposit (${formatRupees(terms.deposit)}, ${monthsText}) is above Tamil Nadu's cap of three months' rent (${formatRupees(terms.rent * 3)}).`,
            ]
          : [],
    };
  }
  const cap = {
    months: null,
    law: `No cap we could confirm in ${state}: the Model Tenancy Act, 2021 caps a home's deposit at two months' rent only where a state has adopted it, and we do not know that ${state} has.`,
    source: MODEL_TENANCY_ACT,
  };
  return {
    cap,
    warnings:
      months > 2
        ? [
            `The deposit (${formatRupees(terms.deposit)}) is ${monthsText}: more than the Model Tenancy Act's two months. We are not sure ${state} caps it; check before signing.`,
          ]
        : [],
  };
};

/** Registration, the stamp duty estimate and the deposit cap for a home in `city`. */
export const stateRules = (city: string, terms: AgreementTerms): StateRules => {
  const state = stateOf(city);
  const facts = state ? STATES[state] : undefined;
  const name = state ?? city;
  const registration = registrationOf(name, facts, terms);
  const stampDuty = stampDutyOf(name, facts, terms);
  const deposit = facts ? depositCapOf(name, terms) : { cap: null, warnings: [] };
  const warnings = [...deposit.warnings];
  if (!facts)
    warnings.push(`${city} is not one of our cities, so we do not know its state's rules: ${CHECK}.`);
  if (registration.required === true)
    warnings.push(
      'This agreement must be registered with the sub-registrar; an electronic signature here does not register it.',
    );
  if (state === 'Tamil Nadu')
    warnings.push(
      `${TAMIL_NADU_ACT.title}: the written agreement is to be reported to the Rent Authority; check its current procedure.`,
    );
  return {
    state: name,
    stateHi: facts?.hi ?? name,
    registration,
    stampDuty,
    depositCap: deposit.cap,
    warnings,
  };
};
