// What the rest of the server may use of the rent index (docs/architecture.md "Import rules"):
// the job and its first run at a start, a saved listing's Good price, and the localities whose
// rent page has figures (the sitemap).

export { localitiesWithFigures } from './cities-service.ts';
export { computeRentIndex, hasRentIndex } from './compute.ts';
export { hasGoodPrice } from './service.ts';
