// The SQL of a deal's handover reports (docs/decisions/0162-handover-reports.md): the report, its
// entries, their photos and each side's confirmation of a round.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DealRole } from '../../../shared/schemas/deal-card.ts';
import type { HandoverKind } from '../../../shared/schemas/handover.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { handoverConfirmations, handoverEntries, handoverPhotos, handoverReports } from '../../db/schema.ts';

export type ReportRow = typeof handoverReports.$inferSelect;
export type EntryRow = typeof handoverEntries.$inferSelect;
export type PhotoRow = typeof handoverPhotos.$inferSelect;

export const findReport = async (db: DbOrTx, dealId: number, kind: HandoverKind) => {
  const [row] = await db
    .select()
    .from(handoverReports)
    .where(and(eq(handoverReports.dealId, dealId), eq(handoverReports.kind, kind)));
  return row ?? null;
};

/** The deal's report of this kind, made empty the first time. */
export const ensureReport = async (db: DbOrTx, dealId: number, kind: HandoverKind): Promise<ReportRow> => {
  await db.insert(handoverReports).values({ dealId, kind }).onConflictDoNothing();
  return (await findReport(db, dealId, kind))!;
};

export const listEntries = (db: DbOrTx, reportId: number) =>
  db
    .select()
    .from(handoverEntries)
    .where(eq(handoverEntries.reportId, reportId))
    .orderBy(asc(handoverEntries.id));

export const findEntry = async (db: DbOrTx, reportId: number, entryId: number) => {
  const [row] = await db
    .select()
    .from(handoverEntries)
    .where(and(eq(handoverEntries.reportId, reportId), eq(handoverEntries.id, entryId)));
  return row ?? null;
};

export const listPhotos = async (db: DbOrTx, entryIds: number[]) =>
  entryIds.length === 0
    ? []
    : db
        .select()
        .from(handoverPhotos)
        .where(inArray(handoverPhotos.entryId, entryIds))
        .orderBy(asc(handoverPhotos.takenAt), asc(handoverPhotos.id));

export const listConfirmations = (db: DbOrTx, reportId: number) =>
  db
    .select()
    .from(handoverConfirmations)
    .where(eq(handoverConfirmations.reportId, reportId))
    .orderBy(asc(handoverConfirmations.round), asc(handoverConfirmations.confirmedAt));

export const insertEntry = async (tx: Tx, values: typeof handoverEntries.$inferInsert) => {
  const [row] = await tx.insert(handoverEntries).values(values).returning();
  return row!;
};

export const deleteEntry = (tx: Tx, entryId: number) =>
  tx.delete(handoverEntries).where(eq(handoverEntries.id, entryId));

export const insertPhoto = (tx: Tx, values: typeof handoverPhotos.$inferInsert) =>
  tx.insert(handoverPhotos).values(values);

/** A change to the open round voids what either side confirmed of it. */
export const voidConfirmations = (tx: Tx, reportId: number, round: number) =>
  tx
    .delete(handoverConfirmations)
    .where(and(eq(handoverConfirmations.reportId, reportId), eq(handoverConfirmations.round, round)));

/** False when this side confirmed this round already. */
export const insertConfirmation = async (tx: Tx, values: typeof handoverConfirmations.$inferInsert) =>
  (
    await tx
      .insert(handoverConfirmations)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: handoverConfirmations.id })
  ).length > 0;

export const rolesConfirmed = async (tx: DbOrTx, reportId: number, round: number): Promise<DealRole[]> =>
  (
    await tx
      .select({ role: handoverConfirmations.role })
      .from(handoverConfirmations)
      .where(and(eq(handoverConfirmations.reportId, reportId), eq(handoverConfirmations.round, round)))
  ).map((row) => row.role);

export const settleRound = (tx: Tx, reportId: number, round: number) =>
  tx
    .update(handoverReports)
    .set({ settledRounds: sql`greatest(${handoverReports.settledRounds}, ${round})` })
    .where(eq(handoverReports.id, reportId));

/** Entries of the rounds up to this one, for the text a confirmation hashes. */
export const entriesThrough = (db: DbOrTx, reportId: number, round: number) =>
  db
    .select()
    .from(handoverEntries)
    .where(and(eq(handoverEntries.reportId, reportId), lte(handoverEntries.round, round)))
    .orderBy(asc(handoverEntries.id));
