// The SQL of conversations and their messages.
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ConversationRole } from '../../../shared/schemas/conversation.ts';
import type { TitleWords } from '../../../shared/schemas/title-words.ts';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.ts';
import { conversationReports, conversations, messages, users } from '../../db/schema.ts';

/** The values the listing's title is composed from, null once it is gone (listings as `l`). */
const TITLE_WORDS = sql`case when l.id is null then null else json_build_object('configuration', l.configuration,
  'property_type', l.property_type, 'city', l.city, 'locality', l.locality) end`;

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** A conversation as its reader's inbox shows it. */
export type InboxRow = ConversationRow & {
  otherName: string | null;
  photoKey: string | null;
  titleWords: TitleWords | null;
  lastBody: string | null;
  lastRole: ConversationRole | null;
  lastAt: Date | null;
  unread: number;
  reported: boolean;
  /** A visit between the two about this listing is booked and not over. */
  visitBooked: boolean;
};

const readIdOf = (role: ConversationRole) => (role === 'seeker' ? 'seeker_read_id' : 'poster_read_id');

/** The caller's conversation about a listing, made if it is not there yet (two tabs at once make one). */
export const findOrInsertConversation = async (
  db: DbOrTx,
  values: Pick<ConversationRow, 'listingId' | 'listingTitle' | 'listedBy' | 'seekerId' | 'posterId'> & {
    now: Date;
  },
) => {
  const { now, ...row } = values;
  const [made] = await db
    .insert(conversations)
    .values({ ...row, createdAt: now, lastMessageAt: now })
    .onConflictDoNothing({ target: [conversations.listingId, conversations.seekerId] })
    .returning();
  if (made) return { conversation: made, isNew: true };
  const [found] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.listingId, row.listingId!), eq(conversations.seekerId, row.seekerId!)));
  return { conversation: found!, isNew: false };
};

/** Adds a message; the writer has read everything up to it. */
export const insertMessage = async (
  db: DbOrTx,
  values: {
    conversationId: number;
    senderId: number;
    senderRole: ConversationRole;
    body: string;
    now: Date;
    flagged: boolean;
    /** A deal's step, drawn as a card (docs/product/deals.md#cards). */
    card?: MessageRow['card'];
  },
) => {
  const [message] = await db
    .insert(messages)
    .values({
      conversationId: values.conversationId,
      senderId: values.senderId,
      senderRole: values.senderRole,
      body: values.body,
      createdAt: values.now,
      flaggedAt: values.flagged ? values.now : null,
      card: values.card ?? null,
    })
    .returning();
  const readColumn = values.senderRole === 'seeker' ? 'seekerReadId' : 'posterReadId';
  await db
    .update(conversations)
    .set({ lastMessageAt: values.now, [readColumn]: message!.id })
    .where(eq(conversations.id, values.conversationId));
  return message!;
};

/** Advisory lock namespace of lockSeekerStarts. */
const START_LOCK = 7_302;

/** Held to the end of the transaction: one person's new conversations are counted one at a time. */
export const lockSeekerStarts = async (tx: Tx, seekerId: number) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK}::int, ${seekerId}::int)`);
};

/** Conversations a seeker started since `since`: the day's new-conversation limit. */
export const countConversationsStartedSince = async (db: DbOrTx, seekerId: number, since: Date) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(and(eq(conversations.seekerId, seekerId), sql`${conversations.createdAt} >= ${since}`));
  return row?.n ?? 0;
};

/** How many other listings got this exact text from this person since `since`. */
export const countListingsSentTextSince = async (
  db: DbOrTx,
  input: { senderId: number; body: string; since: Date; exceptConversationId: number },
) => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct c.id)::int as n
          from messages m join conversations c on c.id = m.conversation_id
         where m.sender_id = ${input.senderId} and m.created_at >= ${input.since}
           and m.body = ${input.body} and c.id <> ${input.exceptConversationId}`,
  );
  return row?.n ?? 0;
};

/**
 * The reader's conversations, newest first, with what the inbox shows of each; or the one
 * `conversationId` names, when the reader is in it. Whether a visit between the two is booked
 * is read from `viewings` in the same statement (docs/architecture.md "Exceptions").
 */
