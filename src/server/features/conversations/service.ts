// Conversations between a seeker and a listing's poster (docs/product/conversations.md): one
// per person per listing, messages free, the poster's contact details kept for pass holders,
// fair use against harvesting, blocking and reports. Every message is published on the live
// channel to both sides after it is saved.
import { DAILY_CONTACT_CAP } from '../../../shared/constants.ts';
import { startOfIndianDay } from '../../../shared/format.ts';
import type {
  Conversation,
  ConversationListingStatus,
  ConversationRole,
  Message,
  StartConversationBody,
} from '../../../shared/schemas/conversation.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { hasLivePass, type Viewer } from '../../platform/viewer.ts';
import type { Live } from '../../realtime/live.ts';
import { findListingStates, findLivePosterContact } from '../listings/index.ts';
import { imageObjectKey } from '../media/index.ts';
import { hideContactDetails } from './hide-details.ts';
import { checkMessagePace } from './pace.ts';
import {
  countConversationsStartedSince,
  countListingsSentTextSince,
  countUnread,
  findLastFlaggedAt,
  findOrInsertConversation,
  findPassHolding,
  type InboxRow,
  insertMessage,
  insertReport,
  listInbox,
  listMessages,
  listMessagesOf,
  lockSeekerStarts,
  type MessageRow,
  markRead,
  setBlocked,
} from './store.ts';

/** New conversations a day for a person without a pass (a pass holder: the contact fair-use limit). */
export const NEW_CONVERSATIONS_WITHOUT_PASS = 5;
/** The same text to more listings than this within an hour is slowed and flagged. */
export const SAME_TEXT_LISTINGS = 10;
const SAME_TEXT_WINDOW_MS = 3_600_000;
/** Past the limit, one more such message each this often. */
const SAME_TEXT_SLOW_MS = 600_000;
const INBOX_LIMIT = 200;
const DELETED_NAME = 'Deleted account';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'live' | 'clock'>;

/** A conversation as its reader reads it, with what became of its home. */
type ReadRow = InboxRow & { listingStatus: ConversationListingStatus };

const notFound = () => new AppError('NOT_FOUND', 'Conversation not found');

const roleOf = (row: Pick<ReadRow, 'seekerId'>, viewer: Viewer): ConversationRole =>
  row.seekerId === viewer.id ? 'seeker' : 'poster';

/** A seeker without a live pass reads the poster's contact details hidden; everyone else as written. */
const readsDetails = (
  reader: Pick<Viewer, 'isAdmin' | 'subscriptionUpto'> | null,
  role: ConversationRole,
  now: Date,
) => role === 'poster' || (reader !== null && (reader.isAdmin || hasLivePass(reader, now)));

const textFor = (body: string, fromPoster: boolean, seesDetails: boolean) =>
  fromPoster && !seesDetails ? hideContactDetails(body) : { text: body, hidden: [] };

/**
 * A deal card's house rules come from the poster's listing and may name a number: a seeker
 * without a pass reads them as the poster's messages are read (docs/decisions/0155-the-deal-offer-counter-accept.md).
 */
const cardFor = (card: NonNullable<MessageRow['card']>, seesDetails: boolean): Message['card'] =>
  seesDetails
    ? card
    : {
        ...card,
        terms: {
          ...card.terms,
          house_rules: card.terms.house_rules.map((rule) => hideContactDetails(rule).text),
        },
      };

const toMessage = (row: MessageRow, role: ConversationRole, seesDetails: boolean): Message => ({
  id: row.id,
  conversation_id: row.conversationId,
  from_me: row.senderRole === role,
  ...textFor(row.body, row.senderRole === 'poster', seesDetails),
  ...(row.card ? { card: cardFor(row.card, seesDetails) } : {}),
  created_at: row.createdAt.toISOString(),
});

