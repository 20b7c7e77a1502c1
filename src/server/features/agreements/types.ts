// The shapes of a rent agreement: what is drafted, the state's rules beside it, and the
// signatures its PDF records (docs/decisions/0153-agreements-follow-the-homes-state.md,
// docs/decisions/0154-what-is-signed-is-the-texts-hash.md).

export type AgreementLanguage = 'en' | 'hi';

export type AgreementParty = {
  name: string;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  pan?: string | null;
};

export type AgreementTerms = {
  rent: number;
  deposit: number;
  maintenance: number;
  /** YYYY-MM-DD */
  moveIn: string;
  termMonths: number;
  lockInMonths: number;
  noticeMonths: number;
  /** 1 to 28, so that every month has the day */
  rentDueDay: number;
  depositRefundDays: number;
  houseRules: string[];
};

export type AgreementPremises = {
  title: string;
  address: string;
  locality: string;
  city: string;
  propertyType: string;
  bhk: string | null;
  furnishing: string | null;
  furnishingItems: string[];
};

export type AgreementInput = {
  owner: AgreementParty;
  tenant: AgreementParty;
  premises: AgreementPremises;
  terms: AgreementTerms;
  language: AgreementLanguage;
  /** YYYY-MM-DD */
  draftedOn: string;
};

/** Where a rule was read, and when (docs/product/agreements.md). */
export type Source = { title: string; url: string; asOf: string };

export type StateRules = {
  state: string;
  stateHi: string;
  registration: { required: boolean | 'unsure'; rule: string; source: Source };
  stampDuty: { estimate: number | null; formula: string; source: Source; note?: string };
  depositCap: { months: number | null; law: string; source: Source } | null;
  warnings: string[];
};

export type AgreementSection = { heading: string; paragraphs: string[] };

export type AgreementDocument = {
  title: string;
  language: AgreementLanguage;
  sections: AgreementSection[];
  state: StateRules;
  /** The whole agreement as plain text: what is hashed and signed. */
  text: string;
};

export type SignatureLine = {
  role: 'owner' | 'tenant';
  name: string;
  /** ISO instant */
  signedAt: string;
  /** how the signer was reached, e.g. 'code to +91 98••••10' */
  via: string;
  ip: string | null;
};

export type AgreementAudit = { sha256: string; signatures: SignatureLine[]; verifyUrl: string };