export const listInbox = async (
  db: DbOrTx,
  input: { userId: number; conversationId?: number; limit: number; now: Date },
): Promise<InboxRow[]> => {
  const me = input.userId;
  const rows = await queryRows<InboxRow>(
    db,
    sql`select c.id, c.listing_id as "listingId", c.listing_title as "listingTitle", c.listed_by as "listedBy",
               c.seeker_id as "seekerId", c.poster_id as "posterId", c.created_at as "createdAt",
               c.last_message_at as "lastMessageAt", c.seeker_read_id as "seekerReadId",
               c.poster_read_id as "posterReadId", c.seeker_blocked_at as "seekerBlockedAt",
               c.poster_blocked_at as "posterBlockedAt", c.seeker_notified_at as "seekerNotifiedAt",
               c.poster_notified_at as "posterNotifiedAt",
               other.full_name as "otherName", photo.key as "photoKey", ${TITLE_WORDS} as "titleWords",
               last.body as "lastBody", last.sender_role as "lastRole", last.created_at as "lastAt",
               (select count(*)::int from messages m
                 where m.conversation_id = c.id
                   and m.sender_role = (case when c.seeker_id = ${me} then 'poster' else 'seeker' end)
                   and m.id > (case when c.seeker_id = ${me} then c.seeker_read_id else c.poster_read_id end)
               ) as unread,
               exists (select 1 from conversation_reports r
                        where r.conversation_id = c.id and r.reporter_id = ${me}) as reported,
               exists (select 1 from viewings v
                        where v.seeker_id = c.seeker_id and v.listing_id = c.listing_id
                          and v.poster_id = c.poster_id and v.status = 'booked'
                          and v.ends_at > ${input.now}) as "visitBooked"
          from conversations c
          left join users other
            on other.id = (case when c.seeker_id = ${me} then c.poster_id else c.seeker_id end)
          left join lateral (select body, sender_role, created_at from messages
                              where conversation_id = c.id order by id desc limit 1) last on true
          left join lateral (select key from listing_images
                              where listing_id = c.listing_id order by position limit 1) photo on true
          left join listings l on l.id = c.listing_id
         where (c.seeker_id = ${me} or c.poster_id = ${me})
           ${input.conversationId ? sql`and c.id = ${input.conversationId}` : sql``}
         order by c.last_message_at desc, c.id desc
         limit ${input.limit}`,
  );
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    lastMessageAt: new Date(row.lastMessageAt),
    seekerBlockedAt: date(row.seekerBlockedAt),
    posterBlockedAt: date(row.posterBlockedAt),
    seekerNotifiedAt: date(row.seekerNotifiedAt),
    posterNotifiedAt: date(row.posterNotifiedAt),
    lastAt: date(row.lastAt),
  }));
};

/** Unread messages over all the reader's conversations. */
export const countUnread = async (db: DbOrTx, userId: number) => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n
          from conversations c join messages m on m.conversation_id = c.id
         where (c.seeker_id = ${userId} and m.id > c.seeker_read_id and m.sender_role = 'poster')
            or (c.poster_id = ${userId} and m.id > c.poster_read_id and m.sender_role = 'seeker')`,
  );
  return row?.n ?? 0;
};

/** Up to `limit` messages older than `before` (all when absent), newest last. */
export const listMessages = async (
  db: DbOrTx,
  input: { conversationId: number; before?: number | undefined; limit: number },
) => {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, input.conversationId),
        input.before ? lt(messages.id, input.before) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(input.limit + 1);
  const hasOlder = rows.length > input.limit;
  return { messages: rows.slice(0, input.limit).reverse(), hasOlder };
};

/** Moves the side's read mark up to the conversation's newest message. */
export const markRead = async (db: DbOrTx, conversationId: number, role: ConversationRole) => {
  const column = sql.raw(readIdOf(role));
  await db.execute(
    sql`update conversations set ${column} = greatest(${column},
          coalesce((select max(id) from messages where conversation_id = ${conversationId}), 0))
        where id = ${conversationId}`,
  );
};

export const setBlocked = async (
  db: DbOrTx,
  conversationId: number,
  role: ConversationRole,
  at: Date | null,
) => {
  const values = role === 'seeker' ? { seekerBlockedAt: at } : { posterBlockedAt: at };
  const [row] = await db
    .update(conversations)
    .set(values)
    .where(eq(conversations.id, conversationId))
    .returning();
  return row ?? null;
};

/** Once per reporter: a second report changes nothing. */
export const insertReport = async (
  db: DbOrTx,
  values: { conversationId: number; reporterId: number; reason: string; now: Date },
) => {
  await db
    .insert(conversationReports)
    .values({
      conversationId: values.conversationId,
      reporterId: values.reporterId,
      reason: values.reason,
      createdAt: values.now,
    })
    .onConflictDoNothing();
};

/** When this person last sent a message flagged as sent to too many homes. */
export const findLastFlaggedAt = async (db: DbOrTx, senderId: number) => {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${messages.createdAt})` })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), sql`${messages.flaggedAt} is not null`));
  return row?.at ? new Date(row.at) : null;
};

