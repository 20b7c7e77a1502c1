// SQL for the admin's second factor.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Records a TOTP step as used, only if it is newer than the last one: a code works once. */
export const claimTotpStep = async (db: DbOrTx, id: number, step: number) => {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
};
