// How fast one person may write in one conversation (docs/product/conversations.md#fair-use,
// docs/decisions/0132-a-pace-per-sender-per-conversation.md): messages and bytes a minute and
// a day (India's day, from midnight, as for new conversations), counted by the house rate-limit
// counters (the database, or Redis when REDIS_URL is set). Every message reaches the other
// side's open tabs at once, so a flood is stopped before it is saved; another conversation of
// the same sender keeps its own count.
import { startOfIndianDay, todayInIndia } from '../../../shared/format.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { hitCounter } from '../../http/rate-limit.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Well above anyone typing, or pasting a few long messages; far below a script. */
export const MESSAGE_PACE = {
  minute: { messages: 20, bytes: 20_000 },
  day: { messages: 300, bytes: 200_000 },
} as const;

const PACE_MESSAGES = {
  minute:
    'You are sending messages faster than anyone can read them. This message was not sent: please wait a minute and send it again.',
  day: 'You have written a great deal in this conversation today. This message was not sent: please send it again after midnight.',
};

/**
 * Counts the message against its sender's pace in this conversation, or throws 429 with
 * Retry-After. The minute is checked first and a message it refuses is not counted in the
 * day, so a burst that was slowed down does not also use up the day.
 */
export const checkMessagePace = async (
  db: Db,
  input: { senderId: number; conversationId: number; text: string; now: Date },
) => {
  const { now } = input;
  const bytes = Buffer.byteLength(input.text, 'utf8');
  const who = `${input.senderId}:${input.conversationId}`;
  const windows = [
    { name: 'minute' as const, key: `minute:${who}`, ms: MINUTE_MS },
    {
      name: 'day' as const,
      key: `day:${todayInIndia(now)}:${who}`,
      ms: startOfIndianDay(now).getTime() + DAY_MS - now.getTime(),
    },
  ];
  for (const window of windows) {
    const limit = MESSAGE_PACE[window.name];
    const [messages, size] = await Promise.all([
      hitCounter(db, `msg-pace-${window.key}`, window.ms, now),
      hitCounter(db, `msg-bytes-${window.key}`, window.ms, now, bytes),
    ]);
    const over = [
      messages.count > limit.messages ? messages.resetAt.getTime() : 0,
      size.count > limit.bytes ? size.resetAt.getTime() : 0,
    ];
    const until = Math.max(...over);
    if (until === 0) continue;
    const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', PACE_MESSAGES[window.name], {
      headers: { 'retry-after': String(seconds) },
    });
  }
};
