// The SQL of deals: their steps, the agreement's versions and signatures, and what a deal reads of
// the conversation, visit, listing and people it joins.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DealState } from '../../../shared/schemas/deals.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  agreementSignatures,
  agreements,
  conversations,
  dealOffers,
  deals,
  depositRecords,
  listings,
  users,
  viewings,
} from '../../db/schema.ts';

export type DealRow = typeof deals.$inferSelect;
export type AgreementRow = typeof agreements.$inferSelect;
export type SignatureRow = typeof agreementSignatures.$inferSelect;

/** The states in which a seeker and a home are still bound: one such deal per seeker and home. */
export const OPEN_DEAL_STATES: DealState[] = ['offered', 'countered', 'accepted', 'signed'];

export const findConversation = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      id: conversations.id,
      listingId: conversations.listingId,
      seekerId: conversations.seekerId,
      posterId: conversations.posterId,
    })
    .from(conversations)
    .where(eq(conversations.id, id));
  return row ?? null;
};

export const findViewing = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      id: viewings.id,
      listingId: viewings.listingId,
      seekerId: viewings.seekerId,
      posterId: viewings.posterId,
      status: viewings.status,
    })
    .from(viewings)
    .where(eq(viewings.id, id));
  return row ?? null;
};

/** What a deal and its agreement read of the listing; null once it is deleted. */
export const findListing = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      id: listings.id,
      userId: listings.userId,
      title: listings.title,
      listedBy: listings.listedBy,
      propertyType: listings.propertyType,
      configuration: listings.configuration,
      furnishingStatus: listings.furnishingStatus,
      city: listings.city,
      locality: listings.locality,
      status: listings.status,
    })
    .from(listings)
    .where(and(eq(listings.id, id), sql`${listings.deletedAt} is null`));
  return row ?? null;
};
export type DealListing = NonNullable<Awaited<ReturnType<typeof findListing>>>;

export const findOpenDeal = async (db: DbOrTx, listingId: number, tenantId: number) => {
  const [row] = await db
    .select()
    .from(deals)
    .where(
      and(
        eq(deals.listingId, listingId),
        eq(deals.tenantId, tenantId),
        inArray(deals.state, OPEN_DEAL_STATES),
      ),
    );
  return row ?? null;
};

export const insertDeal = async (
  tx: Tx,
  values: Pick<DealRow, 'listingId' | 'listingTitle' | 'ownerId' | 'tenantId' | 'conversationId'> & {
    now: Date;
  },
) => {
  const { now, ...row } = values;
  const [deal] = await tx
    .insert(deals)
    .values({ ...row, state: 'offered', createdAt: now, updatedAt: now })
    .returning();
  return deal!;
};

export const insertStep = async (tx: Tx, values: typeof dealOffers.$inferInsert) => {
  const [step] = await tx.insert(dealOffers).values(values).returning();
  return step!;
};

/** The deal, held to the end of the transaction: one answer at a time. */
export const lockDeal = async (tx: Tx, id: number) => {
  const [row] = await tx.select().from(deals).where(eq(deals.id, id)).for('update');
  return row ?? null;
};

export const findDeal = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(deals).where(eq(deals.id, id));
  return row ?? null;
};

export const setDealState = async (
  tx: Tx,
  id: number,
  values: Partial<Pick<DealRow, 'state' | 'acceptedAt' | 'signedAt' | 'endedAt'>> & { now: Date },
) => {
  const { now, ...set } = values;
  const [row] = await tx
    .update(deals)
    .set({ ...set, updatedAt: now })
    .where(eq(deals.id, id))
    .returning();
  return row!;
};

/** The person's deals, as owner and as tenant, newest change first. */
export const listDealsOf = (
  db: DbOrTx,
  userId: number,
  filter: { conversationId?: number | undefined; listingId?: number | undefined },
) =>
  db
    .select()
    .from(deals)
    .where(
      and(
        or(eq(deals.ownerId, userId), eq(deals.tenantId, userId)),
        filter.conversationId === undefined ? undefined : eq(deals.conversationId, filter.conversationId),
        filter.listingId === undefined ? undefined : eq(deals.listingId, filter.listingId),
      ),
    )
    .orderBy(desc(deals.updatedAt), desc(deals.id))
    .limit(100);

/** Every step of the deals, oldest first. */
export const listSteps = (db: DbOrTx, dealIds: number[]) =>
  dealIds.length === 0
    ? Promise.resolve([])
    : db.select().from(dealOffers).where(inArray(dealOffers.dealId, dealIds)).orderBy(dealOffers.id);

