// The user's rights over their data (India's DPDP Act): a full export, and deletion
// of the account.
import type { ExportDataResponse } from '../../../shared/schemas/auth.ts';
import { requireUser } from '../../http/guards.ts';
import { endSessionStreams } from '../../http/session.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { exportConversations } from '../conversations/index.ts';
import { imageObjectKeys, toPhoto } from '../media/index.ts';
import { exportPushSubscriptions, forgetPushSubscriptions } from '../push/index.ts';
import { exportViewings } from '../viewings/index.ts';
import {
  anonymiseUserRow,
  deleteUserContent,
  deleteUserRow,
  hasPaymentRecords,
  listImageKeysOfUser,
  readFootprint,
} from './account-store.ts';
import { toPublicUser } from './public-user.ts';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export const exportAccountData = async (options: {
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>;
  viewer: Viewer | null;
}): Promise<ExportDataResponse> => {
  const viewer = requireUser(options.viewer);
  const { storage } = options.deps;
  const f = await readFootprint(options.deps.database.db, viewer.id);
  return {
    exported_at: iso(options.deps.clock.now()),
    profile: toPublicUser(viewer),
    listings: f.ownListings.map((l) => ({
      id: l.id,
      title: l.title,
      listed_by: l.listedBy,
      property_type: l.propertyType,
      full_name: l.fullName,
      mobile_no: l.mobileNo,
      email: l.email,
      city: l.city,
      locality: l.locality,
      rent: l.rent,
      deposit: l.deposit,
      description: l.description,
      images: f.images.filter((i) => i.listingId === l.id).map((i) => toPhoto(storage, i).lg),
      created_at: iso(l.createdAt),
      deleted_at: isoOrNull(l.deletedAt),
    })),
    wishlist: f.liked.map((w) => ({ listing_id: w.listingId, created_at: iso(w.createdAt) })),
    conversations: await exportConversations({
      db: options.deps.database.db,
      viewer,
      now: options.deps.clock.now(),
    }),
    viewings: await exportViewings({
      db: options.deps.database.db,
      storage,
      viewer,
      now: options.deps.clock.now(),
    }),
    push_subscriptions: await exportPushSubscriptions({ db: options.deps.database.db, userId: viewer.id }),
    visits: f.seen.map((v) => ({ listing_id: v.listingId, created_at: iso(v.createdAt) })),
    saved_searches: f.kept.map((k) => ({
      name: k.name,
      query: k.query,
      alert_channels: k.alertChannels,
      alert_frequency: k.alertFrequency,
      alert_hour: k.alertHour,
      created_at: iso(k.createdAt),
    })),
    contact_unlocks: f.unlocks.map((u) => ({ listing_id: u.listingId, created_at: iso(u.createdAt) })),
    payment_orders: f.orders.map((o) => ({
      gateway_order_id: o.gatewayOrderId,
      amount_paise: o.amountPaise,
      currency: o.currency,
      plan_name: o.planName,
      plan_days: o.planDays,
      status: o.status,
      created_at: iso(o.createdAt),
      paid_at: isoOrNull(o.paidAt),
    })),
    payments: f.paid.map((p) => ({
      gateway_payment_id: p.gatewayPaymentId,
      amount_paise: p.amountPaise,
      subscription_from: iso(p.subscriptionFrom),
      subscription_upto: iso(p.subscriptionUpto),
      created_at: iso(p.createdAt),
    })),
    sessions: f.devices.map((s) => ({
      created_at: iso(s.createdAt),
      last_seen_at: iso(s.lastSeenAt),
      expires_at: iso(s.expiresAt),
      user_agent: s.userAgent,
      ip: s.ip,
    })),
    blogs: f.posts.map((b) => ({ id: b.id, title: b.title, created_on: iso(b.createdOn) })),
    services: f.added.map((s) => ({ id: s.id, service_name: s.serviceName, created_at: iso(s.createdAt) })),
  };
};

/**
 * Removes the profile, listings (with their photos), wishlist, visits, sessions and push subscriptions.
 * Payment records are kept, as Indian tax and accounting law requires for years, and
 * they point at the user row (ON DELETE RESTRICT). So a user who has paid keeps an
 * anonymised row with no name, email, phone, password or birth date; everyone else's
 * row is deleted outright.
 */
export const deleteAccount = async (options: {
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage' | 'live'>;
  viewer: Viewer | null;
}) => {
  const viewer = requireUser(options.viewer);
  const { db } = options.deps.database;
  const now = options.deps.clock.now();
  const imageKeys = await db.transaction(async (tx) => {
    const keys = await listImageKeysOfUser(tx, viewer.id);
    await deleteUserContent(tx, viewer);
    await forgetPushSubscriptions({ db: tx, userId: viewer.id });
    if (await hasPaymentRecords(tx, viewer.id)) await anonymiseUserRow(tx, viewer.id, now);
    else await deleteUserRow(tx, viewer.id);
    return keys;
  });
  // The sessions went with the rows; their open streams end now, on every process.
  await endSessionStreams(options.deps.live, { userId: viewer.id });
  // Photos go once the rows are gone; a failure here leaves unreachable files, never a broken listing.
  await options.deps.storage.remove(imageKeys.flatMap(imageObjectKeys)).catch(() => undefined);
};
