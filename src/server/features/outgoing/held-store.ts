// The notices a recipient's pace or budget held back, until they are sent
// (docs/decisions/0140-held-notices-become-a-digest.md).
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { heldNotices } from '../../db/schema.ts';
import type { Recipient } from './budget.ts';

export type HeldNotice = typeof heldNotices.$inferSelect;
export type NewHeldNotice = Omit<typeof heldNotices.$inferInsert, 'id' | 'sentAt'>;

const waitingFor = (to: Recipient) =>
  and(eq(heldNotices.channel, to.channel), eq(heldNotices.address, to.address), isNull(heldNotices.sentAt));

/**
 * Keeps a notice for later. One of a topic already waiting is replaced (it keeps its place in
 * the queue, its first time held); `replaced` says so.
 */
export const holdNotice = async (db: Db, notice: NewHeldNotice) => {
  const { createdAt: _first, ...fresh } = notice;
  const rows = await db
    .insert(heldNotices)
    .values(notice)
    .onConflictDoUpdate({
      target: [heldNotices.channel, heldNotices.address, heldNotices.topic],
      targetWhere: sql`sent_at is null and topic is not null`,
      set: fresh,
    })
    .returning({ replaced: sql<boolean>`xmax <> 0` });
  return { replaced: rows[0]?.replaced === true };
};

/** Whether anything waits for `to`: a new notice then waits behind it, to go in the same digest. */
export const hasWaiting = async (db: Db, to: Recipient) =>
  (await db.select({ id: heldNotices.id }).from(heldNotices).where(waitingFor(to)).limit(1)).length > 0;

/** A notice of `topic` just went: one of it still waiting says less and is not sent. */
export const supersedeTopic = async (db: Db, to: Recipient, topic: string, now: Date) => {
  await db
    .update(heldNotices)
    .set({ sentAt: now })
    .where(and(waitingFor(to), eq(heldNotices.topic, topic)));
};

/** Recipients with notices waiting, the longest waiting first. */
export const listWaitingRecipients = (db: Db, input: { since: Date; limit: number }) =>
  db
    .select({
      channel: heldNotices.channel,
      address: heldNotices.address,
      oldest: sql<Date>`min(${heldNotices.createdAt})`.mapWith(heldNotices.createdAt),
      soonest: sql<Date | null>`min(${heldNotices.usefulUntil})`.mapWith(heldNotices.usefulUntil),
    })
    .from(heldNotices)
    .where(and(isNull(heldNotices.sentAt), sql`${heldNotices.createdAt} > ${input.since.toISOString()}`))
    .groupBy(heldNotices.channel, heldNotices.address)
    .orderBy(asc(sql`min(${heldNotices.createdAt})`))
    .limit(input.limit);

/** Takes everything waiting for `to` (marked sent now), so two runs never send it twice. */
export const claimWaiting = async (db: Db, to: Recipient, now: Date) =>
  db.update(heldNotices).set({ sentAt: now }).where(waitingFor(to)).returning();

/** A send that failed: its notices wait again, unless a newer one of their topic took their place. */
export const releaseClaim = async (db: Db, ids: number[]) => {
  if (ids.length === 0) return;
  await db.execute(sql`
    update held_notices h set sent_at = null
     where h.id in (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})
       and (h.topic is null or not exists (
             select 1 from held_notices o
              where o.sent_at is null and o.topic = h.topic and o.channel = h.channel and o.address = h.address))`);
};

/**
 * Notices held before `before` are deleted: sent ones, kept a while for looking into
 * complaints, and ones no channel took in all that time; it says how many of those.
 */
export const purgeHeld = async (db: Db, before: Date) => {
  const gone = await db
    .delete(heldNotices)
    .where(lt(heldNotices.createdAt, before))
    .returning({ sentAt: heldNotices.sentAt });
  return gone.filter((row) => row.sentAt === null).length;
};
