// The SQL of asked visits (docs/product/viewings.md#asking-for-a-visit).
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { ViewingRequestStatus } from '../../../shared/schemas/viewing-request.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users, viewingRequests, viewings } from '../../db/schema.ts';

export type RequestRow = typeof viewingRequests.$inferSelect;
export type RequestReadRow = RequestRow & { seekerName: string | null; posterName: string | null };

/** Waiting for an answer: from the poster (asked) or from the seeker (proposed). */
export const WAITING: ViewingRequestStatus[] = ['asked', 'proposed'];

export const insertRequest = async (db: DbOrTx, values: typeof viewingRequests.$inferInsert) => {
  const [row] = await db.insert(viewingRequests).values(values).returning();
  return row!;
};

const seeker = sql`(select full_name from users where users.id = ${viewingRequests.seekerId})`;
const poster = sql`(select full_name from users where users.id = ${viewingRequests.posterId})`;

const readColumns = {
  row: viewingRequests,
  seekerName: sql<string | null>`${seeker}`,
  posterName: sql<string | null>`${poster}`,
};

const flatten = (rows: { row: RequestRow; seekerName: string | null; posterName: string | null }[]) =>
  rows.map(({ row, seekerName, posterName }): RequestReadRow => ({ ...row, seekerName, posterName }));

/** One request with both sides' names, or null. */
export const findRequest = async (db: DbOrTx, id: number) => {
  const rows = await db.select(readColumns).from(viewingRequests).where(eq(viewingRequests.id, id));
  return flatten(rows)[0] ?? null;
};

/** The reader's requests, as seeker and as poster: waiting ones first (soonest to lapse), then newest. */
export const listReaderRequests = async (db: DbOrTx, input: { userId: number; limit: number }) => {
  const rows = await db
    .select(readColumns)
    .from(viewingRequests)
    .where(or(eq(viewingRequests.seekerId, input.userId), eq(viewingRequests.posterId, input.userId)))
    .orderBy(
      sql`(${viewingRequests.status} in ('asked', 'proposed')) desc`,
      sql`case when ${viewingRequests.status} in ('asked', 'proposed') then ${viewingRequests.answerBy} end asc`,
      sql`${viewingRequests.createdAt} desc`,
      sql`${viewingRequests.id} desc`,
    )
    .limit(input.limit);
  return flatten(rows);
};

/** The seeker's waiting requests, of any listing or of one. */
export const countWaiting = async (db: DbOrTx, input: { seekerId: number; listingId?: number }) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(viewingRequests)
    .where(
      and(
        eq(viewingRequests.seekerId, input.seekerId),
        inArray(viewingRequests.status, WAITING),
        input.listingId === undefined ? undefined : eq(viewingRequests.listingId, input.listingId),
      ),
    );
  return row?.n ?? 0;
};

/**
 * Moves the request from `from` to the values given, answering false when it is no longer in
 * `from`: of two answers at once (the app and the link, two taps), exactly one changes it.
 */
export const moveRequest = async (
  db: DbOrTx,
  input: { id: number; from: ViewingRequestStatus; set: Partial<typeof viewingRequests.$inferInsert> },
) => {
  const moved = await db
    .update(viewingRequests)
    .set(input.set)
    .where(and(eq(viewingRequests.id, input.id), eq(viewingRequests.status, input.from)))
    .returning({ id: viewingRequests.id });
  return moved.length > 0;
};

/** Waiting requests whose time to answer ran out by `now`. */
export const listRunOut = (db: DbOrTx, now: Date, limit: number) =>
  db
    .select()
    .from(viewingRequests)
    .where(and(inArray(viewingRequests.status, WAITING), lte(viewingRequests.answerBy, now)))
    .limit(limit);

/** Each side's name and contacts, for notices. */
export const findRequestSides = async (db: DbOrTx, row: Pick<RequestRow, 'seekerId' | 'posterId'>) => {
  const ids = [row.seekerId, row.posterId].filter((id): id is number => id !== null);
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, fullName: users.fullName, email: users.email, mobileNo: users.mobileNo })
          .from(users)
          .where(inArray(users.id, ids));
  const side = (id: number | null) => found.find((person) => person.id === id) ?? null;
  return { seeker: side(row.seekerId), poster: side(row.posterId) };
};

export const updateRequestViewing = async (db: DbOrTx, id: number, viewingId: number) => {
  await db.update(viewingRequests).set({ viewingId }).where(eq(viewingRequests.id, id));
};

/** When the viewing a request became is. */
export const findViewingTime = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ startsAt: viewings.startsAt, endsAt: viewings.endsAt })
    .from(viewings)
    .where(eq(viewings.id, id));
  return row ?? null;
};
