// The weekly freshness round (docs/product/listings.md#freshness), run by the job runner:
// posters of listings unconfirmed for FRESHNESS_ASK_DAYS are asked, by WhatsApp and
// email, whether the home is still available; listings unconfirmed for
// FRESHNESS_PAUSE_DAYS are paused. Both are idempotent: a listing is claimed before it
// is asked, and only listed listings are paused.
import type { FastifyBaseLogger } from 'fastify';
import { FRESHNESS_ASK_DAYS, FRESHNESS_PAUSE_DAYS } from '../../../shared/constants.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { WhatsApp } from '../../adapters/whatsapp.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ListingRow } from '../../db/schema.ts';
import { issueFreshnessToken } from './freshness-token.ts';
import { claimListingsToAsk, pauseUnconfirmed, recordEvent } from './store.ts';

const DAY_MS = 86_400_000;
/** Listings asked per run; the rest wait for the next run (the job runs hourly). */
const ASK_BATCH = 500;

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The page behind a one-tap link: it shows one button, so a link preview changes nothing. */
export const freshnessLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/listing-check/${token}`;

const askText = (config: Config, row: ListingRow, now: Date) => {
  const link = (answer: 'available' | 'rented') =>
    freshnessLinkUrl(
      config.PUBLIC_URL,
      issueFreshnessToken(config.appSecret, { listingId: row.id, answer, now }),
    );
  return [
    `Is your ${row.title} still available?`,
    '',
    `Still available: ${link('available')}`,
    `Rented out: ${link('rented')}`,
    '',
    `Tenants see when you last confirmed it. A listing not confirmed for ${FRESHNESS_PAUSE_DAYS} days is paused until you confirm it.`,
  ].join('\n');
};

export const askPostersToConfirm = async (input: {
  db: Db;
  config: Config;
  mailer: Mailer;
  whatsapp?: WhatsApp | undefined;
  now: Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) => {
  const rows = await claimListingsToAsk(input.db, {
    confirmedBefore: ago(input.now, FRESHNESS_ASK_DAYS),
    askedBefore: ago(input.now, FRESHNESS_ASK_DAYS),
    now: input.now,
    limit: ASK_BATCH,
  });
  let failed = 0;
  for (const row of rows) {
    const text = askText(input.config, row, input.now);
    const sends: Promise<void>[] = [];
    if (input.whatsapp && /^\d{10}$/.test(row.mobileNo)) {
      sends.push(input.whatsapp.sendNotice(`91${row.mobileNo}`, text));
    }
    if (row.email) {
      sends.push(
        input.mailer.send({ to: row.email, subject: `Is your ${row.title} still available?`, text }),
      );
    }
    const results = await Promise.allSettled(sends);
    if (results.some((r) => r.status === 'rejected')) {
      failed += 1;
      input.log.warn({ listingId: row.id }, 'a freshness question was not sent');
    }
  }
  return { asked: rows.length, failed };
};

export const pauseStaleListings = async (input: { db: Db; now: Date }) =>
  input.db.transaction(async (tx) => {
    const ids = await pauseUnconfirmed(tx, {
      confirmedBefore: ago(input.now, FRESHNESS_PAUSE_DAYS),
      now: input.now,
    });
    for (const listingId of ids) {
      await recordEvent(tx, {
        listingId,
        actorId: null,
        action: 'paused',
        note: `Not confirmed for ${FRESHNESS_PAUSE_DAYS} days`,
        now: input.now,
      });
    }
    return { paused: ids.length };
  });
