// What other features may use of listings (docs/architecture.md "Import rules"): the
// listing read model and a live listing's poster contact.
export { hydrateListings } from './hydrate.ts';
export { findLivePosterContact } from './service.ts';
