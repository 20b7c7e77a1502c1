// What others use of trust (docs/architecture.md "Features and their public modules"):
// the weekly freshness round for the job runner, and suspending and restoring an
// account for the users page.
export { askPostersToConfirm, pauseStaleListings } from './freshness-jobs.ts';
export { restoreAccount, suspendAccount } from './suspension.ts';
