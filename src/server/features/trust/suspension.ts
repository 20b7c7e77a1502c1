// Suspending and restoring a poster's account, for the moderation queue and the users
// page (docs/product/listings.md#moderation, docs/decisions/0061-restore-revives-what-suspension-paused.md).
// Each runs inside the caller's transaction and writes the account's audit row and the
// history of every listing it pauses or brings back.
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAdminAction } from '../accounts/index.ts';
import { lockPoster, restorePoster, suspendPoster } from './moderation-store.ts';
import { recordEvents } from './store.ts';

/** `actorId` is null for the admin command (cli/admin-accounts.ts). */
type Input = { userId: number; actorId: number | null; note: string; now: Date };

const lockTarget = async (tx: Tx, userId: number) => {
  const target = await lockPoster(tx, userId);
  if (!target) throw new AppError('NOT_FOUND', 'User not found');
  return target;
};

/** What each change does to the poster's listings, as their history tells it. */
const LISTING_CHANGE = {
  suspended: { action: 'paused', note: 'Poster suspended' },
  restored: { action: 'revived', note: 'Poster restored' },
} as const;

/** The account's audit row and the history row of every listing the change paused or revived. */
const recordAccountChange = async (
  tx: Tx,
  input: Input,
  action: keyof typeof LISTING_CHANGE,
  listingIds: number[],
) => {
  await recordEvents(tx, listingIds, { ...LISTING_CHANGE[action], actorId: input.actorId, now: input.now });
  await recordAdminAction(tx, { ...input, action });
};

/** Pauses every live listing of the poster and keeps them from posting; returns the ids paused. */
export const suspendAccount = async (tx: Tx, input: Input) => {
  if (input.userId === input.actorId) throw new AppError('FORBIDDEN', 'You cannot suspend yourself');
  const target = await lockTarget(tx, input.userId);
  if (target.isAdmin) throw new AppError('CONFLICT', 'An admin cannot be suspended. Revoke admin first.');
  if (target.suspendedAt) throw new AppError('CONFLICT', 'This user is already suspended');
  const paused = await suspendPoster(tx, target.id, input.now);
  await recordAccountChange(tx, input, 'suspended', paused);
  return paused;
};

/** Lifts the suspension and brings back exactly the listings it still holds paused. */
export const restoreAccount = async (tx: Tx, input: Input) => {
  const target = await lockTarget(tx, input.userId);
  if (!target.suspendedAt) throw new AppError('CONFLICT', 'This user is not suspended');
  const revived = await restorePoster(tx, target.id, input.now);
  await recordAccountChange(tx, input, 'restored', revived);
  return revived;
};
