import { and, asc, count, desc, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export const insertContactMessage = async (db: DbOrTx, values: typeof contactMessages.$inferInsert) => {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
};

export const listContactMessages = async (db: DbOrTx, page: { limit: number; offset: number }) => {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
};

/** Messages of the last day support has not been mailed about, oldest first. */
export const findUnnotifiedMessages = async (db: DbOrTx, since: Date) =>
  db
    .select()
    .from(contactMessages)
    .where(and(isNull(contactMessages.notifiedAt), gt(contactMessages.createdAt, since)))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));

export const markNotified = async (db: DbOrTx, ids: number[], now: Date) => {
  if (ids.length === 0) return;
  await db.update(contactMessages).set({ notifiedAt: now }).where(inArray(contactMessages.id, ids));
};
