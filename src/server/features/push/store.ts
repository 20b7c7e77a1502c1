// The SQL of Web Push subscriptions.
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';

/** Advisory lock namespace of lockSubscriptionsOf. */
const SUBSCRIPTIONS_LOCK = 7_303;

/** Held to the end of the transaction: one person's subscriptions are added one at a time, so the cap holds. */
export const lockSubscriptionsOf = async (tx: Tx, userId: number) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUBSCRIPTIONS_LOCK}::int, ${userId}::int)`);
};

/** Deletes all but the person's `keep` newest subscriptions. */
export const keepNewestSubscriptions = async (db: DbOrTx, input: { userId: number; keep: number }) => {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, input.userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(input.keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, input.userId), notInArray(pushSubscriptions.id, newest)));
};

/** Saves the browser's subscription for `userId`; an endpoint someone else saved moves to them. */
export const upsertSubscription = async (
  db: DbOrTx,
  values: { userId: number; endpoint: string; p256dh: string; auth: string; now: Date },
) => {
  const { now, ...row } = values;
  await db
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        // A subscription that changes hands is new to its new owner.
        createdAt: sql`case when ${pushSubscriptions.userId} = ${row.userId} then ${pushSubscriptions.createdAt} else ${now} end`,
      },
    });
};

/** Deletes the endpoint only when it is `userId`'s. */
export const deleteOwnSubscription = async (db: DbOrTx, input: { userId: number; endpoint: string }) => {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, input.userId), eq(pushSubscriptions.endpoint, input.endpoint)));
};

export const deleteSubscription = async (db: DbOrTx, id: number) => {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
};

export const deleteSubscriptionsOf = async (db: DbOrTx, userId: number) => {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
};

export const listSubscriptionsOf = (db: DbOrTx, userId: number) =>
  db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));

/** The person's `limit` newest subscriptions: the ones a notice goes to. */
export const listNewestSubscriptionsOf = (db: DbOrTx, input: { userId: number; limit: number }) =>
  db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, input.userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(input.limit);

export const markUsed = async (db: DbOrTx, input: { id: number; now: Date }) => {
  await db.update(pushSubscriptions).set({ lastUsedAt: input.now }).where(eq(pushSubscriptions.id, input.id));
};
