// SQL for contacts and their proofs: a number or an email belongs to an account only
// once proven (docs/decisions/0022-proven-contacts.md); before that it is a claim, and
// several accounts may claim one contact.
import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema.ts';

const MAX_CLAIMANTS = 5;
const emailIs = (email: string) => sql`lower(${users.email}) = ${email}`;

export const findProvenMobileHolder = async (db: DbOrTx, mobile: string): Promise<UserRow | null> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.mobileNo, mobile), isNotNull(users.mobileVerifiedAt)))
    .limit(1);
  return row ?? null;
};

export const findProvenEmailHolder = async (db: DbOrTx, email: string): Promise<UserRow | null> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(emailIs(email), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return row ?? null;
};

/** Accounts holding an email, the proven holder first, then the newest claims. */
export const listEmailHolders = async (db: DbOrTx, email: string): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(emailIs(email))
    .orderBy(sql`${users.emailVerifiedAt} is null`, desc(users.createdAt), desc(users.id))
    .limit(MAX_CLAIMANTS);

/** Accounts claiming the number without having proven it, oldest first. */
export const listMobileClaimants = async (db: DbOrTx, mobile: string): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(and(eq(users.mobileNo, mobile), isNull(users.mobileVerifiedAt)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(MAX_CLAIMANTS);

/** Accounts claiming the email without having proven it, oldest first. */
export const listEmailClaimants = async (db: DbOrTx, email: string): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(and(emailIs(email), isNull(users.emailVerifiedAt)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(MAX_CLAIMANTS);

/** Marks the number proven. Null when another account proved it meanwhile (unique index). */
export const markMobileProven = async (db: DbOrTx, id: number, now: Date): Promise<UserRow | null> => {
  const [row] = await db
    .update(users)
    .set({ mobileVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
};

export const markEmailProven = async (
  db: DbOrTx,
  id: number,
  email: string,
  now: Date,
): Promise<UserRow | null> => {
  const [row] = await db
    .update(users)
    .set({ email, emailVerifiedAt: now, pendingEmail: null, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
};

/** Removes every other account's unproven claim on the number; returns who lost it. */
export const releaseMobileClaims = async (db: DbOrTx, mobile: string, keepId: number, now: Date) =>
  db
    .update(users)
    .set({ mobileNo: null, updatedAt: now })
    .where(and(eq(users.mobileNo, mobile), isNull(users.mobileVerifiedAt), ne(users.id, keepId)))
    .returning();

/** Removes every other account's unproven claim on the email; returns who lost it. */
export const releaseEmailClaims = async (db: DbOrTx, email: string, keepId: number, now: Date) =>
  db
    .update(users)
    .set({ email: null, updatedAt: now })
    .where(and(emailIs(email), isNull(users.emailVerifiedAt), ne(users.id, keepId)))
    .returning();

export const setPendingEmail = async (db: DbOrTx, id: number, email: string | null, now: Date) => {
  await db.update(users).set({ pendingEmail: email, updatedAt: now }).where(eq(users.id, id));
};
