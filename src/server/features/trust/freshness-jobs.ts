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
import { askPoster } from './ask-poster.ts';
import { claimListingsToAsk, forgetAsked, pauseUnconfirmed, recordEvents } from './store.ts';

const DAY_MS = 86_400_000;
/** Listings asked per run; the rest wait for the next run (the job runs hourly). */
const ASK_BATCH = 500;

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

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
  let held = 0;
  for (const row of rows) {
    const outcome = await askPoster({ ...input, row, occasion: 'weekly' });
    if (outcome === 'failed') failed += 1;
    // Over the poster's message budget: asked again at a later run.
    if (outcome === 'held') {
      held += 1;
      await forgetAsked(input.db, row.id);
    }
  }
  return { asked: rows.length - held, held, failed };
};

export const pauseStaleListings = async (input: { db: Db; now: Date }) =>
  input.db.transaction(async (tx) => {
    const ids = await pauseUnconfirmed(tx, {
      confirmedBefore: ago(input.now, FRESHNESS_PAUSE_DAYS),
      now: input.now,
    });
    await recordEvents(tx, ids, {
      actorId: null,
      action: 'paused',
      note: `Not confirmed for ${FRESHNESS_PAUSE_DAYS} days`,
      now: input.now,
    });
    return { paused: ids.length };
  });
