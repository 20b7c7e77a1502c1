// SQL for weighing reports (docs/decisions/0098-report-weights.md). It reads the
// reporter's proven number in `users` and their unlock of the listing in
// `contact_unlocks` inside the report's transaction (docs/architecture.md "Exceptions").
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ReportWeightReason } from '../../../shared/report-reasons.ts';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { listingReports, users } from '../../db/schema.ts';

/** Whether the reporter proved their number and opened this listing's contact. */
export const findReporterStanding = async (db: DbOrTx, input: { userId: number; listingId: number }) => {
  const [row] = await db
    .select({
      proven: sql<boolean>`${users.mobileVerifiedAt} is not null`,
      opened: sql<boolean>`exists (select 1 from contact_unlocks cu
        where cu.user_id = ${input.userId} and cu.listing_id = ${input.listingId})`,
    })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  return { proven: Boolean(row?.proven), opened: Boolean(row?.opened) };
};

/** True when added; false when this user had already reported this listing. */
export const insertReport = async (
  db: DbOrTx,
  input: {
    listingId: number;
    userId: number;
    reason: (typeof listingReports.$inferInsert)['reason'];
    details: string;
    weight: number;
    weightReason: ReportWeightReason;
    now: Date;
  },
) => {
  const rows = await db
    .insert(listingReports)
    .values({ ...input, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: listingReports.id });
  return rows.length > 0;
};

const counting = (listingId: number) =>
  and(
    eq(listingReports.listingId, listingId),
    isNull(listingReports.resolvedAt),
    isNull(listingReports.answeredAt),
    gt(listingReports.weight, 0),
  );

/**
 * The listing's counting reports whose reporter's reports already counted in `cap`
 * automatic pauses of other listings since `since` weigh 0 from now on ("daily cap").
 */
export const capBusyReporters = async (
  db: DbOrTx,
  input: { listingId: number; since: Date; cap: number },
) => {
  await db
    .update(listingReports)
    .set({ weight: 0, weightReason: 'daily_cap' })
    .where(
      and(
        counting(input.listingId),
        sql`(select count(distinct p.listing_id) from listing_reports p
             where p.user_id = ${listingReports.userId} and p.listing_id <> ${input.listingId}
               and p.paused_at > ${input.since.toISOString()}::timestamptz) >= ${input.cap}`,
      ),
    );
};

/** The weight of the listing's open reports that no one has answered yet. */
export const sumCountingWeight = async (db: DbOrTx, listingId: number) => {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(weight), 0)::int as total from listing_reports
        where listing_id = ${listingId} and resolved_at is null and answered_at is null and weight > 0`,
  );
  return Number(row?.total ?? 0);
};

/** Marks the reports that just paused the listing (each counts toward its reporter's daily cap). */
export const markReportsPaused = async (db: DbOrTx, input: { listingId: number; now: Date }) => {
  await db.update(listingReports).set({ pausedAt: input.now }).where(counting(input.listingId));
};

/** The listing came back after its open reports: they count toward no further pause. */
export const markReportsAnswered = async (db: DbOrTx, input: { listingId: number; now: Date }) => {
  await db
    .update(listingReports)
    .set({ answeredAt: input.now })
    .where(
      and(
        eq(listingReports.listingId, input.listingId),
        isNull(listingReports.resolvedAt),
        isNull(listingReports.answeredAt),
      ),
    );
};
