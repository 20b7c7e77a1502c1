// What the job runner uses of trust (docs/architecture.md "Features and their public modules"):
// the weekly freshness round.
export { askPostersToConfirm, pauseStaleListings } from './freshness-jobs.ts';
