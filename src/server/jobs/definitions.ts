// Every background job of the product, in one list. A feature that needs periodic
// work adds its definition here; the runner (runner.ts) schedules each once per
// cluster, retries failures with backoff and records every attempt in job_runs.
// Retention choices: docs/decisions/0041-background-jobs.md.

import { refreshStatistics } from '../db/statistics.ts';
import { sendSavedSearchAlerts } from '../features/alerts/index.ts';
import { sendContactDigest } from '../features/contact/index.ts';
import { markMessageNoticesTold, tellOfUnreadMessages } from '../features/conversations/index.ts';
import { flushCounts } from '../features/counting/index.ts';
import { recordLargeSize } from '../features/listings/index.ts';
import { backfillCardSizes, makeLargeSizes } from '../features/media/index.ts';
import { noticeContext, sendHeldNotices } from '../features/outgoing/index.ts';
import { reconcilePayments } from '../features/payments/index.ts';
import { computeRentIndex } from '../features/rents/index.ts';
import { askPostersToConfirm, pauseStaleListings } from '../features/trust/index.ts';
import { lapseVisitRequests, sendViewingReminders } from '../features/viewings/index.ts';
import { purgeExpiredSessions } from '../http/session.ts';
import {
  deleteOldGatewayEvents,
  deleteSpentOtpChallenges,
  deleteSpentPendingProofs,
  deleteStaleRateCounters,
} from './housekeeping-store.ts';
import type { JobDefinition } from './job.ts';
import { sweepMedia } from './media-sweep.ts';

const DAY_MS = 86_400_000;
/** Used or expired codes are kept a day: the per-number send limits count the last hour. */
const OTP_KEEP_MS = DAY_MS;
/** A closed rate-limit window is kept a day for investigating abuse. */
const RATE_COUNTER_KEEP_MS = DAY_MS;
/** Webhook records are the payment audit trail; Razorpay stops retrying after 24 hours. */
const GATEWAY_EVENT_KEEP_MS = 400 * DAY_MS;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

