// Dead leads give the pass back (docs/product/pass.md#dead-leads): a holder who opened a
// listing's contacts and within DEAD_LEAD_REPORT_DAYS reported it already rented gets
// the unlock back and one more day on that pass, once the listing is confirmed rented
// (its poster marks it, or an admin does). Once per listing, at most
// DEAD_LEAD_DAYS_PER_PASS days per pass.
import { sql } from 'drizzle-orm';
import { DEAD_LEAD_DAYS, DEAD_LEAD_DAYS_PER_PASS, DEAD_LEAD_REPORT_DAYS } from '../../../shared/constants.ts';
import type { PassCreditsResponse } from '../../../shared/schemas/trust.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { requireUser } from '../../http/guards.ts';
import type { Viewer } from '../../platform/viewer.ts';
import {
  creditDeadLead,
  daysCreditedTo,
  findDeadLeadCandidates,
  findLatestPayment,
  findPassAt,
  listPassCredits,
  recordEvent,
} from './store.ts';

const DAY_MS = 86_400_000;
/** Advisory-lock namespace for one holder's credits, so two listings rented at once cannot pass the limit. */
const CREDIT_LOCK = 6102;

/** Credits every holder the rented listing owes; returns how many were credited. Call inside the transaction that marked it rented. */
export const settleDeadLeads = async (tx: Tx, input: { listingId: number; now: Date }) => {
  const candidates = await findDeadLeadCandidates(tx, {
    listingId: input.listingId,
    windowMs: DEAD_LEAD_REPORT_DAYS * DAY_MS,
  });
  let credited = 0;
  for (const candidate of candidates) {
    await tx.execute(sql`select pg_advisory_xact_lock(${CREDIT_LOCK}::int, ${candidate.user_id}::int)`);
    const pass = await findPassAt(tx, { userId: candidate.user_id, at: new Date(candidate.unlocked_at) });
    // An unlock without a pass (the poster, an admin) cost nothing to give back.
    if (!pass) continue;
    const used = await daysCreditedTo(tx, pass.id);
    const days = used + DEAD_LEAD_DAYS <= DEAD_LEAD_DAYS_PER_PASS ? DEAD_LEAD_DAYS : 0;
    await creditDeadLead(tx, {
      userId: candidate.user_id,
      listingId: input.listingId,
      paymentId: pass.id,
      days,
      now: input.now,
    });
    await recordEvent(tx, {
      listingId: input.listingId,
      actorId: null,
      action: 'dead_lead_credited',
      note: `Unlock given back to user #${candidate.user_id}${days ? `, ${days} day added to the pass` : ''}`,
      now: input.now,
    });
    credited += 1;
  }
  return credited;
};

/** The caller's dead-lead credits for the pass card. */
export const getPassCredits = async (input: {
  db: DbOrTx;
  viewer: Viewer | null;
}): Promise<PassCreditsResponse> => {
  const viewer = requireUser(input.viewer);
  const [rows, latest] = await Promise.all([
    listPassCredits(input.db, viewer.id),
    findLatestPayment(input.db, viewer.id),
  ]);
  return {
    credits: rows.map((row) => ({
      listing_id: row.listingId,
      title: row.title,
      days: row.days,
      created_at: row.createdAt.toISOString(),
    })),
    days_this_pass: rows
      .filter((row) => row.paymentId === latest?.id)
      .reduce((sum, row) => sum + row.days, 0),
    max_days_per_pass: DEAD_LEAD_DAYS_PER_PASS,
  };
};
