// How fast one person may write in one conversation (docs/product/conversations.md#fair-use,
// docs/decisions/0132-a-pace-per-sender-per-conversation.md): messages and bytes a minute and
// a day, counted by the house rate-limit counters (the database, or Redis when REDIS_URL is
// set). Every message reaches the other side's open tabs at once, so a flood is stopped before
// it is saved; another conversation of the same sender keeps its own count.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { hitCounter } from '../../http/rate-limit.ts';

const MINUTE_MS = 60_000;

/** Well above anyone typing, or pasting a few long messages; far below a script. */
export const MESSAGE_PACE = [
  { window: 'minute', ms: MINUTE_MS, messages: 20, bytes: 20_000 },
  { window: 'day', ms: 24 * 60 * MINUTE_MS, messages: 300, bytes: 200_000 },
] as const;

const waitWords = (seconds: number) => {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
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
  const bytes = Buffer.byteLength(input.text, 'utf8');
  const who = `${input.senderId}:${input.conversationId}`;
  for (const pace of MESSAGE_PACE) {
    const [messages, size] = await Promise.all([
      hitCounter(db, `msg-pace-${pace.window}:${who}`, pace.ms, input.now),
      hitCounter(db, `msg-bytes-${pace.window}:${who}`, pace.ms, input.now, bytes),
    ]);
    const over = [
      messages.count > pace.messages ? messages.resetAt : null,
      size.count > pace.bytes ? size.resetAt : null,
    ].filter((at): at is Date => at !== null);
    if (over.length === 0) continue;
    const until = Math.max(...over.map((at) => at.getTime()));
    const seconds = Math.max(1, Math.ceil((until - input.now.getTime()) / 1000));
    const what =
      pace.window === 'minute'
        ? 'You are sending messages faster than anyone can read them.'
        : 'You have written a great deal in this conversation today.';
    throw new AppError(
      'RATE_LIMITED',
      `${what} This message was not sent: please send it again in ${waitWords(seconds)}.`,
      { headers: { 'retry-after': String(seconds) } },
    );
  }
};