const toConversation = (row: ReadRow, viewer: Viewer, storage: Storage, now: Date): Conversation => {
  const role = roleOf(row, viewer);
  const seesDetails = readsDetails(viewer, role, now);
  return {
    id: row.id,
    role,
    listing: {
      id: row.listingId,
      title: row.listingTitle,
      title_words: row.titleWords,
      photo: row.photoKey ? storage.publicUrl(imageObjectKey(row.photoKey, 'sm')) : null,
      listed_by: row.listedBy,
      status: row.listingStatus,
    },
    visit_booked: row.visitBooked,
    other: { name: row.otherName || DELETED_NAME },
    last_message:
      row.lastBody === null || row.lastAt === null
        ? null
        : {
            text: textFor(row.lastBody, row.lastRole === 'poster', seesDetails).text,
            from_me: row.lastRole === role,
            created_at: row.lastAt.toISOString(),
          },
    unread: row.unread,
    blocked_by_me: Boolean(role === 'seeker' ? row.seekerBlockedAt : row.posterBlockedAt),
    blocked_me: Boolean(role === 'seeker' ? row.posterBlockedAt : row.seekerBlockedAt),
    reported: row.reported,
    updated_at: row.lastMessageAt.toISOString(),
  };
};

/**
 * What became of each conversation's home: `removed` once it is deleted, or gone with its
 * poster's account (docs/product/conversations.md#when-the-home-goes).
 */
const withListingStatus = async (db: DbOrTx, rows: InboxRow[]): Promise<ReadRow[]> => {
  const ids = [...new Set(rows.flatMap((row) => (row.listingId === null ? [] : [row.listingId])))];
  const states = new Map((await findListingStates(db, ids)).map((state) => [state.id, state]));
  return rows.map((row) => {
    const state = row.listingId === null ? undefined : states.get(row.listingId);
    return { ...row, listingStatus: !state || state.deletedAt ? 'removed' : state.status };
  });
};

/** The conversation as its reader sees it; 404 for anyone not in it. */
const requireConversation = async (db: DbOrTx, viewer: Viewer, id: number, now: Date) => {
  const [row] = await withListingStatus(
    db,
    await listInbox(db, { userId: viewer.id, conversationId: id, limit: 1, now }),
  );
  if (!row) throw notFound();
  return row;
};

/** Both sides hear a new message (the sender's other tabs too), each as they may read it. */
export const publishMessage = async (
  db: DbOrTx,
  live: Live,
  row: Pick<ReadRow, 'id' | 'seekerId' | 'posterId'>,
  message: MessageRow,
  now: Date,
) => {
  const seeker = row.seekerId === null ? null : await findPassHolding(db, row.seekerId);
  const sides: [number | null, ConversationRole, boolean][] = [
    [row.seekerId, 'seeker', readsDetails(seeker, 'seeker', now)],
    [row.posterId, 'poster', readsDetails(null, 'poster', now)],
  ];
  await Promise.all(
    sides.map(async ([userId, role, seesDetails]) => {
      if (userId === null) return;
      const event = {
        type: 'message' as const,
        conversation_id: row.id,
        message: toMessage(message, role, seesDetails),
      };
      // A lost event is found again when the channel reopens: the page refetches.
      await live.publish(userId, event).catch(() => undefined);
    }),
  );
};

/**
 * The same text to more than SAME_TEXT_LISTINGS listings within an hour is how brokers
 * harvest numbers: past it, one such message each SAME_TEXT_SLOW_MS, each flagged for the
 * moderation queue's broker-risk signals.
 */
const checkRepeatedText = async (
  tx: Tx,
  input: { senderId: number; body: string; conversationId: number; now: Date },
) => {
  const since = new Date(input.now.getTime() - SAME_TEXT_WINDOW_MS);
  const others = await countListingsSentTextSince(tx, {
    ...input,
    since,
    exceptConversationId: input.conversationId,
  });
  if (others < SAME_TEXT_LISTINGS) return { flagged: false };
  const last = (await findLastFlaggedAt(tx, input.senderId))?.getTime() ?? 0;
  const wait = last + SAME_TEXT_SLOW_MS - input.now.getTime();
  if (wait > 0) {
    throw new AppError(
      'RATE_LIMITED',
      `You sent this same message to ${SAME_TEXT_LISTINGS} homes in the last hour. ` +
        'Write to each poster about their home, or try again later.',
      {
        headers: { 'retry-after': String(Math.ceil(wait / 1000)) },
        errors: [{ field: 'text', message: 'The same message went to too many homes' }],
      },
    );
  }
  return { flagged: true };
};

