// What it costs to move in (docs/product/listings.md#move-in-cost): the first rent, the
// deposit and the brokerage (0, 15 or 30 days of rent). A weekend home's rent is per
// day, so its first rent is one night. The server's search computes the same sum in
// SQL (features/search/store.ts), to filter and sort by it.
import type { Brokerage, PropertyType } from './enums.ts';

/** Days of rent each brokerage value stands for. */
const BROKERAGE_DAYS: Record<Brokerage, number> = { ZERO: 0, _15_DAYS_RENT: 15, _30_DAYS_RENT: 30 };

export type MoveInCost = { rent: number; deposit: number; brokerage: number; total: number };

export const moveInCost = (listing: {
  property_type: PropertyType;
  rent: number;
  deposit: number;
  brokerage: Brokerage | null;
}): MoveInCost => {
  const days = listing.brokerage ? BROKERAGE_DAYS[listing.brokerage] : 0;
  // 15 days is half a month's rent, rounded half up to the rupee.
  const brokerage = Math.round((listing.rent * days) / 30);
  return {
    rent: listing.rent,
    deposit: listing.deposit,
    brokerage,
    total: listing.rent + listing.deposit + brokerage,
  };
};
