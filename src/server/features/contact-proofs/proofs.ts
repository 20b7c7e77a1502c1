// Proving a contact: the account that proves a number or an email becomes its only
// holder; other accounts' unproven claims on it are released and their holders told
// (docs/decisions/0022-proven-contacts.md).

import type { ConsentVia } from '../../../shared/enums.ts';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { revokeUserSessions } from '../../http/session.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import {
  findProvenMobileHolder,
  insertUser,
  markEmailProven,
  markMobileProven,
  releaseEmailClaims,
  releaseMobileClaims,
  updateUser,
} from '../accounts/index.ts';
import { claimReleasedNotice, sendNotice } from './notices.ts';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'mailer' | 'whatsapp' | 'live'>;
type OnError = ((error: unknown) => void) | undefined;
/** What every proof is given: its collaborators, and where a notice that failed to send is reported. */
type ProofContext = { deps: Deps; onError: OnError };

const TAKEN = 'This contact is already verified on another account';

const tellReleased = async (deps: Deps, released: UserRow[], contact: string, onError: OnError) => {
  for (const holder of released) {
    await sendNotice(
      deps,
      { email: holder.email, mobile: holder.mobileVerifiedAt ? holder.mobileNo : null },
      claimReleasedNotice(deps, contact),
      onError,
    );
  }
};

/** Runs a proof in one transaction; a contact proven meanwhile by another account is a 409. */
const proveInTransaction = async <T>(deps: Deps, work: (tx: Tx) => Promise<T>) => {
  try {
    return await deps.database.db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TAKEN);
    throw error;
  }
};

/** Ticked in our own form, or left out by a client that showed its own notice (docs/decisions/0088-spec-era-calls-keep-working.md). */
export const consentWay = (given: boolean | undefined): ConsentVia =>
  given === true ? 'form' : 'api_client';

/** A new tenant account for a number just proven by a WhatsApp login code. */
export const createProvenMobileAccount = async (
  options: ProofContext & {
    mobile: string;
    /** How the privacy consent was given (docs/decisions/0088-spec-era-calls-keep-working.md). */
    consentVia: ConsentVia;
  },
) => {
  const { deps, mobile } = options;
  const now = deps.clock.now();
  const result = await deps.database.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      mobileNo: mobile,
      mobileVerifiedAt: now,
      consentedAt: now,
      consentVia: options.consentVia,
      userType: 'tenant',
      createdAt: now,
      updatedAt: now,
    });
    // Two verifications for one new number at the same instant: the other one created it.
    if (!created) return { user: await findProvenMobileHolder(tx, mobile), released: [] };
    return { user: created, released: await releaseMobileClaims(tx, mobile, created.id, now) };
  });
  if (!result.user) throw new AppError('CONFLICT', 'Please try again');
  await tellReleased(deps, result.released, `The mobile number ${mobile}`, options.onError);
  return result.user;
};

export const proveMobile = async (options: ProofContext & { user: UserRow }) => {
  const { deps, user } = options;
  const mobile = user.mobileNo!;
  const now = deps.clock.now();
  const result = await proveInTransaction(deps, async (tx) => {
    const released = await releaseMobileClaims(tx, mobile, user.id, now);
    return { user: await markMobileProven(tx, user.id, now), released };
  });
  await tellReleased(deps, result.released, `The mobile number ${mobile}`, options.onError);
  return result.user!;
};

/** Proves `email` for the account (its own, or the new one of an email change). */
export const proveEmail = async (options: ProofContext & { user: UserRow; email: string }) => {
  const { deps, user, email } = options;
  const now = deps.clock.now();
  const result = await proveInTransaction(deps, async (tx) => {
    const released = await releaseEmailClaims(tx, email, user.id, now);
    return { user: await markEmailProven(tx, user.id, email, now), released };
  });
  await tellReleased(deps, result.released, `The email ${email}`, options.onError);
  return result.user!;
};

/**
 * Someone proved the number by a WhatsApp code and chose an account that claimed it,
 * proving that account by its password or by a code to its email: the number is proven
 * there. A code to an email nobody had proven proves the email too, and removes the
 * password chosen at sign-up and the account's sessions: whoever created the account may
 * not own the email (docs/decisions/0091-a-claimed-contact-is-a-choice.md).
 */
export const proveJoinedAccount = async (
  options: ProofContext & { user: UserRow; isByEmailCode: boolean },
) => {
  const { deps, user } = options;
  const mobile = user.mobileNo!;
  const email = options.isByEmailCode && !user.emailVerifiedAt ? user.email?.toLowerCase() : undefined;
  const now = deps.clock.now();
  const result = await proveInTransaction(deps, async (tx) => {
    const releasedMobile = await releaseMobileClaims(tx, mobile, user.id, now);
    let row = await markMobileProven(tx, user.id, now);
    if (!email) return { user: row, releasedMobile, releasedEmail: [] };
    const releasedEmail = await releaseEmailClaims(tx, email, user.id, now);
    await markEmailProven(tx, user.id, email, now);
    row = await updateUser(tx, user.id, { passwordHash: null }, now);
    return { user: row, releasedMobile, releasedEmail };
  });
  if (email) await revokeUserSessions({ db: deps.database.db, live: deps.live }, user.id);
  await tellReleased(deps, result.releasedMobile, `The mobile number ${mobile}`, options.onError);
  if (email) await tellReleased(deps, result.releasedEmail, `The email ${email}`, options.onError);
  return result.user!;
};

/** A new account for an email just proven by a reset code, with the password typed there. */
export const createProvenEmailAccount = async (
  options: ProofContext & { email: string; passwordHash: string; consentVia: ConsentVia },
) => {
  const { deps, email } = options;
  const now = deps.clock.now();
  const result = await proveInTransaction(deps, async (tx) => {
    const created = await insertUser(tx, {
      email,
      emailVerifiedAt: now,
      passwordHash: options.passwordHash,
      consentedAt: now,
      consentVia: options.consentVia,
      userType: 'tenant',
      createdAt: now,
      updatedAt: now,
    });
    // Someone proved the email meanwhile: the unique index kept their account.
    if (!created) throw new AppError('CONFLICT', TAKEN);
    return { user: created, released: await releaseEmailClaims(tx, email, created.id, now) };
  });
  await tellReleased(deps, result.released, `The email ${email}`, options.onError);
  return result.user;
};
