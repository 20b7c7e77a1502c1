// Telling people of messages they have not read (docs/product/conversations.md#notices): a
// message unread for 2 minutes is told on WhatsApp and by email, with a link straight to the
// conversation, at most once per conversation an hour, through the person's message budget.
// A job on the job runner, every minute.
import type { Mailer } from '../../adapters/mail.ts';
import type { WhatsApp } from '../../adapters/whatsapp.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { deliverNotice } from '../outgoing/index.ts';
import { findUntoldUnread, markTold } from './store.ts';

/** How long a message waits unread before its reader is told: they may be looking already. */
export const UNREAD_GRACE_MS = 2 * 60_000;
/** At most one notice per conversation and side in this time. */
export const NOTICE_GAP_MS = 60 * 60_000;

export const tellOfUnreadMessages = async (input: {
  db: Db;
  config: Config;
  mailer: Mailer;
  whatsapp?: WhatsApp | undefined;
  now: Date;
  log: { warn: (details: object, message: string) => void };
}) => {
  const { config, now } = input;
  const due = await findUntoldUnread(input.db, {
    sentBefore: new Date(now.getTime() - UNREAD_GRACE_MS),
    toldBefore: new Date(now.getTime() - NOTICE_GAP_MS),
  });
  let told = 0;
  let held = 0;
  for (const row of due) {
    const from = row.senderName || 'Someone';
    const link = `${config.PUBLIC_URL}/messages/${row.conversationId}`;
    const outcome = await deliverNotice({
      ...input,
      config,
      to: { email: row.email, mobile: row.mobileNo },
      template: 'message',
      message: {
        subject: `New message about ${row.listingTitle}`,
        text: [
          `${from} wrote to you on Thikana about ${row.listingTitle}` +
            (row.unread > 1 ? ` (${row.unread} unread messages).` : '.'),
          `Read and answer: ${link}`,
        ].join('\n'),
      },
      onError: (error) =>
        input.log.warn({ err: error, conversationId: row.conversationId }, 'a message notice failed'),
    });
    // Told, or held back by the budget: either way not again within the hour.
    await markTold(input.db, { conversationId: row.conversationId, role: row.role, now });
    if (outcome.sent > 0) told += 1;
    else held += 1;
  }
  return { told, held };
};
