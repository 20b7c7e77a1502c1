// What others use of trust (docs/architecture.md "Features and their public modules"):
// the weekly freshness round for the job runner, and suspending and restoring an
// account for the users page, with the history of the account's listings; marking a home rented,
// for a deal both sides signed.

export { suspendAccounts } from './bulk-suspension.ts';
export { askPostersToConfirm, pauseStaleListings } from './freshness-jobs.ts';
export { findHistory as findListingHistory } from './moderation-store.ts';
export { markRented } from './status-service.ts';
export { restoreAccount, suspendAccount } from './suspension.ts';
