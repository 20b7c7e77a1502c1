// Approximate positions of listings (docs/decisions/0063-approximate-positions.md): set
// when a listing is saved, and by `placeListings` for rows written without one (rows
// from before positions existed, the demo seed, synthetic data sets).
import { approximatePosition } from '../../../shared/position.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findUnplacedListings, setListingPositions } from './store.ts';

const BATCH = 5_000;

/** Sets the positions of the given rows (a bulk load that knows its new rows). */
export const placeRows = (db: DbOrTx, rows: { id: number; city: string; locality: string }[]) =>
  setListingPositions(
    db,
    rows.map((row) => ({ id: row.id, ...approximatePosition(row) })),
  );

/** Gives every listing without a position its position; idempotent, and cheap when all are placed. */
export const placeListings = async (db: DbOrTx): Promise<number> => {
  let placed = 0;
  for (;;) {
    const rows = await findUnplacedListings(db, BATCH);
    await placeRows(db, rows);
    placed += rows.length;
    if (rows.length < BATCH) return placed;
  }
};
