// What the rest of the server may use of agreements (docs/architecture.md "Import rules"): the
// drafted agreement (with its state's rules in `state`), its PDF and the hash that is signed.
// stateOf and stateRules (state-rules.ts) are exported here once something outside uses them.

export { draftAgreement, sha256OfText } from './draft.ts';
export { agreementPdf } from './pdf.ts';
// The fonts and the line writer, for other documents of a deal (its handover reports).
export { drawLine, registerFonts, wrap } from './pdf-text.ts';
export type {
  AgreementDocument,
  AgreementParty,
  AgreementTerms,
  SignatureLine,
  StateRules,
} from './types.ts';
