// The question "Is your home still available?" with its two one-tap links, by WhatsApp
// (the listing's contact number) and email (its contact email): sent weekly to posters
// of unconfirmed listings, at once when a tenant reports a listing already rented
// (docs/product/listings.md#freshness), and at once when reports pause a listing, which
// the "It is still available" link brings back (docs/product/listings.md#reports).
import type { FastifyBaseLogger } from 'fastify';
import { FRESHNESS_PAUSE_DAYS } from '../../../shared/constants.ts';
import type { FreshnessAnswer } from '../../../shared/schemas/trust.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { WhatsApp } from '../../adapters/whatsapp.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ListingRow } from '../../db/schema.ts';
import { deliverNotice } from '../outgoing/index.ts';
import { issueFreshnessToken } from './freshness-token.ts';

/** The page behind a one-tap link: it shows one button, so a link preview changes nothing. */
const linkUrl = (config: Config, row: ListingRow, answer: FreshnessAnswer, now: Date) =>
  `${config.PUBLIC_URL}/listing-check/${issueFreshnessToken(config.appSecret, { listingId: row.id, answer, now })}`;

type Occasion = 'weekly' | 'reported' | 'paused';

const messageOf = (config: Config, row: ListingRow, occasion: Occasion, now: Date) => {
  const available = linkUrl(config, row, 'available', now);
  const rented = linkUrl(config, row, 'rented', now);
  if (occasion === 'paused') {
    // docs/decisions/0098-report-weights.md: the poster can answer at once.
    return {
      subject: `Your ${row.title} is paused after reports`,
      text: [
        `Your ${row.title} is paused: tenants reported it, and our team will look at the reports.`,
        'If it is still available, bring it back in one tap:',
        '',
        `It is still available: ${available}`,
        `Rented out: ${rented}`,
      ].join('\n'),
    };
  }
  const question = `Is your ${row.title} still available?`;
  return {
    subject: question,
    text: [
      occasion === 'reported' ? `A tenant told us your ${row.title} may be rented already.` : null,
      question,
      '',
      `Still available: ${available}`,
      `Rented out: ${rented}`,
      '',
      `Tenants see when you last confirmed it. A listing not confirmed for ${FRESHNESS_PAUSE_DAYS} days is paused until you confirm it.`,
    ]
      .filter((line) => line !== null)
      .join('\n'),
  };
};

/**
 * 'sent' when every message went, 'held' when the poster's message budget held one back
 * (docs/decisions/0094-one-message-budget-per-recipient.md), 'failed' otherwise; a failure
 * is logged, never thrown (the next round asks again).
 */
export const askPoster = async (input: {
  db: Db;
  config: Config;
  mailer: Mailer;
  whatsapp?: WhatsApp | undefined;
  row: ListingRow;
  occasion: Occasion;
  now: Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) => {
  const { row } = input;
  const { subject, text } = messageOf(input.config, row, input.occasion, input.now);
  const outcome = await deliverNotice({
    ...input,
    to: { email: row.email, mobile: row.mobileNo },
    message: { subject, text },
    // However many tenants report it, the poster hears of a listing once in the fold window;
    // a pause happens once until the poster revives it, so each pause is told.
    event: input.occasion === 'paused' ? undefined : `freshness-${input.occasion}:${row.id}`,
  });
  if (outcome.failed === 0 && outcome.held === 0) return 'sent';
  input.log.warn(
    { listingId: row.id, occasion: input.occasion, ...outcome },
    'a freshness question was not sent',
  );
  return outcome.failed > 0 ? 'failed' : 'held';
};
