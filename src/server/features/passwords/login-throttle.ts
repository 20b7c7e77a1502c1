// Repeated login failures are slowed, never turned into a lock-out anyone can trigger
// (docs/product/accounts.md#login-throttling,
// docs/decisions/0023-login-throttle.md). Failures count per (email typed, IP) pair with
// growing delays, per IP, and account-wide for devices we have never seen; a device
// that logged in to the account before (signed device cookie) is only slowed by its
// own failures, so a stranger can never keep the owner out. Counted by the email
// typed, whether or not it has an account. Counters are shared by every
// server process (http/rate-limit.ts).
import type { Db } from '../../db/client.ts';
import { hitCounter, readCounter, resetCounter } from '../../http/rate-limit.ts';
import { tooManyRequests } from '../codes/index.ts';

const DAY_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;
const MAX_DELAY_MS = 15 * 60_000;
/** Free tries per (email, IP) pair or known device, then waits of 1 s, 2 s, 4 s, ... up to 15 minutes. */
const FREE_TRIES = 3;
/** Many phones share one carrier address: an IP is slowed only after many failures in the hour. */
const IP_FREE_TRIES = 20;
/** A brake on many IPs guessing one account; it never applies to a known device. */
const ACCOUNT_REFUSE_AT = 50;

const MESSAGE = 'Too many failed login attempts.';

/** Who is trying: the email typed, the IP, and the device id when its cookie names this account. */
export type LoginAttempt = { email: string; ip: string; deviceId: string | null };

export const delayAfter = (failures: number, freeTries = FREE_TRIES) =>
  failures < freeTries ? 0 : Math.min(1000 * 2 ** (failures - freeTries), MAX_DELAY_MS);

type Scope = { id: string; windowMs: number; freeTries?: number; refuseAt?: number };

/** A known device is counted on its own, and never by the account or the IP. */
const scopesOf = (attempt: LoginAttempt): Scope[] =>
  attempt.deviceId
    ? [{ id: `device:${attempt.deviceId}`, windowMs: DAY_MS, freeTries: FREE_TRIES }]
    : [
        { id: `pair:${attempt.email}|${attempt.ip}`, windowMs: DAY_MS, freeTries: FREE_TRIES },
        { id: `ip:${attempt.ip}`, windowMs: HOUR_MS, freeTries: IP_FREE_TRIES },
        { id: `account:${attempt.email}`, windowMs: HOUR_MS, refuseAt: ACCOUNT_REFUSE_AT },
      ];

export const assertLoginAllowed = async (db: Db, attempt: LoginAttempt, now: Date) => {
  for (const scope of scopesOf(attempt)) {
    const wait = scope.freeTries ? await readCounter(db, `login-wait:${scope.id}`, now) : null;
    if (wait) throw tooManyRequests(MESSAGE, wait.resetAt.getTime() - now.getTime());
    const failures = scope.refuseAt ? await readCounter(db, `login-fail:${scope.id}`, now) : null;
    if (failures && failures.count >= scope.refuseAt!) {
      throw tooManyRequests(MESSAGE, failures.resetAt.getTime() - now.getTime());
    }
  }
};

export const recordLoginFailure = async (db: Db, attempt: LoginAttempt, now: Date) => {
  for (const scope of scopesOf(attempt)) {
    const hit = await hitCounter(db, `login-fail:${scope.id}`, scope.windowMs, now);
    const delay = scope.freeTries ? delayAfter(hit.count, scope.freeTries) : 0;
    if (delay > 0) await hitCounter(db, `login-wait:${scope.id}`, delay, now);
  }
};

/** A successful login forgives this pair's (or device's) failures, not the IP's. */
export const clearLoginFailures = async (db: Db, attempt: LoginAttempt) => {
  const [own] = scopesOf(attempt);
  await resetCounter(db, `login-fail:${own!.id}`);
  await resetCounter(db, `login-wait:${own!.id}`);
};

/** A password reset forgives the account-wide count too. */
export const clearAccountFailures = async (db: Db, email: string) => {
  await resetCounter(db, `login-fail:account:${email}`);
};
