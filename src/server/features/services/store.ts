import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { services } from '../../db/schema.ts';

export type ServiceRow = typeof services.$inferSelect;

export const listLiveServices = async (db: DbOrTx, location: string) =>
  db
    .select()
    .from(services)
    .where(and(eq(services.location, location), isNull(services.deletedAt)))
    .orderBy(desc(services.createdAt), desc(services.id));

export const insertService = async (db: DbOrTx, values: typeof services.$inferInsert) => {
  const [row] = await db.insert(services).values(values).returning();
  return row!;
};

/** Soft delete: true when a live service was deleted now. */
export const softDeleteService = async (db: DbOrTx, id: number, now: Date) => {
  const rows = await db
    .update(services)
    .set({ deletedAt: now })
    .where(and(eq(services.id, id), isNull(services.deletedAt)))
    .returning({ id: services.id });
  return rows.length > 0;
};
