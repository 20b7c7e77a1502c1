// What the rest of the server may use of the rent index (docs/architecture.md "Import rules"):
// the job and its first run at a start; the figures, for pages rendered on the server and the
// poster's dashboard.

export { computeRentIndex, computeRentIndexIfMissing } from './compute.ts';
export { getCityRents, getListingRent, getRentFigures } from './service.ts';
