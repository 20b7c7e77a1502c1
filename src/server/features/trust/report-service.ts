// Reports (docs/product/listings.md#reports): a logged-in user reports a listing once;
// REPORTS_TO_PAUSE open reports from different people pause it until an admin looks.
// "Already rented" asks the poster at once, with the one-tap links, at most once a day.

import type { FastifyBaseLogger } from 'fastify';
import { labelOf, REPORT_REASONS } from '../../../shared/enums.ts';
import type { ReportListingBodySchema } from '../../../shared/schemas/trust.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { WhatsApp } from '../../adapters/whatsapp.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { askPoster } from './ask-poster.ts';
import { settleDeadLeads } from './dead-leads.ts';
import {
  claimListingToAsk,
  countOpenReports,
  insertReport,
  lockListing,
  recordEvent,
  setListingState,
} from './store.ts';

/** A poster asked about a listing is not asked again about it for a day, however many reports come. */
const REPORTED_ASK_GAP_MS = 86_400_000;

type ReportInput = ReturnType<(typeof ReportListingBodySchema)['parse']>;

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
  await input.db.transaction(async (tx) => {
    const row = await lockListing(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'Property not found');
    if (row.userId === viewer.id) throw new AppError('FORBIDDEN', 'You cannot report your own listing');
    const added = await insertReport(tx, {
      listingId: id,
      userId: viewer.id,
      reason,
      details,
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
    if (row.status === 'live' && (await countOpenReports(tx, id)) >= input.config.REPORTS_TO_PAUSE) {
      await setListingState(tx, id, { status: 'paused', pausedReason: 'reports', now: input.now });
      await recordEvent(tx, {
        listingId: id,
        actorId: null,
        action: 'paused',
        note: `${input.config.REPORTS_TO_PAUSE} reports: paused until an admin looks`,
        now: input.now,
      });
    }
    // Reported rented after the poster already said so: the dead lead is settled now.
    if (reason === 'ALREADY_RENTED' && row.status === 'rented') {
      await settleDeadLeads(tx, { listingId: id, now: input.now });
    }
  });
  if (reason !== 'ALREADY_RENTED') return;
  const toAsk = await claimListingToAsk(input.db, {
    id,
    askedBefore: new Date(input.now.getTime() - REPORTED_ASK_GAP_MS),
    now: input.now,
  });
  if (toAsk) await askPoster({ ...input, row: toAsk, occasion: 'reported' });
};
