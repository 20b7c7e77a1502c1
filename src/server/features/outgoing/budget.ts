// One budget per recipient for every message we send to a person: codes, account
// notices, saved-search alerts, questions to posters, and whatever comes later
// (docs/decisions/0094-one-message-budget-per-recipient.md). A recipient is one WhatsApp
// number or one email address. Counts live where the rate limits live (the database, or
// Redis when REDIS_URL is set), so every server process spends the same budget.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { hitCounter } from '../../http/rate-limit.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Notices one person may cause to one recipient (a seeker's bookings and cancellations to a
 * poster): 2 an hour and 4 a day, below the recipient's notice share (3 and 10 by default), so
 * one sender never uses it up; past them the sender's notices are held and spend nothing of
 * the recipient's budget (docs/decisions/0137-strangers-words-are-quoted-never-relayed.md).
 */
export const SENDER_NOTICES = { hour: 2, day: 4 } as const;

export type Recipient = { channel: 'whatsapp' | 'email'; address: string };

/**
 * A code is asked for by whoever wants it and may use the whole budget; a notice is
 * sent because something happened, and may use only half of it, so notices alone can
 * never use up the room a person's own codes need.
 */
export type MessageKind = 'code' | 'notice';

export type BudgetConfig = Pick<
  Config,
  'RECIPIENT_MESSAGES_PER_HOUR' | 'RECIPIENT_MESSAGES_PER_DAY' | 'NOTICE_FOLD_HOURS'
>;

type Admission = { admitted: true } | { admitted: false; why: 'folded' | 'over-budget'; retryAt: Date };

const refused = (why: 'folded' | 'over-budget', retryAt: Date): Admission => ({
  admitted: false,
  why,
  retryAt,
});

/**
 * Asks `to`'s budget for one message and spends it when admitted. A notice naming an
 * `event` already told to this recipient within NOTICE_FOLD_HOURS is folded into the
 * first one: not sent, and not counted against the budget.
 */
export const admitMessage = async (input: {
  db: Db;
  config: BudgetConfig;
  now: Date;
  to: Recipient;
  kind: MessageKind;
  event?: string | undefined;
  /** Who caused a notice (`user:<id>`), when someone did. */
  from?: string | undefined;
}): Promise<Admission> => {
  const { db, config, now, kind } = input;
  const who = `${input.to.channel}:${input.to.address.trim().toLowerCase()}`;
  if (kind === 'notice' && input.event) {
    const fold = await hitCounter(
      db,
      `msg-fold:${who}:${input.event}`,
      config.NOTICE_FOLD_HOURS * HOUR_MS,
      now,
    );
    if (fold.count > 1) return refused('folded', fold.resetAt);
  }
  const windows = [
    { name: 'hour', ms: HOUR_MS, limit: config.RECIPIENT_MESSAGES_PER_HOUR },
    { name: 'day', ms: DAY_MS, limit: config.RECIPIENT_MESSAGES_PER_DAY },
  ] as const;
  if (kind === 'notice' && input.from) {
    // Checked before the recipient's counters: a sender past their share spends none of them.
    for (const w of windows) {
      const share = Math.min(SENDER_NOTICES[w.name], Math.floor(w.limit / 2) - 1);
      const hit = await hitCounter(db, `msg-from-${w.name}:${input.from}:${who}`, w.ms, now);
      if (hit.count > Math.max(1, share)) return refused('over-budget', hit.resetAt);
    }
  }
  if (kind === 'notice') {
    for (const w of windows) {
      const hit = await hitCounter(db, `msg-notices-${w.name}:${who}`, w.ms, now);
      if (hit.count > Math.floor(w.limit / 2)) return refused('over-budget', hit.resetAt);
    }
  }
  for (const w of windows) {
    const hit = await hitCounter(db, `msg-${w.name}:${who}`, w.ms, now);
    if (hit.count > w.limit) return refused('over-budget', hit.resetAt);
  }
  return { admitted: true };
};
