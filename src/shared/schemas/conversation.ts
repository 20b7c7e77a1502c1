// Conversations between a seeker and a listing's poster (docs/product/conversations.md): one
// conversation per person per listing, messages in it, read marks, blocking and reports.
import { z } from 'zod';
import { LISTED_BY_VALUES } from '../enums.ts';
import { IdSchema } from './common.ts';
import { DealCardSchema } from './deal-card.ts';
import { TitleWordsSchema } from './title-words.ts';

/** The longest message, in characters. */
export const MESSAGE_MAX = 2000;

/** The first messages a seeker can send with one tap (the web's catalogue translates them). */
export const QUICK_MESSAGES = [
  'Is it still available?',
  'Can I see it this weekend?',
  'Is the rent negotiable?',
] as const;

/** What a poster typed that the pass sells and a seeker without one sees hidden. */
export const HIDDEN_DETAIL_VALUES = ['phone', 'email', 'upi'] as const;
export type HiddenDetail = (typeof HIDDEN_DETAIL_VALUES)[number];

export const CONVERSATION_ROLE_VALUES = ['seeker', 'poster'] as const;
export type ConversationRole = (typeof CONVERSATION_ROLE_VALUES)[number];

/**
 * What became of the home a conversation is about: `removed` once it is deleted (docs/product/conversations.md#when-the-home-goes).
 * Only while it is `live` may the two write, or while a visit between them is booked.
 */
export const CONVERSATION_LISTING_STATUSES = ['live', 'paused', 'rented', 'removed'] as const;
export type ConversationListingStatus = (typeof CONVERSATION_LISTING_STATUSES)[number];

const MessageTextSchema = z
  .string({ error: 'Please write a message' })
  .trim()
  .min(1, 'Please write a message')
  .max(MESSAGE_MAX, 'Please keep a message under 2,000 characters');

export const StartConversationBodySchema = z.object({
  listing_id: IdSchema,
  text: MessageTextSchema,
});
export type StartConversationBody = z.input<typeof StartConversationBodySchema>;

export const SendMessageBodySchema = z.object({ text: MessageTextSchema });
export type SendMessageBody = z.input<typeof SendMessageBodySchema>;

export const ReportConversationBodySchema = z.object({
  reason: z
    .string({ error: 'Please say what is wrong' })
    .trim()
    .min(3, 'Please say what is wrong')
    .max(500, 'Please keep the reason under 500 characters'),
});
export type ReportConversationBody = z.input<typeof ReportConversationBodySchema>;

export const ConversationParamsSchema = z.object({ id: IdSchema });

/** A page of messages, newest last: `before` is the oldest message id the reader already has. */
export const MessagesQuerySchema = z.object({
  before: IdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const MessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  /** Whether the reader wrote it. */
  from_me: z.boolean(),
  /** As written, or with the poster's contact details hidden (`hidden` says which). */
  text: z.string(),
  hidden: z.array(z.enum(HIDDEN_DETAIL_VALUES)),
  /**
   * A step of a deal shown as a card (docs/product/deals.md#cards); `text` then says the same in
   * words for clients that draw no cards. Absent or null on a written message.
   */
  card: DealCardSchema.nullable().optional(),
  created_at: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSchema = z.object({
  id: z.number().int(),
  /** Whether the reader is the seeker who started it or the listing's poster. */
  role: z.enum(CONVERSATION_ROLE_VALUES),
  listing: z.object({
    /** Null once the listing is gone; the conversation stays for both sides. */
    id: z.number().int().nullable(),
    title: z.string(),
    /** What the title is composed from, for a Hindi reader; null once the listing is gone. */
    title_words: TitleWordsSchema.nullable(),
    photo: z.string().nullable(),
    listed_by: z.enum(LISTED_BY_VALUES),
    status: z.enum(CONVERSATION_LISTING_STATUSES),
  }),
  /** A visit between the two is booked and not over: they may write to arrange it whatever the home's status. */
  visit_booked: z.boolean(),
  /** The other side: "Deleted account" once they deleted it. */
  other: z.object({ name: z.string() }),
  last_message: z.object({ text: z.string(), from_me: z.boolean(), created_at: z.string() }).nullable(),
  unread: z.number().int(),
  /** The reader blocked the other side / the other side blocked the reader: no more messages. */
  blocked_by_me: z.boolean(),
  blocked_me: z.boolean(),
  /** The reader reported it. */
  reported: z.boolean(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationsResponseSchema = z.object({
  data: z.array(ConversationSchema),
  /** Unread messages over all the reader's conversations: the header's badge. */
  unread: z.number().int(),
});

export const UnreadResponseSchema = z.object({ unread: z.number().int() });

export const StartConversationResponseSchema = z.object({
  conversation: ConversationSchema,
  message: MessageSchema,
});

export const MessagesResponseSchema = z.object({
  conversation: ConversationSchema,
  messages: z.array(MessageSchema),
  /** Pass as `before` for the older page; null when this is the first message. */
  next_before: z.number().int().nullable(),
});

export const SendMessageResponseSchema = z.object({ message: MessageSchema });

export const ConversationResponseSchema = z.object({ conversation: ConversationSchema });

/**
 * What the live channel (`GET /api/conversations/live`, Server-Sent Events) sends: a new
 * message in one of the reader's conversations, or their read marks moving.
 */
export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversation_id: z.number().int(), message: MessageSchema }),
  z.object({ type: z.literal('read'), conversation_id: z.number().int(), unread: z.number().int() }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;

// ---------------------------------------------------------------- moderation

/** A reported conversation as admins read it: the one case they may (docs/product/conversations.md#reports). */
export const ReportedConversationSchema = z.object({
  id: z.number().int(),
  listing: z.object({ id: z.number().int().nullable(), title: z.string() }),
  seeker: z.object({ id: z.number().int().nullable(), name: z.string() }),
  poster: z.object({ id: z.number().int().nullable(), name: z.string() }),
  reports: z.array(z.object({ reporter_name: z.string(), reason: z.string(), created_at: z.string() })),
  messages: z.array(
    z.object({
      from: z.enum(CONVERSATION_ROLE_VALUES),
      text: z.string(),
      flagged: z.boolean(),
      created_at: z.string(),
    }),
  ),
});
export type ReportedConversation = z.infer<typeof ReportedConversationSchema>;

/** A person who sent one text to many homes within an hour (docs/product/conversations.md#fair-use). */
export const RepeatedSenderSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  user_type: z.string(),
  flagged_messages: z.number().int(),
  sample: z.string(),
  last_at: z.string(),
});

export const ConversationModerationResponseSchema = z.object({
  reported: z.array(ReportedConversationSchema),
  repeated_senders: z.array(RepeatedSenderSchema),
});