/** New conversations a day: 5 without a pass, the contact fair-use limit with one. */
const checkNewConversationLimit = async (tx: Tx, viewer: Viewer, now: Date) => {
  const limit = hasLivePass(viewer, now) ? DAILY_CONTACT_CAP : NEW_CONVERSATIONS_WITHOUT_PASS;
  const since = startOfIndianDay(now);
  // The count includes the one just made.
  if ((await countConversationsStartedSince(tx, viewer.id, since)) <= limit) return;
  const retryAfter = Math.ceil((since.getTime() + 86_400_000 - now.getTime()) / 1000);
  const headers = { 'retry-after': String(retryAfter) };
  if (hasLivePass(viewer, now)) {
    throw new AppError(
      'RATE_LIMITED',
      `You have started ${DAILY_CONTACT_CAP} new conversations today, the fair-use limit of the pass. ` +
        'Your conversations stay open; new ones open again after midnight.',
      { headers },
    );
  }
  throw new AppError(
    'RATE_LIMITED',
    `You have started ${NEW_CONVERSATIONS_WITHOUT_PASS} new conversations today, the limit without a pass. ` +
      'Your conversations stay open; new ones open again after midnight, or get the pass for more.',
    { headers },
  );
};

const refuseWhenBlocked = (row: ReadRow, role: ConversationRole) => {
  const blockedByMe = role === 'seeker' ? row.seekerBlockedAt : row.posterBlockedAt;
  const blockedMe = role === 'seeker' ? row.posterBlockedAt : row.seekerBlockedAt;
  if (blockedByMe)
    throw new AppError('FORBIDDEN', 'You blocked this person. Unblock them to send a message.');
  if (blockedMe) throw new AppError('FORBIDDEN', 'You can’t reply to this conversation');
  if ((role === 'seeker' ? row.posterId : row.seekerId) === null) {
    throw new AppError('FORBIDDEN', 'This person deleted their account');
  }
};

/**
 * Only a live home's conversation takes messages, but for the two arranging a visit they booked
 * (docs/decisions/0142-a-conversation-knows-its-home.md).
 */
const refuseWhenHomeGone = (row: ReadRow) => {
  const status = row.listingStatus;
  if (status === 'live' || row.visitBooked) return;
  switch (status) {
    case 'removed':
      throw new AppError(
        'CONFLICT',
        'This home has been removed from Thikana, so this conversation is closed.',
      );
    case 'rented':
      throw new AppError('CONFLICT', 'This home has been rented out, so this conversation is closed.');
    case 'paused':
      throw new AppError(
        'CONFLICT',
        'This home is paused, so this conversation is closed until the home is live again.',
      );
    default:
      return status satisfies never;
  }
};

/**
 * Saves a message in an open conversation; answers it with the conversation as it was read before
 * (its sides, for the live channel).
 */
const addMessage = async (
  deps: Deps,
  input: { viewer: Viewer; conversationId: number; text: string; now: Date },
) => {
  const { db } = deps.database;
  return db.transaction(async (tx) => {
    const row = await requireConversation(tx, input.viewer, input.conversationId, input.now);
    const role = roleOf(row, input.viewer);
    refuseWhenBlocked(row, role);
    refuseWhenHomeGone(row);
    const { flagged } = await checkRepeatedText(tx, {
      senderId: input.viewer.id,
      body: input.text,
      conversationId: row.id,
      now: input.now,
    });
    const message = await insertMessage(tx, {
      conversationId: row.id,
      senderId: input.viewer.id,
      senderRole: role,
      body: input.text,
      now: input.now,
      flagged,
    });
    return { message, row, role };
  });
};

export const startConversation = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  body: StartConversationBody & { listing_id: number };
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const listing = await findLivePosterContact({ db, id: input.body.listing_id });
  if (!listing) throw new AppError('NOT_FOUND', 'Property not found');
  if (listing.userId === viewer.id) throw badInput('listing_id', 'This is your own listing');
  const { conversation } = await db.transaction(async (tx) => {
    // One person's new conversations are counted one at a time.
    await lockSeekerStarts(tx, viewer.id);
    const found = await findOrInsertConversation(tx, {
      listingId: listing.id,
      listingTitle: listing.title,
      listedBy: listing.listedBy,
      seekerId: viewer.id,
      posterId: listing.userId,
      now,
    });
    if (found.isNew) await checkNewConversationLimit(tx, viewer, now);
    return found;
  });
  await checkMessagePace(db, {
    senderId: viewer.id,
    conversationId: conversation.id,
    text: input.body.text,
    now,
  });
  const sent = await addMessage(input.deps, {
    viewer,
    conversationId: conversation.id,
    text: input.body.text,
    now,
  });
  await publishMessage(db, input.deps.live, sent.row, sent.message, now);
  // Read again: the answer shows the conversation with the message just sent.
  const row = await requireConversation(db, viewer, conversation.id, now);
  return {
    conversation: toConversation(row, viewer, input.deps.storage, now),
    message: toMessage(sent.message, sent.role, readsDetails(viewer, sent.role, now)),
  };
};

