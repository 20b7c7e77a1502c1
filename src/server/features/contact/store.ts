import { count, desc } from 'drizzle-orm';
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