/** What decides whether a seeker reads a poster's contact details: a live pass, or being an admin. */
export const findPassHolding = async (db: DbOrTx, userId: number) => {
  const [row] = await db
    .select({ subscriptionUpto: users.subscriptionUpto, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
};

/** A side of a conversation with messages unread since before `sentBefore`, not told of them since `toldBefore`. */
export type UntoldRow = {
  conversationId: number;
  role: ConversationRole;
  /** The reader, whose browsers get the push. */
  userId: number;
  email: string | null;
  mobileNo: string | null;
  listingTitle: string;
  senderName: string | null;
  unread: number;
  /** The language the reader last read the site in. */
  language: 'en' | 'hi' | null;
};

/**
 * Each side with unread messages older than `sentBefore`, newer than the last time that side
 * was told, told last before `toldBefore` (or never); neither side blocked. Only conversations
 * with a message in the last day are looked at.
 */
export const findUntoldUnread = (db: DbOrTx, input: { sentBefore: Date; toldBefore: Date }) => {
  const side = (reader: ConversationRole) => {
    const writer = reader === 'seeker' ? 'poster' : 'seeker';
    const readerId = sql.raw(`c.${reader}_id`);
    const writerId = sql.raw(`c.${writer}_id`);
    const readId = sql.raw(`c.${reader}_read_id`);
    const toldAt = sql.raw(`c.${reader}_notified_at`);
    return sql`select c.id as "conversationId", ${reader} as role, u.id as "userId", u.email, u.mobile_no as "mobileNo", u.language,
                      c.listing_title as "listingTitle", w.full_name as "senderName", count(m.id)::int as unread
                 from conversations c
                 join users u on u.id = ${readerId}
                 left join users w on w.id = ${writerId}
                 join messages m on m.conversation_id = c.id and m.sender_role = ${writer} and m.id > ${readId}
                where c.last_message_at > ${input.sentBefore}::timestamptz - interval '1 day'
                  and c.seeker_blocked_at is null and c.poster_blocked_at is null
                  and (${toldAt} is null or ${toldAt} <= ${input.toldBefore})
                group by c.id, u.id, u.email, u.mobile_no, u.language, c.listing_title, w.full_name
                -- Due once a message untold is past the grace; the count is every unread one.
               having bool_or(m.created_at <= ${input.sentBefore} and (${toldAt} is null or m.created_at > ${toldAt}))`;
  };
  return queryRows<UntoldRow>(db, sql`${side('seeker')} union all ${side('poster')}`);
};

export const markTold = async (
  db: DbOrTx,
  input: { conversationId: number; role: ConversationRole; now: Date },
) => {
  const values = input.role === 'seeker' ? { seekerNotifiedAt: input.now } : { posterNotifiedAt: input.now };
  await db.update(conversations).set(values).where(eq(conversations.id, input.conversationId));
};

/** Every message of these conversations, oldest first. */
export const listMessagesOf = async (db: DbOrTx, conversationIds: number[]) =>
  conversationIds.length === 0
    ? []
    : db
        .select()
        .from(messages)
        .where(inArray(messages.conversationId, conversationIds))
        .orderBy(messages.conversationId, messages.id);

/** Conversations with open reports, newest report first. */
export const findReportedConversations = (db: DbOrTx, limit: number) =>
  queryRows<{
    id: number;
    listing_id: number | null;
    listing_title: string;
    seeker_id: number | null;
    seeker_name: string | null;
    poster_id: number | null;
    poster_name: string | null;
  }>(
    db,
    sql`select c.id, c.listing_id, c.listing_title, c.seeker_id, s.full_name as seeker_name,
               c.poster_id, p.full_name as poster_name
          from conversations c
          left join users s on s.id = c.seeker_id
          left join users p on p.id = c.poster_id
         where exists (select 1 from conversation_reports r where r.conversation_id = c.id and r.resolved_at is null)
         order by (select max(r.created_at) from conversation_reports r
                    where r.conversation_id = c.id and r.resolved_at is null) desc
         limit ${limit}`,
  );

export const findOpenConversationReports = (db: DbOrTx, conversationIds: number[]) =>
  conversationIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          conversationId: conversationReports.conversationId,
          reporterName: users.fullName,
          reason: conversationReports.reason,
          createdAt: conversationReports.createdAt,
        })
        .from(conversationReports)
        .leftJoin(users, eq(users.id, conversationReports.reporterId))
        .where(
          and(
            inArray(conversationReports.conversationId, conversationIds),
            isNull(conversationReports.resolvedAt),
          ),
        )
        .orderBy(desc(conversationReports.createdAt));

export const resolveConversationReports = async (db: DbOrTx, conversationId: number, now: Date) => {
  const done = await db
    .update(conversationReports)
    .set({ resolvedAt: now })
    .where(
      and(eq(conversationReports.conversationId, conversationId), isNull(conversationReports.resolvedAt)),
    )
    .returning({ id: conversationReports.id });
  return done.length;
};

/** People whose messages were flagged in the last `days` days, most flagged first. */
export const findRepeatedSenders = (db: DbOrTx, input: { since: Date; limit: number }) =>
  queryRows<{
    user_id: number;
    name: string;
    user_type: string;
    flagged: number;
    sample: string;
    last_at: string;
  }>(
    db,
    sql`select u.id as user_id, u.full_name as name, u.user_type, count(*)::int as flagged,
               (array_agg(m.body order by m.id desc))[1] as sample, max(m.created_at) as last_at
          from messages m join users u on u.id = m.sender_id
         where m.flagged_at >= ${input.since}
         group by u.id
         order by count(*) desc, max(m.created_at) desc
         limit ${input.limit}`,
  );
