// The users page for admins (docs/product/accounts.md#users-page): search, one account
// with everything about it, and the four actions. Suspension belongs to trust and the
// admin grant to auth; each action here is one transaction with its audit row.
import type { UserAction, UserDetail, UserSearchResponse } from '../../../shared/schemas/admin-user.ts';
import { USER_SEARCH_LIMIT } from '../../../shared/schemas/admin-user.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { listAdminActions, setAdmin } from '../accounts/index.ts';
import { findListingHistory, restoreAccount, suspendAccount } from '../trust/index.ts';
import {
  findListingsOf,
  findPaymentsOf,
  findReportsAgainst,
  findReportsBy,
  findSessionsOf,
  findUser,
  searchUsers,
} from './store.ts';

const LISTING_HISTORY_LIMIT = 100;

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The digits of a phone number as stored (10 digits): spaces, dashes, brackets, a
 * leading +91, 91 or 0 are dropped. Null when the text is not a number.
 */
export const phoneDigits = (text: string) => {
  const compact = text.replace(/[\s\-().]/g, '');
  if (!/^\+?\d{3,}$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, '');
  if (digits.length > 10 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
};

export const findUsers = async (input: {
  db: Db;
  viewer: Viewer | null;
  q: string;
}): Promise<UserSearchResponse> => {
  requireAdmin(input.viewer);
  const rows = await searchUsers(input.db, {
    text: input.q,
    digits: phoneDigits(input.q),
    limit: USER_SEARCH_LIMIT,
  });
  return {
    users: rows.map((u) => ({
      id: u.id,
      full_name: u.fullName,
      email: u.email,
      mobile_no: u.mobileNo,
      user_type: u.userType,
      is_admin: u.isAdmin,
      suspended: u.suspendedAt !== null,
    })),
  };
};

export const getUserDetail = async (input: {
  db: Db;
  viewer: Viewer | null;
  id: number;
  now: Date;
}): Promise<UserDetail> => {
  requireAdmin(input.viewer);
  const { db, id } = input;
  const user = await findUser(db, id);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const [owned, made, against, paid, live, actions] = await Promise.all([
    findListingsOf(db, id),
    findReportsBy(db, id),
    findReportsAgainst(db, id),
    findPaymentsOf(db, id),
    findSessionsOf(db, id, input.now),
    listAdminActions(db, id),
  ]);
  const titles = new Map(owned.map((l) => [l.id, l.title]));
  const events =
    titles.size === 0
      ? []
      : (await findListingHistory(db, [...titles.keys()])).slice(0, LISTING_HISTORY_LIMIT);
  const history: UserDetail['history'] = [
    ...actions.map((a) => ({
      kind: 'account' as const,
      action: a.action,
      listing_id: null,
      listing_title: null,
      actor_name: a.actorId === null ? null : a.actorName,
      note: a.note,
      created_at: iso(a.createdAt),
    })),
    ...events.map((e) => ({
      kind: 'listing' as const,
      action: e.action,
      listing_id: e.listingId,
      listing_title: titles.get(e.listingId) ?? null,
      actor_name: e.actorName,
      note: e.note,
      created_at: iso(e.createdAt),
    })),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return {
    user: {
      id: user.id,
      full_name: user.fullName,
      email: user.email,
      mobile_no: user.mobileNo,
      user_type: user.userType,
      is_admin: user.isAdmin,
      suspended: user.suspendedAt !== null,
      location: user.location,
      created_at: iso(user.createdAt),
      suspended_at: isoOrNull(user.suspendedAt),
      pass_until: isoOrNull(user.subscriptionUpto),
      email_verified: user.emailVerifiedAt !== null,
      mobile_verified: user.mobileVerifiedAt !== null,
      second_factor_enrolled: user.totpEnabledAt !== null,
    },
    listings: owned.map((l) => ({
      id: l.id,
      title: l.title,
      city: l.city,
      locality: l.locality,
      status: l.status,
      paused_reason: l.pausedReason,
      created_at: iso(l.createdAt),
      removed_at: isoOrNull(l.deletedAt),
    })),
    reports_made: made.map((r) => ({
      id: r.id,
      listing_id: r.listingId,
      listing_title: r.listingTitle,
      reason: r.reason,
      details: r.details,
      created_at: iso(r.createdAt),
      resolved_at: isoOrNull(r.resolvedAt),
    })),
    reports_against: against.map((r) => ({
      id: r.id,
      listing_id: r.listingId,
      listing_title: r.listingTitle,
      reason: r.reason,
      details: r.details,
      reporter_id: r.reporterId,
      reporter_name: r.reporterName,
      created_at: iso(r.createdAt),
      resolved_at: isoOrNull(r.resolvedAt),
    })),
    payments: paid.map((p) => ({
      payment_id: p.gatewayPaymentId,
      amount_paise: p.amountPaise,
      source: p.source,
      pass_from: iso(p.subscriptionFrom),
      pass_until: iso(p.subscriptionUpto),
      created_at: iso(p.createdAt),
    })),
    sessions: live.map((s) => ({
      created_at: iso(s.createdAt),
      last_seen_at: iso(s.lastSeenAt),
      expires_at: iso(s.expiresAt),
      user_agent: s.userAgent,
      ip: s.ip,
    })),
    history,
  };
};

const DONE: Record<UserAction, string> = {
  suspend: 'User suspended; their live listings are paused',
  restore: 'User restored; the listings the suspension paused are live again',
  'grant-admin': 'Admin granted; they set up their authenticator app at their next login',
  'revoke-admin': 'Admin revoked',
};

/** Suspend, restore, grant or revoke admin: one transaction each, audited (docs/decisions/0061-restore-revives-what-suspension-paused.md). */
export const actOnUser = async (input: {
  deps: Pick<AppDeps, 'database' | 'clock' | 'live'>;
  viewer: Viewer | null;
  id: number;
  action: UserAction;
  note: string;
}) => {
  const admin = requireAdmin(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const { id: userId, note, action } = input;
  const change = { userId, actorId: admin.id, note, now };
  switch (action) {
    case 'suspend':
      if (note.length === 0) throw badInput('note', 'Write why this user is suspended');
      await db.transaction((tx) => suspendAccount(tx, change));
      break;
    case 'restore':
      await db.transaction((tx) => restoreAccount(tx, change));
      break;
    case 'grant-admin':
    case 'revoke-admin':
      await setAdmin({
        deps: input.deps,
        target: { userId },
        isAdmin: action === 'grant-admin',
        actorId: admin.id,
        note,
      });
      break;
    default:
      return action satisfies never;
  }
  return { message: DONE[action] };
};