export const sendMessage = async (input: { deps: Deps; viewer: Viewer | null; id: number; text: string }) => {
  const viewer = requireUser(input.viewer);
  const now = input.deps.clock.now();
  await checkMessagePace(input.deps.database.db, {
    senderId: viewer.id,
    conversationId: input.id,
    text: input.text,
    now,
  });
  const sent = await addMessage(input.deps, {
    viewer,
    conversationId: input.id,
    text: input.text,
    now,
  });
  await publishMessage(input.deps.database.db, input.deps.live, sent.row, sent.message, now);
  return { message: toMessage(sent.message, sent.role, readsDetails(viewer, sent.role, now)) };
};

export const listConversations = async (input: { deps: Deps; viewer: Viewer | null }) => {
  const viewer = requireUser(input.viewer);
  const now = input.deps.clock.now();
  const { db } = input.deps.database;
  const rows = await withListingStatus(
    db,
    await listInbox(db, { userId: viewer.id, limit: INBOX_LIMIT, now }),
  );
  const data = rows.map((row) => toConversation(row, viewer, input.deps.storage, now));
  return { data, unread: await countUnread(db, viewer.id) };
};

export const readConversation = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  before?: number | undefined;
  limit: number;
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const row = await requireConversation(db, viewer, input.id, now);
  const role = roleOf(row, viewer);
  const page = await listMessages(db, { conversationId: row.id, before: input.before, limit: input.limit });
  const seesDetails = readsDetails(viewer, role, now);
  return {
    conversation: toConversation(row, viewer, input.deps.storage, now),
    messages: page.messages.map((message) => toMessage(message, role, seesDetails)),
    next_before: page.hasOlder ? (page.messages[0]?.id ?? null) : null,
  };
};

/** The reader has seen everything in it; their other tabs and the header's badge hear so. */
export const markConversationRead = async (input: { deps: Deps; viewer: Viewer | null; id: number }) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const row = await requireConversation(db, viewer, input.id, input.deps.clock.now());
  await markRead(db, row.id, roleOf(row, viewer));
  const unread = await countUnread(db, viewer.id);
  await input.deps.live
    .publish(viewer.id, { type: 'read', conversation_id: row.id, unread })
    .catch(() => undefined);
  return { unread };
};

/** Blocking stops messages and notices both ways; unblocking lets them flow again. */
export const setConversationBlocked = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  blocked: boolean;
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const row = await requireConversation(db, viewer, input.id, now);
  await setBlocked(db, row.id, roleOf(row, viewer), input.blocked ? now : null);
  const updated = await requireConversation(db, viewer, row.id, now);
  return { conversation: toConversation(updated, viewer, input.deps.storage, now) };
};

/** A report puts the conversation on the moderation queue: the one way an admin may read it. */
export const reportConversation = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  reason: string;
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const row = await requireConversation(db, viewer, input.id, now);
  await insertReport(db, { conversationId: row.id, reporterId: viewer.id, reason: input.reason, now });
  const updated = await requireConversation(db, viewer, row.id, now);
  return { conversation: toConversation(updated, viewer, input.deps.storage, now) };
};

/** Every conversation of the person with all its messages, as they read them: their data export. */
export const exportConversations = async (input: { db: Db; viewer: Viewer; now: Date }) => {
  const { viewer, now } = input;
  const rows = await listInbox(input.db, { userId: viewer.id, limit: 100_000, now });
  const all = await listMessagesOf(
    input.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const role = roleOf(row, viewer);
    const seesDetails = readsDetails(viewer, role, now);
    return {
      id: row.id,
      role,
      listing_id: row.listingId,
      listing_title: row.listingTitle,
      other_name: row.otherName || DELETED_NAME,
      messages: all
        .filter((message) => message.conversationId === row.id)
        .map((message) => {
          const { text } = toMessage(message, role, seesDetails);
          return { from_me: message.senderRole === role, text, created_at: message.createdAt.toISOString() };
        }),
    };
  });
};
