// After a code proved a contact that other accounts claim, the person's choice: join one of
// those accounts (proving it by its password or a code to its email) or start a separate
// one. Each call presents the token of the pending proof; it works once and lives 10
// minutes (docs/decisions/0091-a-claimed-contact-is-a-choice.md).
import type { z } from 'zod';
import {
  CHOICE_ACCOUNT,
  CHOICE_EXPIRED,
  type ChoiceCodeBodySchema,
  type ChoiceJoinBodySchema,
  type ChoiceSeparateBodySchema,
} from '../../../shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badInput } from '../../http/errors.ts';
import type { RequestContext } from '../../http/request-context.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { findUserById } from '../accounts/index.ts';
import { guardOtpSend, issueOtp, requireOtpChannel, sendCodeMail } from '../codes/index.ts';
import {
  consentWay,
  consumePendingProof,
  createProvenEmailAccount,
  createProvenMobileAccount,
  findLivePendingProof,
  hashChoiceToken,
  type PendingProofRow,
  proveJoinedAccount,
} from '../contact-proofs/index.ts';
import { finishReset } from '../passwords/index.ts';
import { startSession } from '../sessions/index.ts';
import { checkAccountEmailCode, checkAccountPassword, NO_EMAIL } from './account-proof.ts';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'mailer' | 'whatsapp' | 'live'>;
type Options<Body extends z.ZodType> = { deps: Deps; input: z.output<Body>; context: RequestContext };

export const JOIN_CODE_SENT = "We have sent a code to that account's email";
export const ACCOUNT_CREATED = 'Your new account is ready. Please log in with your email and new password.';
const CHOICE_CHANGED = 'This account has changed meanwhile. Please start again.';
const NO_CODE_NEEDED = 'This account needs no other code: the reset code proved its email';

const liveProof = async (db: Db, token: string, now: Date) => {
  const proof = await findLivePendingProof(db, hashChoiceToken(token), now);
  if (!proof) throw badInput('token', CHOICE_EXPIRED);
  return proof;
};

/** The account picked by its place in the list, as long as it still claims the contact unproven. */
const chosenAccount = async (db: Db, proof: PendingProofRow, place: number) => {
  const id = proof.accountIds[place - 1];
  if (id === undefined) throw badInput('account', CHOICE_ACCOUNT);
  const user = await findUserById(db, id);
  const stillClaims =
    proof.purpose === 'login'
      ? user?.mobileNo === proof.contact && !user.mobileVerifiedAt
      : user?.email?.toLowerCase() === proof.contact && !user.emailVerifiedAt;
  if (!user || !stillClaims) throw new AppError('CONFLICT', CHOICE_CHANGED);
  return user;
};

/** Spends the proof; a second request with the same token gets here too late. */
const spend = async (db: Db, proof: PendingProofRow, now: Date) => {
  if (!(await consumePendingProof(db, proof.id, now))) throw badInput('token', CHOICE_EXPIRED);
};

/** Mails a code to the chosen account's email, to join it after a WhatsApp login. */
export const sendChoiceCode = async ({ deps, input, context }: Options<typeof ChoiceCodeBodySchema>) => {
  const { db } = deps.database;
  const now = deps.clock.now();
  const proof = await liveProof(db, input.token, now);
  if (proof.purpose === 'reset') throw badInput('account', NO_CODE_NEEDED);
  const user = await chosenAccount(db, proof, input.account);
  if (!user.email) throw badInput('account', NO_EMAIL);
  requireOtpChannel(deps.mailer, deps.config, 'email');
  const target = user.email.toLowerCase();
  await guardOtpSend({ db, purpose: 'join', target, ip: context.ip, now, config: deps.config });
  const secret = deps.config.appSecret;
  const sent = { db, secret, channel: 'email', purpose: 'join', target, ip: context.ip, now } as const;
  const { code } = await issueOtp(sent);
  await sendCodeMail(deps.mailer, {
    to: user.email,
    code,
    what: 'code to join your account',
    ifNotYou:
      'It was asked for by someone who logged in with WhatsApp on the mobile number of your account. If it was not you, ignore this email: nothing changes.',
  });
};

/** Joins the chosen account: logged in there after a WhatsApp code, its password reset after a reset code. */
export const joinChosenAccount = async ({ deps, input, context }: Options<typeof ChoiceJoinBodySchema>) => {
  const { db } = deps.database;
  const now = deps.clock.now();
  const proof = await liveProof(db, input.token, now);
  const user = await chosenAccount(db, proof, input.account);
  if (proof.purpose === 'reset') {
    if (user.mobileVerifiedAt) await checkAccountPassword(deps, user, input.password, context);
    await spend(db, proof, now);
    const passwordHash = proof.passwordHash!;
    await finishReset({ deps, user, email: proof.contact, passwordHash, onSendError: context.onSendError });
    return { started: null };
  }
  const isByEmailCode = !input.password && Boolean(input.otp);
  if (isByEmailCode) await checkAccountEmailCode(deps, user, input.otp!, context);
  else await checkAccountPassword(deps, user, input.password, context);
  await spend(db, proof, now);
  const joined = await proveJoinedAccount({ deps, user, isByEmailCode, onError: context.onSendError });
  return { started: await startSession(deps, joined, context) };
};

/** Starts a separate account on the proven contact; the other accounts lose their claim on it. */
export const startSeparateAccount = async ({
  deps,
  input,
  context,
}: Options<typeof ChoiceSeparateBodySchema>) => {
  const { db } = deps.database;
  const now = deps.clock.now();
  const proof = await liveProof(db, input.token, now);
  await spend(db, proof, now);
  const onError = context.onSendError;
  if (proof.purpose === 'reset') {
    await createProvenEmailAccount({
      deps,
      email: proof.contact,
      passwordHash: proof.passwordHash!,
      consentVia: consentWay(input.consent),
      onError,
    });
    return { started: null };
  }
  const consentVia = consentWay(input.consent);
  const user = await createProvenMobileAccount({ deps, mobile: proof.contact, consentVia, onError });
  return { started: await startSession(deps, user, context) };
};
