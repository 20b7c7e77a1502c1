// Signing up with an email and a password (docs/product/accounts.md#sign-up). A number
// or an email belongs to an account only once proven
// (docs/decisions/0022-proven-contacts.md).
import type { z } from 'zod';
import type { RegisterBodySchema } from '../../../shared/schemas/auth.ts';
import type { RequestContext } from '../../http/request-context.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { findProvenEmailHolder, findProvenMobileHolder, insertUser } from '../accounts/index.ts';
import { alreadyRegisteredNotice, consentWay, sendNotice } from '../contact-proofs/index.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { guardSignup } from './signup-throttle.ts';

type MessagingDeps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'mailer' | 'whatsapp' | 'live'>;

export const REGISTERED = 'User Registered Successfully!';

/**
 * Creates the account with unproven contacts; the original client goes to /login next,
 * so no session here (docs/product/accounts.md#sign-up). A contact already proven by
 * someone gets the same answer (nothing reveals that it is registered) and its owner
 * is told instead.
 */
export const registerUser = async (options: {
  deps: MessagingDeps;
  input: z.output<typeof RegisterBodySchema>;
  context: RequestContext;
}) => {
  const { deps, input, context } = options;
  const { db } = deps.database;
  const now = deps.clock.now();
  await guardSignup(db, {
    mobile: input.mobile_no,
    email: input.email,
    ip: context.ip,
    deviceId: context.device?.deviceId,
    now,
    addressHourlyCeiling: deps.config.ADDRESS_HOURLY_CEILING,
  });
  assertAcceptablePassword('password', input.password, [input.mobile_no, input.email.split('@')[0]]);
  // Hashed either way, so the time taken does not tell an existing contact apart.
  const passwordHash = await hashPassword(input.password);
  const emailOwner = await findProvenEmailHolder(db, input.email);
  const mobileOwner = await findProvenMobileHolder(db, input.mobile_no);
  if (emailOwner || mobileOwner) {
    const notice = alreadyRegisteredNotice(deps);
    if (emailOwner) await sendNotice(deps, { email: emailOwner.email }, notice, context.onSendError);
    if (mobileOwner && mobileOwner.id !== emailOwner?.id) {
      await sendNotice(deps, { mobile: mobileOwner.mobileNo }, notice, context.onSendError);
    }
    return;
  }
  await insertUser(db, {
    fullName: input.full_name,
    email: input.email,
    mobileNo: input.mobile_no,
    userType: input.user_type,
    location: input.location,
    passwordHash,
    consentedAt: now,
    consentVia: consentWay(input.consent),
    adultConfirmedAt: now,
    adultConfirmedVia: consentWay(input.confirm_age_18),
    createdAt: now,
    updatedAt: now,
  });
};
