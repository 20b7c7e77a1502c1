// SQL for the users page (docs/product/accounts.md#users-page). Like the data export
// (auth/account-store.ts), it reads one account's rows in several features' tables, to
// show an admin the whole account at once (docs/architecture.md "Exceptions").
import { and, desc, eq, gt, ilike, like, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listingReports, listings, payments, sessions, users } from '../../db/schema.ts';

/** `%text%` for LIKE, with the text's own % _ \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const searchUsers = (db: DbOrTx, input: { text: string; digits: string | null; limit: number }) => {
  const matches: SQL[] = [
    ilike(users.fullName, containing(input.text)),
    ilike(users.email, containing(input.text)),
  ];
  if (input.digits) matches.push(like(users.mobileNo, containing(input.digits)));
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      mobileNo: users.mobileNo,
      userType: users.userType,
      isAdmin: users.isAdmin,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(or(...matches))
    .orderBy(users.fullName, users.id)
    .limit(input.limit);
};

export const findUser = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
};

/** Every listing of the user, removed ones too, newest first. */
export const findListingsOf = (db: DbOrTx, userId: number) =>
  db
    .select({
      id: listings.id,
      title: listings.title,
      city: listings.city,
      locality: listings.locality,
      status: listings.status,
      pausedReason: listings.pausedReason,
      createdAt: listings.createdAt,
      deletedAt: listings.deletedAt,
    })
    .from(listings)
    .where(eq(listings.userId, userId))
    .orderBy(desc(listings.createdAt), desc(listings.id));

const reportColumns = {
  id: listingReports.id,
  listingId: listingReports.listingId,
  listingTitle: listings.title,
  reason: listingReports.reason,
  details: listingReports.details,
  reporterId: listingReports.userId,
  createdAt: listingReports.createdAt,
  resolvedAt: listingReports.resolvedAt,
};

export const findReportsBy = (db: DbOrTx, userId: number) =>
  db
    .select(reportColumns)
    .from(listingReports)
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .where(eq(listingReports.userId, userId))
    .orderBy(desc(listingReports.createdAt));

export const findReportsAgainst = (db: DbOrTx, userId: number) =>
  db
    .select({ ...reportColumns, reporterName: users.fullName })
    .from(listingReports)
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .innerJoin(users, eq(users.id, listingReports.userId))
    .where(eq(listings.userId, userId))
    .orderBy(desc(listingReports.createdAt));

export const findPaymentsOf = (db: DbOrTx, userId: number) =>
  db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt));

/** Sessions not past their absolute end; the idle ones end on their next use or the nightly purge. */
export const findSessionsOf = (db: DbOrTx, userId: number, now: Date) =>
  db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
