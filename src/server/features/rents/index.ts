// What the rest of the server may use of the rent index (docs/architecture.md "Import rules"):
// the job and its first run at a start.

export { computeRentIndex, computeRentIndexIfMissing } from './compute.ts';
