// Telling people of messages they have not read (docs/product/conversations.md#notices): a
// message unread for 2 minutes is told on WhatsApp and by email, through the person's message
// budget and pace, and pushed to the browsers they allowed, outside it (docs/decisions/0110-web-push.md);
// with a link straight to the conversation, at most once per conversation an hour, counting
// every message still unread. One the pace or budget holds is not marked told: each run brings
// it up to date, and it is marked told when it goes, alone or in a digest
// (docs/decisions/0140-held-notices-become-a-digest.md).
// Pushes go 4 at a time over the whole run and are not waited for row by row, so a slow push
// service holds no email or WhatsApp notice (docs/decisions/0129-push-only-to-push-services.md).
// A job on the job runner, every minute.

import { nameForNotice } from '../../../shared/person-name.ts';
import type { ConversationRole } from '../../../shared/schemas/conversation.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { WebPush } from '../../adapters/web-push.ts';
import type { WhatsApp } from '../../adapters/whatsapp.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { deliverNotice } from '../outgoing/index.ts';
import { pushSlots, pushToPerson } from '../push/index.ts';
import { messageNoticeWords } from './message-notice-words.ts';
import { findUntoldUnread, markTold } from './store.ts';

/** How long a message waits unread before its reader is told: they may be looking already. */
export const UNREAD_GRACE_MS = 2 * 60_000;
/** At most one notice per conversation and side in this time. */
export const NOTICE_GAP_MS = 60 * 60_000;

/** A held message notice stands for one side of one conversation. */
const topicOf = (row: { conversationId: number; role: ConversationRole }) =>
  `conversation:${row.conversationId}:${row.role}`;

/** Held message notices that went (outgoing's sendHeldNotices names their topics): told now. */
export const markMessageNoticesTold = async (db: Db, topics: string[], now: Date) => {
  for (const topic of topics) {
    const match = /^conversation:(\d+):(seeker|poster)$/.exec(topic);
    if (match)
      await markTold(db, { conversationId: Number(match[1]), role: match[2] as ConversationRole, now });
  }
};

export const tellOfUnreadMessages = async (input: {
  db: Db;
  config: Config;
  mailer: Mailer;
  whatsapp?: WhatsApp | undefined;
  /** Absent unless the VAPID keys are set: no pushes. */
  webPush?: WebPush | undefined;
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
  const slots = pushSlots();
  const pushing: Promise<void>[] = [];
  for (const row of due) {
    // A name that breaks the name rule (an account older than it) is not put in our words.
    const from = nameForNotice(row.senderName, '') || null;
    const link = `${config.PUBLIC_URL}/messages/${row.conversationId}`;
    const words = messageNoticeWords(row.language, {
      from,
      title: row.listingTitle,
      unread: row.unread,
      link,
    });
    const { subject, line } = words;
    const onError = (error: unknown) =>
      input.log.warn({ err: error, conversationId: row.conversationId }, 'a message notice failed');
    const outcome = await deliverNotice({
      ...input,
      config,
      to: { email: row.email, mobile: row.mobileNo },
      template: 'message',
      digest: {
        kind: 'messages',
        count: row.unread,
        line,
        topic: topicOf(row),
        userId: row.userId,
      },
      message: { subject, text: [line, words.readAndAnswer].join('\n') },
      onError,
    });
    // Still held from an earlier run: it was pushed then.
    const pushed =
      input.webPush && outcome.replaced === 0
        ? pushToPerson({
            db: input.db,
            webPush: input.webPush,
            services: config,
            slots,
            userId: row.userId,
            now,
            // One tag per conversation: a later notice replaces the one still on the screen.
            notice: {
              title: subject,
              body: words.push,
              url: `/messages/${row.conversationId}`,
              tag: `conversation-${row.conversationId}`,
            },
            onError,
          }).catch((error: unknown) => {
            onError(error);
            return 0;
          })
        : Promise.resolve(0);
    // Held on every channel: told when it goes (markMessageNoticesTold).
    if (outcome.held === 0 || outcome.sent > 0)
      await markTold(input.db, { conversationId: row.conversationId, role: row.role, now });
    pushing.push(
      pushed.then((count) => {
        if (outcome.sent > 0 || count > 0) told += 1;
        else held += 1;
      }),
    );
  }
  await Promise.all(pushing);
  return { told, held };
};
