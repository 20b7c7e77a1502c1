// What the rest of the server may use of search (docs/architecture.md "Import rules"):
// the new homes matching a saved search, for alerts.
export { findNewMatches } from './new-matches.ts';
