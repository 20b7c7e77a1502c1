// What the rest of the server may use of search (docs/architecture.md "Import rules"):
// the new homes matching saved searches, for their counts and alerts.
export { countNewListings, findNewMatches, type NewMatches } from './new-matches.ts';
