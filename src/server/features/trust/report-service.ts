// Reports (docs/product/listings.md#reports): a logged-in user reports a listing once.
// Each report weighs what its reporter's standing earns (docs/decisions/0098-report-weights.md);
// when the open, unanswered weight reaches REPORTS_TO_PAUSE the listing is paused and
// its poster told at once, with a one-tap link that brings it back until an admin decides.
// "Already rented" asks the poster at once, with the one-tap links, at most once a day.

import type { FastifyBaseLogger } from 'fastify';
import { labelOf } from '../../../shared/enums.ts';
import {
  REPORT_REASONS,
  type ReportReason,
  type ReportWeightReason,
} from '../../../shared/report-reasons.ts';
import type { ReportListingBodySchema } from '../../../shared/schemas/trust.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { WhatsApp } from '../../adapters/whatsapp.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { ListingRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { askPoster } from './ask-poster.ts';
import { settleDeadLeads } from './dead-leads.ts';
import {
  capBusyReporters,
  findReporterStanding,
  insertReport,
  markReportsPaused,
  sumCountingWeight,
} from './report-store.ts';
import { claimListingToAsk, lockListing, recordEvent, setListingState } from './store.ts';

/** A poster asked about a listing is not asked again about it for a day, however many reports come. */
const REPORTED_ASK_GAP_MS = 86_400_000;
/** "Already rented" from a pass holder who opened the contact: they called and found it let. */
const PASS_HOLDER_RENTED_WEIGHT = 2;
/** Listings one account's reports may pause automatically in 24 hours. */
const AUTO_PAUSES_PER_DAY = 3;
const DAY_MS = 86_400_000;

type ReportInput = ReturnType<(typeof ReportListingBodySchema)['parse']>;

const weighReport = async (
  tx: Tx,
  input: { userId: number; listingId: number; reason: ReportReason },
): Promise<{ weight: number; weightReason: ReportWeightReason }> => {
  const standing = await findReporterStanding(tx, input);
  if (!standing.proven) return { weight: 0, weightReason: 'unproven_number' };
  if (input.reason === 'ALREADY_RENTED' && standing.opened) {
    return { weight: PASS_HOLDER_RENTED_WEIGHT, weightReason: 'pass_holder_rented' };
  }
  return { weight: 1, weightReason: 'proven_number' };
};

/** Pauses a live listing whose counting weight reached the threshold; true when it did. */
const pauseIfReported = async (tx: Tx, input: { row: ListingRow; threshold: number; now: Date }) => {
  const { row, now } = input;
  if (row.status !== 'live') return false;
  await capBusyReporters(tx, {
    listingId: row.id,
    since: new Date(now.getTime() - DAY_MS),
    cap: AUTO_PAUSES_PER_DAY,
  });
  const weight = await sumCountingWeight(tx, row.id);
  if (weight < input.threshold) return false;
  await markReportsPaused(tx, { listingId: row.id, now });
  await setListingState(tx, row.id, { status: 'paused', pausedReason: 'reports', now });
  await recordEvent(tx, {
    listingId: row.id,
    actorId: null,
    action: 'paused',
    note: `Reports weighing ${weight}: paused until the poster or an admin answers`,
    now,
  });
  return true;
};

export const reportListing = async (input: {
  db: Db;
  config: Config;
  mailer: Mailer;
  whatsapp?: WhatsApp | undefined;
  viewer: Viewer | null;
  report: ReportInput;
  now: Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) => {
  const viewer = requireUser(input.viewer);
  const { id, reason, details } = input.report;
  const outcome = await input.db.transaction(async (tx) => {
    const row = await lockListing(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'Property not found');
    if (row.userId === viewer.id) throw new AppError('FORBIDDEN', 'You cannot report your own listing');
    const weight = await weighReport(tx, { userId: viewer.id, listingId: id, reason });
    const added = await insertReport(tx, {
      listingId: id,
      userId: viewer.id,
      reason,
      details,
      ...weight,
      now: input.now,
    });
    if (!added) throw new AppError('CONFLICT', 'You have already reported this listing');
    await recordEvent(tx, {
      listingId: id,
      actorId: viewer.id,
      action: 'reported',
      note: labelOf(REPORT_REASONS, reason),
      now: input.now,
    });
    const paused = await pauseIfReported(tx, {
      row,
      threshold: input.config.REPORTS_TO_PAUSE,
      now: input.now,
    });
    // Reported rented after the poster already said so: the dead lead is settled now.
    if (reason === 'ALREADY_RENTED' && row.status === 'rented') {
      await settleDeadLeads(tx, { listingId: id, now: input.now });
    }
    return { row, paused };
  });
  // Paused: the poster hears at once, with the link that brings it back (it also offers "Rented out").
  if (outcome.paused) {
    await askPoster({ ...input, row: outcome.row, occasion: 'paused' });
    return;
  }
  if (reason !== 'ALREADY_RENTED') return;
  const toAsk = await claimListingToAsk(input.db, {
    id,
    askedBefore: new Date(input.now.getTime() - REPORTED_ASK_GAP_MS),
    now: input.now,
  });
  if (toAsk) await askPoster({ ...input, row: toAsk, occasion: 'reported' });
};
