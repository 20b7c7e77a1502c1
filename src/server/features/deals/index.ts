// What the rest of the server may use of deals (docs/architecture.md "Import rules"): whether a
// home has an accepted offer, for the listing's page.

export { hasAcceptedDeal } from './store.ts';
