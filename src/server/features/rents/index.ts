// What the rest of the server may use of the rent index (docs/architecture.md "Import rules"):
// the job and its first run at a start, and a saved listing's Good price.

export { computeRentIndex, computeRentIndexIfMissing, hasRentIndex } from './compute.ts';
export { hasGoodPrice } from './service.ts';
