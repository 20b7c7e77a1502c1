// The paths of the rent index (docs/product/rents.md), apart from API (api.ts): every page's
// first render carries API, and only the pages that show rents need these.

export const RENT_API = {
  /** The index for a city, a locality, a type and a configuration. */
  figures: '/api/rents',
  /** Where one listing's rent sits among homes like it: the fair-rent gauge. */
  listing: '/api/rents/listing/:id',
  /** Every locality of a city with its figures, for the /rents/:city pages. */
  city: '/api/rents/city',
  /** The 12 cities side by side, for the /rents page. */
  cities: '/api/rents/cities',
  /** A poster's numbers for one of their listings, day by day, with suggestions. */
  listingStats: '/api/listings/:id/stats',
} as const;

/**
 * The listing page, once shown to a person, says so: one view (docs/decisions/0116-counting-in-batches.md).
 * Apart from API too: only the listing page sends it.
 */
export const COUNT_VIEW_PATH = '/api/listing/countView';