export const listListings = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: listings.id,
          city: listings.city,
          locality: listings.locality,
          status: listings.status,
          deletedAt: listings.deletedAt,
        })
        .from(listings)
        .where(inArray(listings.id, ids));

/** The people of deals: names, and contacts with whether they are proven. */
export const listPeople = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: users.id,
          fullName: users.fullName,
          mobileNo: users.mobileNo,
          mobileVerifiedAt: users.mobileVerifiedAt,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
        })
        .from(users)
        .where(inArray(users.id, ids));
export type DealPerson = Awaited<ReturnType<typeof listPeople>>[number];

/** Whether the listing has a deal whose terms both accepted (the "offer accepted" mark). */
export const hasAcceptedDeal = async (db: DbOrTx, listingId: number) => {
  const [row] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.listingId, listingId), inArray(deals.state, ['accepted', 'signed'])))
    .limit(1);
  return Boolean(row);
};

// ---------------------------------------------------------------- the agreement

/** The newest version of a deal's agreement, one row per language. */
export const findLatestAgreements = async (db: DbOrTx, dealId: number) => {
  const rows = await db
    .select()
    .from(agreements)
    .where(
      and(
        eq(agreements.dealId, dealId),
        sql`${agreements.version} = (select max(version) from agreements where deal_id = ${dealId})`,
      ),
    );
  return rows;
};

/** A new version in both languages; null when another request made it first. */
export const insertAgreementVersion = async (tx: Tx, rows: Omit<typeof agreements.$inferInsert, 'id'>[]) => {
  const made = await tx.insert(agreements).values(rows).onConflictDoNothing().returning();
  return made.length === rows.length ? made : null;
};

export const listSignatures = (db: DbOrTx, agreementIds: number[]) =>
  agreementIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(agreementSignatures)
        .where(inArray(agreementSignatures.agreementId, agreementIds))
        .orderBy(agreementSignatures.signedAt, agreementSignatures.id);

/** One side's signature on each text of a version; false when that side had signed already. */
export const insertSignatures = async (
  tx: Tx,
  rows: Omit<typeof agreementSignatures.$inferInsert, 'id'>[],
) => {
  const made = await tx.insert(agreementSignatures).values(rows).onConflictDoNothing().returning();
  return made.length === rows.length;
};

/** The signatures on the text with this hash, and whether its version has both. */
export const findSignaturesBySha = (db: DbOrTx, sha256: string) =>
  db
    .select({
      role: agreementSignatures.role,
      name: agreementSignatures.name,
      signedAt: agreementSignatures.signedAt,
    })
    .from(agreementSignatures)
    .innerJoin(agreements, eq(agreements.id, agreementSignatures.agreementId))
    .where(and(eq(agreements.sha256, sha256), eq(agreementSignatures.sha256, sha256)))
    .orderBy(agreementSignatures.signedAt);

// ---------------------------------------------------------------- the deposit

export type DepositRow = typeof depositRecords.$inferSelect;

export const findDepositRecord = async (db: DbOrTx, dealId: number) => {
  const [row] = await db.select().from(depositRecords).where(eq(depositRecords.dealId, dealId));
  return row ?? null;
};

/** The record as one side states it: theirs confirmed, the other side's cleared. */
export const saveDepositRecord = async (
  tx: Tx,
  values: Pick<DepositRow, 'dealId' | 'amount' | 'paidOn' | 'how' | 'reference' | 'recordedBy'> & {
    now: Date;
  },
) => {
  const { now, ...row } = values;
  const confirmed = {
    ownerConfirmedAt: row.recordedBy === 'owner' ? now : null,
    tenantConfirmedAt: row.recordedBy === 'tenant' ? now : null,
  };
  const [saved] = await tx
    .insert(depositRecords)
    .values({ ...row, ...confirmed, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: depositRecords.dealId, set: { ...row, ...confirmed, updatedAt: now } })
    .returning();
  return saved!;
};

export const confirmDepositRecord = async (tx: Tx, dealId: number, role: 'owner' | 'tenant', now: Date) => {
  const [row] = await tx
    .update(depositRecords)
    .set(role === 'owner' ? { ownerConfirmedAt: now } : { tenantConfirmedAt: now })
    .where(eq(depositRecords.dealId, dealId))
    .returning();
  return row ?? null;
};
