// What the rest of the server may use of agreements (docs/architecture.md "Import rules"): the
// state's rules for a home, the drafted agreement, its PDF and the hash that is signed.

export { draftAgreement, sha256OfText } from './draft.ts';
export { agreementPdf } from './pdf.ts';
export { stateOf, stateRules } from './state-rules.ts';
export type {
  AgreementAudit,
  AgreementDocument,
  AgreementInput,
  AgreementLanguage,
  AgreementParty,
  AgreementPremises,
  AgreementTerms,
  SignatureLine,
  Source,
  StateRules,
} from './types.ts';
