// What other features may use of listings (docs/architecture.md "Import rules"): the
// listing read model, a live listing's poster contact, and placing listings on the map.
export { hydrateListings } from './hydrate.ts';
export { placeListings, placeRows } from './positions.ts';
export { findLivePosterContact } from './service.ts';
