// The `counting-flush` job and the flush at a graceful shutdown: the batch counted so far goes to
// the tables in one transaction. A failed write was rolled back, so its batch goes back into
// the tally for the next flush; a process that dies loses only the batch it had not flushed.
import type { Db } from '../../db/client.ts';
import type { Tally } from '../../platform/counting-tally.ts';
import { writeBatch } from './flush-store.ts';

export const flushCounts = async (db: Db, tally: Tally | undefined) => {
  if (!tally) return { listings: 0, searches: 0 };
  const batch = tally.take();
  if (batch.listings.length === 0 && batch.searches.length === 0) return { listings: 0, searches: 0 };
  try {
    await writeBatch(db, batch);
  } catch (error) {
    tally.restore(batch);
    throw error;
  }
  return { listings: batch.listings.length, searches: batch.searches.length };
};
