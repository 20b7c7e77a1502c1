// What other features may use of contact-proofs (docs/architecture.md "Import rules"):
// a contact made proven (and the claims it releases), accounts created on a proven
// contact, the notices to a contact's holder, and the choice offered when several
// accounts claim one contact (docs/decisions/0091-a-claimed-contact-is-a-choice.md).
export { hashChoiceToken, LOGIN_CHOICE, offerChoice, RESET_CHOICE } from './choice-offer.ts';
export { alreadyRegisteredNotice, emailChangedNotice, passwordChangedNotice, sendNotice } from './notices.ts';
export { consumePendingProof, findLivePendingProof, type PendingProofRow } from './pending-proofs-store.ts';
export {
  consentWay,
  createProvenEmailAccount,
  createProvenMobileAccount,
  proveEmail,
  proveJoinedAccount,
  proveMobile,
} from './proofs.ts';
