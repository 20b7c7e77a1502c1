// SQL for pending proofs: a contact just proven by a code, kept until its owner chooses
// among the accounts that claim it (docs/decisions/0091-a-claimed-contact-is-a-choice.md).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pendingProofs } from '../../db/schema.ts';

export type PendingProofRow = typeof pendingProofs.$inferSelect;

export const insertPendingProof = async (
  db: DbOrTx,
  values: Pick<
    PendingProofRow,
    'tokenHash' | 'purpose' | 'contact' | 'accountIds' | 'passwordHash' | 'expiresAt' | 'createdAt'
  >,
) => {
  const [row] = await db.insert(pendingProofs).values(values).returning();
  return row!;
};

/** The proof a token names, while it is unused and unexpired. */
export const findLivePendingProof = async (
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<PendingProofRow | null> => {
  const [row] = await db
    .select()
    .from(pendingProofs)
    .where(
      and(
        eq(pendingProofs.tokenHash, tokenHash),
        isNull(pendingProofs.consumedAt),
        gt(pendingProofs.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
};

/** Marks the proof used. False when another request used it first, or it expired. */
export const consumePendingProof = async (db: DbOrTx, id: number, now: Date) => {
  const rows = await db
    .update(pendingProofs)
    .set({ consumedAt: now })
    .where(and(eq(pendingProofs.id, id), isNull(pendingProofs.consumedAt), gt(pendingProofs.expiresAt, now)))
    .returning({ id: pendingProofs.id });
  return rows.length > 0;
};
