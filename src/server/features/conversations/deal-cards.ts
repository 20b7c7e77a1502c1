// A deal's steps as cards in the conversation they came from (docs/product/deals.md#cards): the
// step is saved in the deal's transaction, then both sides hear it like any message. A card's
// text says the same in words for a client that draws no cards.
import type { ConversationRole } from '../../../shared/schemas/conversation.ts';
import type { DealCard } from '../../../shared/schemas/deal-card.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Live } from '../../realtime/live.ts';
import { publishMessage } from './service.ts';
import { findOrInsertConversation, insertMessage, type MessageRow } from './store.ts';

export type PostedCard = {
  conversation: { id: number; seekerId: number | null; posterId: number | null };
  message: MessageRow;
};

/** The conversation of a seeker and a listing's poster about it, made when a visit was their only contact. */
export const openDealConversation = async (
  db: DbOrTx,
  input: {
    listingId: number;
    listingTitle: string;
    listedBy: Parameters<typeof findOrInsertConversation>[1]['listedBy'];
    seekerId: number;
    posterId: number;
    now: Date;
  },
) => (await findOrInsertConversation(db, input)).conversation;

/** Saves a card from one side (inside the caller's transaction); publish it once that commits. */
export const insertDealCard = async (
  db: DbOrTx,
  input: {
    conversation: PostedCard['conversation'];
    senderId: number;
    senderRole: ConversationRole;
    text: string;
    card: DealCard | null;
    now: Date;
  },
): Promise<PostedCard> => {
  const message = await insertMessage(db, {
    conversationId: input.conversation.id,
    senderId: input.senderId,
    senderRole: input.senderRole,
    body: input.text,
    now: input.now,
    flagged: false,
    card: input.card,
  });
  return { conversation: input.conversation, message };
};

/** Both sides hear the card; a lost event is found again when their channel reopens. */
export const publishDealCard = (db: Db, live: Live, posted: PostedCard, now: Date) =>
  publishMessage(db, live, posted.conversation, posted.message, now);
