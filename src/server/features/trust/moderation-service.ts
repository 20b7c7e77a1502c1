// The moderation queue for admins (docs/product/listings.md#moderation): open reports
// grouped by listing, with the poster, their other listings, the broker-risk signals
// and the listing's history; and the actions, each recorded with who and when.
import type { FastifyBaseLogger } from 'fastify';
import {
  BROKER_RISK_SIGNALS,
  type ModerationAction,
  type ModerationQueueResponse,
} from '../../../shared/schemas/trust.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { WhatsApp } from '../../adapters/whatsapp.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { deliverNotice } from '../outgoing/index.ts';
import { posterNoShows } from '../viewings/index.ts';
import {
  findBrokerRisk,
  findHistory,
  findListingsByIds,
  findOpenReports,
  findPostersListings,
  findReportedListings,
  findUsersByIds,
  removeListing,
  resolveReports,
} from './moderation-store.ts';
import { markRented } from './status-service.ts';
import { isSuspended, lockListing, recordEvent, setListingState } from './store.ts';
import { suspendAccount } from './suspension.ts';

const QUEUE_LIMIT = 50;

export const getModerationQueue = async (input: {
  db: DbOrTx;
  viewer: Viewer | null;
  now: Date;
}): Promise<ModerationQueueResponse> => {
  requireAdmin(input.viewer);
  const queue = await findReportedListings(input.db, QUEUE_LIMIT);
  const ids = queue.map((q) => q.listing_id);
  if (ids.length === 0) return { items: [] };
  const rows = await findListingsByIds(input.db, ids);
  const posterIds = [...new Set(rows.map((r) => r.userId))];
  const [posters, reports, postersListings, history, risk, noShows] = await Promise.all([
    findUsersByIds(input.db, posterIds),
    findOpenReports(input.db, ids),
    findPostersListings(input.db, posterIds),
    findHistory(input.db, ids),
    findBrokerRisk(input.db, posterIds),
    posterNoShows({ db: input.db, posterIds, now: input.now }),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const posterById = new Map(posters.map((p) => [p.id, p]));
  const riskById = new Map(risk.map((r) => [r.id, r]));
  return {
    items: queue.flatMap((q) => {
      const row = byId.get(q.listing_id);
      const poster = row && posterById.get(row.userId);
      if (!row || !poster) return [];
      const signals = riskById.get(poster.id);
      return [
        {
          listing: {
            id: row.id,
            title: row.title,
            city: row.city,
            locality: row.locality,
            listed_by: row.listedBy,
            status: row.status,
            paused_reason: row.pausedReason,
            created_at: row.createdAt.toISOString(),
            last_confirmed_at: row.lastConfirmedAt.toISOString(),
          },
          poster: {
            id: poster.id,
            full_name: poster.fullName,
            email: poster.email,
            mobile_no: poster.mobileNo,
            user_type: poster.userType,
            suspended: poster.suspendedAt !== null,
            broker_risk: signals ? BROKER_RISK_SIGNALS.filter((s) => signals[s]) : [],
            viewing_no_shows: noShows.get(poster.id) ?? 0,
          },
          open_reports: q.open_reports,
          latest_report_at: new Date(q.latest).toISOString(),
          reports: reports
            .filter((r) => r.listingId === row.id)
            .map((r) => ({
              id: r.id,
              reason: r.reason,
              details: r.details,
              reporter_id: r.reporterId,
              reporter_name: r.reporterName,
              created_at: r.createdAt.toISOString(),
              weight: r.weight,
              weight_reason: r.weightReason,
              answered: r.answeredAt !== null,
            })),
          other_listings: postersListings
            .filter((l) => l.userId === poster.id && l.id !== row.id)
            .map((l) => ({ id: l.id, title: l.title, status: l.status })),
          history: history
            .filter((h) => h.listingId === row.id)
            .map((h) => ({
              action: h.action,
              actor_name: h.actorName,
              note: h.note,
              created_at: h.createdAt.toISOString(),
            })),
        },
      ];
    }),
  };
};

const MESSAGES: Record<'ask_to_fix' | 'warn' | 'suspend', (title: string, note: string) => string> = {
  ask_to_fix: (title, note) => `Please update your listing "${title}" on Thikana: ${note}`,
  warn: (title, note) => `A warning from Thikana about your listing "${title}": ${note}`,
  suspend: (title, note) =>
    `Your Thikana account is suspended after reports about "${title}". Your listings are paused and you cannot post.${note ? ` ${note}` : ''}`,
};

const DONE: Record<ModerationAction, string> = {
  dismiss: 'Reports dismissed',
  ask_to_fix: 'The poster was asked to fix the listing',
  pause: 'Listing paused',
  remove: 'Listing removed',
  rented: 'Marked as rented out',
  warn: 'The poster was warned',
  suspend: 'The poster is suspended',
};

/** One admin action on a reported listing; the open reports are closed by every action but asking to fix. */
export const moderateListing = async (input: {
  db: Db;
  config: Config;
  mailer: Mailer;
  whatsapp?: WhatsApp | undefined;
  viewer: Viewer | null;
  listingId: number;
  action: ModerationAction;
  note: string;
  now: Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) => {
  const admin = requireAdmin(input.viewer);
  const { db, listingId, action, note, now } = input;
  if (action === 'rented') {
    await markRented({ db, viewer: admin, id: listingId, now });
    await resolveReports(db, listingId, now);
    return { message: DONE[action] };
  }
  const poster = await db.transaction(async (tx) => {
    const row = await lockListing(tx, listingId);
    if (!row) throw new AppError('NOT_FOUND', 'Property not found');
    const event = { listingId, actorId: admin.id, note, now };
    switch (action) {
      case 'dismiss':
        if (row.status === 'paused' && row.pausedReason === 'reports') {
          await setListingState(tx, listingId, { status: 'live', pausedReason: null, now });
        }
        await recordEvent(tx, { ...event, action: 'reports_dismissed' });
        break;
      case 'ask_to_fix':
        await recordEvent(tx, { ...event, action: 'asked_to_fix' });
        break;
      case 'pause':
        await setListingState(tx, listingId, { status: 'paused', pausedReason: 'admin', now });
        await recordEvent(tx, { ...event, action: 'paused' });
        break;
      case 'remove':
        await removeListing(tx, listingId, now);
        await recordEvent(tx, { ...event, action: 'removed' });
        break;
      case 'warn':
        await recordEvent(tx, { ...event, action: 'poster_warned' });
        break;
      case 'suspend':
        // A poster suspended already over another listing stays so; the reports close.
        if (!(await isSuspended(tx, row.userId)))
          await suspendAccount(tx, { userId: row.userId, actorId: admin.id, note, now });
        await recordEvent(tx, { ...event, action: 'poster_suspended' });
        break;
      default:
        return action satisfies never;
    }
    if (action !== 'ask_to_fix') await resolveReports(tx, listingId, now);
    return row;
  });
  if (action === 'ask_to_fix' || action === 'warn' || action === 'suspend') {
    const outcome = await deliverNotice({
      ...input,
      to: { email: poster.email, mobile: poster.mobileNo },
      message: { subject: 'About your listing on Thikana', text: MESSAGES[action](poster.title, note) },
    });
    if (outcome.failed > 0 || outcome.held > 0) {
      input.log.warn({ listingId, action, ...outcome }, 'a moderation message to the poster was not sent');
    }
  }
  return { message: DONE[action] };
};
