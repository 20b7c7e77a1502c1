// Suspending a list of accounts at once, for an abuse wave (`npm run admin -- users suspend`,
// docs/runbook.md#e-an-abuse-wave): each account as the users page suspends it (its live
// listings paused, audited with the reason), then every session of it ended, on every process.
// One account per transaction: one that cannot be suspended does not hold back the others.
import { AppError } from '../../http/errors.ts';
import { revokeUserSessions } from '../../http/session.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { suspendAccount } from './suspension.ts';

type SuspensionOutcome =
  | { userId: number; suspended: true; listingsPaused: number }
  | { userId: number; suspended: false; reason: string };

export const suspendAccounts = async (input: {
  deps: Pick<AppDeps, 'database' | 'clock'> & Partial<Pick<AppDeps, 'live'>>;
  userIds: number[];
  reason: string;
}): Promise<SuspensionOutcome[]> => {
  const { db } = input.deps.database;
  const outcomes: SuspensionOutcome[] = [];
  for (const userId of input.userIds) {
    const change = { userId, actorId: null, note: input.reason, now: input.deps.clock.now() };
    try {
      const paused = await db.transaction((tx) => suspendAccount(tx, change));
      await revokeUserSessions({ db, live: input.deps.live }, userId);
      outcomes.push({ userId, suspended: true, listingsPaused: paused.length });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Already suspended: its sessions end all the same, as the wave may have logged in since.
      if (error.code === 'CONFLICT' && error.message.includes('already'))
        await revokeUserSessions({ db, live: input.deps.live }, userId);
      outcomes.push({ userId, suspended: false, reason: error.message });
    }
  }
  return outcomes;
};
