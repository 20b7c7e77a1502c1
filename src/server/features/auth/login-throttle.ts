// Repeated login failures are slowed, then refused (docs/product/accounts.md#login-throttling), per
// account and per IP. Counted by the email typed, whether or not it has an account, so the answers
// never reveal which emails are registered. Counters are shared by every server process
// (http/rate-limit.ts).
import type { Db } from '../../db/client.ts';
import { hitCounter, readCounter, resetCounter } from '../../http/rate-limit.ts';
import { tooManyRequests } from './too-many.ts';

const WINDOW_MS = 3_600_000;
/** After `slowAfter` failures in the hour, one try per WAIT_MS; at `refuseAt`, none until the hour ends. */
const WAIT_MS = 30_000;
const SCOPES = [
  { name: 'account', slowAfter: 5, refuseAt: 10 },
  { name: 'ip', slowAfter: 20, refuseAt: 100 },
] as const;

const MESSAGE = 'Too many failed login attempts.';

const keysOf = (input: { email: string; ip: string }) =>
  SCOPES.map((scope) => {
    const id = scope.name === 'account' ? input.email : input.ip;
    return { ...scope, failKey: `login-fail:${scope.name}:${id}`, waitKey: `login-wait:${scope.name}:${id}` };
  });

export const assertLoginAllowed = async (input: { db: Db; email: string; ip: string; now: Date }) => {
  const { db, now } = input;
  for (const scope of keysOf(input)) {
    const failures = await readCounter(db, scope.failKey, now);
    if (failures && failures.count >= scope.refuseAt) {
      throw tooManyRequests(MESSAGE, failures.resetAt.getTime() - now.getTime());
    }
    const wait = await readCounter(db, scope.waitKey, now);
    if (wait) throw tooManyRequests(MESSAGE, wait.resetAt.getTime() - now.getTime());
  }
};

export const recordLoginFailure = async (input: { db: Db; email: string; ip: string; now: Date }) => {
  const { db, now } = input;
  for (const scope of keysOf(input)) {
    const hit = await hitCounter(db, scope.failKey, WINDOW_MS, now);
    if (hit.count >= scope.slowAfter) await hitCounter(db, scope.waitKey, WAIT_MS, now);
  }
};

/** A successful login (or password reset) forgives the account's failures, not the IP's. */
export const clearAccountFailures = async (db: Db, email: string) => {
  await resetCounter(db, `login-fail:account:${email}`);
  await resetCounter(db, `login-wait:account:${email}`);
};
