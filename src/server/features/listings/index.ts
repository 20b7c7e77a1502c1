// What other features may use of listings (docs/architecture.md "Import rules"): the
// listing read model, a live listing's poster contact, placing listings on the map,
// recording a photo's large size once it is made, listings as cards, and whether listings
// are deleted, paused or rented, for the conversations about them.
export { hydrateListings } from './hydrate.ts';
export { inView } from './listing-dto.ts';
export { placeListings, placeRows } from './positions.ts';
export { findLivePosterContact } from './service.ts';
export { findListingStates, recordLargeSize } from './store.ts';
