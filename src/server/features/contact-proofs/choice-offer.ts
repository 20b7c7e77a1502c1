// When a code proves a contact that accounts claim without having proven it, nobody is
// logged in, reset or released yet: the person is offered the accounts, oldest first and
// masked, and a token naming the pending proof kept in the database
// (docs/decisions/0091-a-claimed-contact-is-a-choice.md).
import { createHash, randomBytes } from 'node:crypto';
import { todayInIndia } from '../../../shared/format.ts';
import type { AccountChoice, ChoiceAccount } from '../../../shared/schemas/auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { insertPendingProof } from './pending-proofs-store.ts';

const CHOICE_TTL_MS = 10 * 60_000;
/** What a SPEC-era client shows (docs/decisions/0092-a-choice-in-a-spec-era-answer.md). */
export const LOGIN_CHOICE = 'This number is on another account. Join it, or start a separate account.';
export const RESET_CHOICE = 'Your password is not changed yet: choose the account it is for.';

type Purpose = AccountChoice['purpose'];
const BULLETS = '•••';

export const hashChoiceToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** ravi@gmail.com -> r•••@gmail.com */
const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return `${Array.from(email.slice(0, Math.max(at, 0)))[0] ?? ''}${BULLETS}${at >= 0 ? email.slice(at) : ''}`;
};

/** Ravi Iyer -> R•••; an account without a name has none. */
const maskName = (name: string) => {
  const first = Array.from(name.trim())[0];
  return first ? `${first.toLocaleUpperCase('en-IN')}${BULLETS}` : null;
};

/**
 * What joining needs besides the code already given. After a WhatsApp code: the account's
 * password or a code to its email. After a reset code: nothing, unless the account's
 * number is proven, which an email alone must not hand over (decision 0022).
 */
const joinWith = (purpose: Purpose, user: UserRow): ChoiceAccount['join_with'] => {
  if (purpose === 'reset') return user.mobileVerifiedAt ? ['password'] : [];
  return [
    ...(user.passwordHash ? (['password'] as const) : []),
    ...(user.email ? (['email_code'] as const) : []),
  ];
};

export const offerChoice = async (options: {
  db: DbOrTx;
  now: Date;
  purpose: Purpose;
  contact: string;
  /** Oldest first. */
  accounts: UserRow[];
  /** A reset's new password, set on the account chosen. */
  passwordHash?: string;
}): Promise<AccountChoice> => {
  const { now, purpose, accounts } = options;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHOICE_TTL_MS);
  await insertPendingProof(options.db, {
    tokenHash: hashChoiceToken(token),
    purpose,
    contact: options.contact,
    accountIds: accounts.map((user) => user.id),
    passwordHash: options.passwordHash ?? null,
    expiresAt,
    createdAt: now,
  });
  return {
    token,
    purpose,
    expires_at: expiresAt.toISOString(),
    accounts: accounts.map((user, i) => ({
      account: i + 1,
      email: user.email ? maskEmail(user.email) : null,
      name: maskName(user.fullName),
      created_on: todayInIndia(user.createdAt),
      join_with: joinWith(purpose, user),
    })),
  };
};
