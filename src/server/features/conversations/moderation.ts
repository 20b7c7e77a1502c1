// What admins see of conversations (docs/product/conversations.md#reports): only those someone
// reported, with every message as written, and the people who sent one text to many homes.
// No admin reads a conversation nobody reported.

import type { z } from 'zod';
import type { ConversationModerationResponseSchema } from '../../../shared/schemas/conversation.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import type { Viewer } from '../../platform/viewer.ts';
import {
  findOpenConversationReports,
  findRepeatedSenders,
  findReportedConversations,
  listMessagesOf,
  resolveConversationReports,
} from './store.ts';

const QUEUE_LIMIT = 50;
const REPEATED_DAYS = 30;
const DELETED_NAME = 'Deleted account';

export const listConversationModeration = async (input: {
  db: Db;
  viewer: Viewer | null;
  now: Date;
}): Promise<z.output<typeof ConversationModerationResponseSchema>> => {
  requireAdmin(input.viewer);
  const rows = await findReportedConversations(input.db, QUEUE_LIMIT);
  const ids = rows.map((row) => row.id);
  const [reports, messages, senders] = await Promise.all([
    findOpenConversationReports(input.db, ids),
    listMessagesOf(input.db, ids),
    findRepeatedSenders(input.db, {
      since: new Date(input.now.getTime() - REPEATED_DAYS * 86_400_000),
      limit: QUEUE_LIMIT,
    }),
  ]);
  return {
    reported: rows.map((row) => ({
      id: row.id,
      listing: { id: row.listing_id, title: row.listing_title },
      seeker: { id: row.seeker_id, name: row.seeker_name || DELETED_NAME },
      poster: { id: row.poster_id, name: row.poster_name || DELETED_NAME },
      reports: reports
        .filter((report) => report.conversationId === row.id)
        .map((report) => ({
          reporter_name: report.reporterName || DELETED_NAME,
          reason: report.reason,
          created_at: report.createdAt.toISOString(),
        })),
      messages: messages
        .filter((message) => message.conversationId === row.id)
        .map((message) => ({
          from: message.senderRole,
          text: message.body,
          flagged: message.flaggedAt !== null,
          created_at: message.createdAt.toISOString(),
        })),
    })),
    repeated_senders: senders.map((sender) => ({
      user_id: sender.user_id,
      name: sender.name,
      user_type: sender.user_type,
      flagged_messages: sender.flagged,
      sample: sender.sample,
      last_at: new Date(sender.last_at).toISOString(),
    })),
  };
};

/** The reports were read and dealt with: the conversation leaves the queue, and admins read it no more. */
export const resolveConversation = async (input: {
  db: Db;
  viewer: Viewer | null;
  id: number;
  now: Date;
}) => {
  requireAdmin(input.viewer);
  if ((await resolveConversationReports(input.db, input.id, input.now)) === 0) {
    throw new AppError('NOT_FOUND', 'No open report on this conversation');
  }
};