export const JOBS: JobDefinition[] = [
  {
    name: 'counting-flush',
    description: 'Add the impressions, views and searches this process counted to the day’s rows',
    schedule: '* * * * *',
    // A failed batch is already back in the tally for the next minute's run.
    retryLimit: 0,
    run: async ({ deps }) => flushCounts(deps.database.db, deps.tally),
  },
  {
    name: 'payments-reconcile',
    description: 'Credit paid orders whose checkout callback and webhook were both lost',
    schedule: '*/5 * * * *',
    run: async ({ deps, log }) =>
      reconcilePayments({
        db: deps.database.db,
        gateway: deps.gateway,
        mailer: deps.mailer,
        now: deps.clock.now(),
        log,
      }),
  },
  {
    name: 'saved-search-alerts',
    description: 'Tell people of new homes matching their saved searches, at most once a day each',
    // "Instant" alerts go out within ten minutes of the listing.
    schedule: '*/10 * * * *',
    run: async ({ deps, log }) => {
      if (!deps.whatsapp) throw new Error('saved-search alerts need the WhatsApp adapter');
      return sendSavedSearchAlerts({ ...noticeContext(deps, log), whatsapp: deps.whatsapp });
    },
  },
  {
    name: 'unread-message-notices',
    description: 'Tell people of messages unread for 2 minutes, at most once per conversation an hour',
    schedule: '* * * * *',
    run: async ({ deps, log }) =>
      tellOfUnreadMessages({ ...noticeContext(deps, log), webPush: deps.webPush }),
  },
  {
    name: 'held-notices',
    description:
      'Send what a recipient’s pace or budget held, one digest each, within the hour and before its visit',
    schedule: '* * * * *',
    run: async ({ deps, log }) => {
      const context = noticeContext(deps, log);
      const { topics, ...counts } = await sendHeldNotices(context);
      await markMessageNoticesTold(context.db, topics, context.now);
      return counts;
    },
  },
  {
    name: 'viewing-reminders',
    description:
      'Remind both sides of a booked visit at 18:00 the evening before and 2 hours before, once each',
    schedule: '*/5 * * * *',
    run: async ({ deps, log }) => sendViewingReminders(noticeContext(deps, log)),
  },
  {
    name: 'visit-requests-lapse',
    description: 'Lapse asked visits not answered within 48 hours and tell the side that waited',
    schedule: '*/5 * * * *',
    run: async ({ deps, log }) => lapseVisitRequests(noticeContext(deps, log)),
  },
  {
    name: 'database-statistics',
    description: 'Refresh the embedded database’s planner statistics (PostgreSQL’s autovacuum does it there)',
    schedule: '23 * * * *',
    run: async ({ deps }) => {
      const { analyzed, ms } = await refreshStatistics(deps.database, { always: true });
      return { analyzed: analyzed ? 1 : 0, ms };
    },
  },
  {
    name: 'rent-index',
    description:
      'Compute the rent index: rents per city, locality, type and configuration, by month, and demand',
    // Hourly: rents move over weeks; the figures say when they were computed.
    schedule: '13 * * * *',
    run: async ({ deps }) => computeRentIndex({ database: deps.database, now: deps.clock.now() }),
  },
  {
    name: 'purge-sessions',
    description: 'Delete sessions past their absolute or idle lifetime',
    schedule: '7 * * * *',
    run: async ({ deps }) => ({ deleted: await purgeExpiredSessions(deps.database.db, deps.clock.now()) }),
  },
  {
    name: 'purge-otp-challenges',
    description: 'Delete one-time codes and pending account choices used or expired more than a day ago',
    schedule: '17 * * * *',
    run: async ({ deps }) => {
      const before = ago(deps.clock.now(), OTP_KEEP_MS);
      const codes = await deleteSpentOtpChallenges(deps.database.db, before);
      return { deleted: codes + (await deleteSpentPendingProofs(deps.database.db, before)) };
    },
  },
  {
    name: 'purge-rate-counters',
    description: 'Delete rate-limit windows closed more than a day ago',
    schedule: '27 * * * *',
    run: async ({ deps }) => ({
      deleted: await deleteStaleRateCounters(deps.database.db, ago(deps.clock.now(), RATE_COUNTER_KEEP_MS)),
    }),
  },
  {
    name: 'purge-gateway-events',
    description: 'Delete processed payment webhooks older than the 400-day audit window',
    schedule: '37 3 * * *',
    run: async ({ deps }) => ({
      deleted: await deleteOldGatewayEvents(deps.database.db, ago(deps.clock.now(), GATEWAY_EVENT_KEEP_MS)),
    }),
  },
  {
    name: 'contact-digest',
    description: 'Mail support one digest of contact messages it was not told about',
    // 03:30 UTC is 09:00 in India, the start of support's day.
    schedule: '30 3 * * *',
    run: async ({ deps }) => ({
      carried: await sendContactDigest({
        db: deps.database.db,
        config: deps.config,
        mailer: deps.mailer,
        now: deps.clock.now(),
      }),
    }),
  },
  {
    name: 'listing-freshness-ask',
    description: 'Ask posters of listings unconfirmed for 7 days whether the home is still available',
    schedule: '30 * * * *',
    run: async ({ deps, log }) => askPostersToConfirm(noticeContext(deps, log)),
  },
  {
    name: 'listing-freshness-pause',
    description: 'Pause listings not confirmed for 21 days; they leave search until the poster confirms',
    schedule: '40 * * * *',
    run: async ({ deps }) => pauseStaleListings({ db: deps.database.db, now: deps.clock.now() }),
  },
  {
    name: 'media-sweep',
    description: 'Remove photos no row refers to, once they are a day old',
    schedule: '47 3 * * *',
    run: sweepMedia,
  },
  {
    name: 'media-card-sizes',
    description: 'Give every stored photo its 400 px card size, made from its 960 px one',
    schedule: '57 2 * * *',
    run: async ({ deps }) => backfillCardSizes(deps.storage),
  },
  {
    name: 'media-large-sizes',
    description: 'Make the 1600 px WebP and AVIF of photos uploaded since the last run',
    schedule: '* * * * *',
    run: async ({ deps }) =>
      makeLargeSizes({
        storage: deps.storage,
        now: deps.clock.now(),
        record: (key, size) => recordLargeSize(deps.database.db, key, size),
      }),
  },
];

export const findJob = (name: string) => JOBS.find((job) => job.name === name);
