// A listing's status, changed by its poster (or an admin) in the app or through the
// one-tap freshness links (docs/product/listings.md#listing-status).
import type { ListingStatus } from '../../../shared/enums.ts';
import type {
  FreshnessAnswer,
  FreshnessLinkResponse,
  ListingStatusResponse,
} from '../../../shared/schemas/trust.ts';
import type { Db } from '../../db/client.ts';
import type { ListingRow } from '../../db/schema.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { requireOwnerOrAdmin } from '../../http/guards.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { settleDeadLeads } from './dead-leads.ts';
import { readFreshnessToken } from './freshness-token.ts';
import { markReportsAnswered } from './report-store.ts';
import {
  findListing,
  isSuspended,
  lockListing,
  recordEvent,
  setConfirmed,
  setListingState,
} from './store.ts';

const notFound = () => new AppError('NOT_FOUND', 'Property not found');

const answerOf = (row: ListingRow, message: string): ListingStatusResponse => ({
  message,
  status: row.status,
  last_confirmed_at: row.lastConfirmedAt.toISOString(),
});

/** Who acts: a user in the app, or the poster through a signed link. */
type Actor = { kind: 'viewer'; viewer: Viewer | null } | { kind: 'link' };

const authorise = (actor: Actor, row: ListingRow) => {
  if (actor.kind === 'link') return { id: row.userId, isAdmin: false };
  const user = requireOwnerOrAdmin(actor.viewer, row.userId);
  return { id: user.id, isAdmin: user.isAdmin };
};

/** Rented out: the listing leaves every list at once, its page says so, and the dead leads it leaves are credited. */
const markRentedAs = async (input: { db: Db; actor: Actor; id: number; now: Date }) =>
  input.db.transaction(async (tx) => {
    const row = await lockListing(tx, input.id);
    if (!row) throw notFound();
    const user = authorise(input.actor, row);
    const status: ListingStatus = row.status;
    switch (status) {
      case 'rented':
        return answerOf(row, 'Marked as rented out');
      case 'live':
      case 'paused': {
        const updated = await setListingState(tx, row.id, {
          status: 'rented',
          pausedReason: null,
          now: input.now,
        });
        await recordEvent(tx, { listingId: row.id, actorId: user.id, action: 'rented', now: input.now });
        await settleDeadLeads(tx, { listingId: row.id, now: input.now });
        return answerOf(updated, 'Marked as rented out');
      }
      default:
        return status satisfies never;
    }
  });

/**
 * Still available: confirms the listing, and brings it back when it was paused for
 * not being confirmed, paused automatically over reports, or had been rented out. The
 * reports it answers count toward no further pause; they stay open for an admin
 * (docs/decisions/0098-report-weights.md). A listing an admin paused stays paused: only
 * an admin brings it back.
 */
const confirmAs = async (input: { db: Db; actor: Actor; id: number; now: Date }) =>
  input.db.transaction(async (tx) => {
    const row = await lockListing(tx, input.id);
    if (!row) throw notFound();
    const user = authorise(input.actor, row);
    if (!user.isAdmin && (await isSuspended(tx, row.userId))) {
      throw new AppError(
        'FORBIDDEN',
        'Your account is suspended, so your listings stay paused. Write to support.',
      );
    }
    const status: ListingStatus = row.status;
    switch (status) {
      case 'live': {
        const updated = await setConfirmed(tx, row.id, input.now);
        await recordEvent(tx, { listingId: row.id, actorId: user.id, action: 'confirmed', now: input.now });
        return answerOf(updated, 'Thanks! Your listing is confirmed as available');
      }
      case 'paused':
      case 'rented': {
        const afterReports = status === 'paused' && row.pausedReason === 'reports';
        if (status === 'paused' && !afterReports && row.pausedReason !== 'unconfirmed' && !user.isAdmin) {
          throw new AppError(
            'FORBIDDEN',
            'Our team paused this listing after checking reports about it. We will write to you.',
          );
        }
        const updated = await setListingState(tx, row.id, {
          status: 'live',
          pausedReason: null,
          now: input.now,
          confirmed: true,
        });
        if (afterReports) await markReportsAnswered(tx, { listingId: row.id, now: input.now });
        await recordEvent(tx, {
          listingId: row.id,
          actorId: user.id,
          action: 'revived',
          note: afterReports ? 'Still available: back after the reports, until an admin decides' : '',
          now: input.now,
        });
        return answerOf(updated, 'Your listing is live again');
      }
      default:
        return status satisfies never;
    }
  });

export const markRented = (input: { db: Db; viewer: Viewer | null; id: number; now: Date }) =>
  markRentedAs({ ...input, actor: { kind: 'viewer', viewer: input.viewer } });

export const confirmListing = (input: { db: Db; viewer: Viewer | null; id: number; now: Date }) =>
  confirmAs({ ...input, actor: { kind: 'viewer', viewer: input.viewer } });

const readLink = (secret: string | readonly string[], token: string, now: Date) => {
  const check = readFreshnessToken(secret, token, now);
  if (check.ok) return check;
  throw badInput(
    'token',
    check.reason === 'expired'
      ? 'This link has expired. Open My Properties on Thikana to update your listing.'
      : 'This link is not valid. Open My Properties on Thikana to update your listing.',
  );
};

/** What the one-tap page shows: which listing and which answer. Changes nothing. */
export const describeFreshnessLink = async (input: {
  db: Db;
  secret: string | readonly string[];
  token: string;
  now: Date;
}): Promise<FreshnessLinkResponse> => {
  const link = readLink(input.secret, input.token, input.now);
  const row = await findListing(input.db, link.listingId);
  if (!row) throw notFound();
  return {
    listing_id: row.id,
    title: row.title,
    answer: link.answer,
    status: row.status,
    paused_reason: row.pausedReason,
  };
};

/** The poster's answer through the link's one button (a POST, never the link's GET). */
export const answerFreshnessLink = async (input: {
  db: Db;
  secret: string | readonly string[];
  token: string;
  now: Date;
}) => {
  const link = readLink(input.secret, input.token, input.now);
  const answer: FreshnessAnswer = link.answer;
  const change = { db: input.db, actor: { kind: 'link' } as const, id: link.listingId, now: input.now };
  switch (answer) {
    case 'available':
      return confirmAs(change);
    case 'rented':
      return markRentedAs(change);
    default:
      return answer satisfies never;
  }
};
