// A login's last step, whichever proof it took (password, WhatsApp code, an account
// joined after a choice): the session a visitor arrived with is revoked and a new one
// starts (docs/product/accounts.md#sessions).
import type { SecondFactorState } from '../../../shared/schemas/auth.ts';
import type { UserRow } from '../../db/schema.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { createSession, revokeSession } from '../../http/session.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { toPublicUser } from '../accounts/index.ts';

/** What an admin must still do in a new session: enrol a TOTP app, or give its code. */
const secondFactorOf = (user: UserRow): SecondFactorState | undefined =>
  user.isAdmin ? (user.totpEnabledAt ? 'verify' : 'enrol') : undefined;

export const startSession = async (
  deps: Pick<AppDeps, 'database' | 'clock' | 'live'>,
  user: UserRow,
  context: RequestContext,
) => {
  const { db } = deps.database;
  if (context.sessionId) await revokeSession({ db, live: deps.live }, context.sessionId);
  const sessionId = await createSession(db, {
    userId: user.id,
    now: deps.clock.now(),
    userAgent: context.userAgent,
    ip: context.ip,
  });
  const secondFactor = secondFactorOf(user);
  return {
    user: toPublicUser(user.isAdmin ? { ...user, isAdmin: false } : user),
    sessionId,
    ...(secondFactor ? { secondFactor } : {}),
  };
};

export type StartedSession = Awaited<ReturnType<typeof startSession>>;
