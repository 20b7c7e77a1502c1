// Every Auth call's request and response (docs/product/api.md#auth,
// docs/product/accounts.md). The login and signup forms check nothing in the browser, so these
// schemas are where the server decides, naming the field in its answer.
import { z } from 'zod';
import { DEFAULT_CITY } from '../cities.ts';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';
import { GENDERS, USER_TYPES } from '../enums.ts';
import { isPersonName, PERSON_NAME_MESSAGE } from '../person-name.ts';
import { CitySchema } from './common.ts';
import { consentFlag, enumOf, flagOf, isNotGiven, notGiven, optionalValue } from './lenient.ts';
import { UserSchema } from './user.ts';
import { ViewingSchema } from './viewing.ts';

export const MOBILE_MESSAGE = 'Please enter a valid 10-digit Indian mobile number';

/**
 * An Indian mobile number: 10 digits starting 6 to 9, with or without +91 (spaces
 * and dashes allowed). Returns the 10 digits, or null when it is not one.
 */
export const normaliseIndianMobile = (value: string): string | null => {
  const digits = value.replace(/[\s\-()]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
};

/** Accepts a number too: the original form's field is numeric. Stored and compared as 10 digits. */
export const MobileNumberSchema = z
  .union([z.string(), z.number()], { error: MOBILE_MESSAGE })
  .transform((value, ctx) => {
    const mobile = normaliseIndianMobile(String(value));
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGE });
      return z.NEVER;
    }
    return mobile;
  });

export const EmailSchema = z
  .string({ error: 'Please enter your email' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email' }).max(254, { error: 'Please enter a valid email' }));

/** Length only; the server also refuses common passwords. */
export const NewPasswordSchema = z
  .string({ error: 'Please Enter Password' })
  .min(MIN_PASSWORD_LENGTH, { error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(128, { error: 'Password must be at most 128 characters' });

const FullNameSchema = z
  .string({ error: 'Please enter your full name' })
  .trim()
  .min(1, { error: 'Please enter your full name' })
  .max(100, { error: 'Full name must be at most 100 characters' })
  // Empty and too long have their own words above.
  .refine((name) => name.length === 0 || name.length > 100 || isPersonName(name), {
    error: PERSON_NAME_MESSAGE,
  });

/** `second_factor` is there only for an admin who still has to enrol or enter a TOTP code. */
export const SecondFactorStateSchema = z.enum(['enrol', 'verify']);
export type SecondFactorState = z.infer<typeof SecondFactorStateSchema>;

/** login and login/verify: `user` at the top level as the original client reads it, and under `data` (docs/product/api.md#auth). */
export const UserResponseSchema = z.object({
  message: z.string(),
  user: UserSchema,
  data: z.object({ user: UserSchema, second_factor: SecondFactorStateSchema.optional() }),
});
export type UserResponse = z.infer<typeof UserResponseSchema>;

export const LoginBodySchema = z.object({
  email: z
    .string({ error: 'Please enter your email' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your email'),
  password: z.string({ error: 'Please Enter Password' }).min(1, 'Please Enter Password').max(128),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

/** logout and restore take an empty body (or none). */
export const EmptyBodySchema = z
  .object({})
  .nullish()
  .meta({ description: 'Empty: `{}`, no body, or Content-Type: application/json with no bytes at all.' });

export const LoginOtpBodySchema = z.object({ mobile_no: MobileNumberSchema });
export type LoginOtpBody = z.input<typeof LoginOtpBodySchema>;

const OtpSchema = z
  .union([z.string(), z.number()], { error: 'Please Enter OTP' })
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, 'Please Enter OTP').max(12, 'Incorrect OTP'));

/** Asked before an account is created (India's DPDP Act): the person read the privacy notice and agrees. */
export const CONSENT_MESSAGE = 'Please agree to the privacy notice to create an account';
export const ADULT_MESSAGE = 'Please confirm you are 18 or older';

/**
 * `consent` matters only when the code creates a new account: `false` then refuses, left out
 * creates it with consent through an API client. The web form sends it ticked or not.
 */
export const LoginVerifyBodySchema = z.object({
  mobile_no: MobileNumberSchema,
  otp: OtpSchema,
  consent: z.preprocess(flagOf, z.boolean({ error: CONSENT_MESSAGE }).optional()),
});
export type LoginVerifyBody = z.input<typeof LoginVerifyBodySchema>;

export const ForgetPasswordBodySchema = z.object({ email: EmailSchema });
export type ForgetPasswordBody = z.input<typeof ForgetPasswordBodySchema>;

export const ResetPasswordBodySchema = z.object({
  email: EmailSchema,
  otp: OtpSchema,
  new_password: NewPasswordSchema,
  confirm_password: z.string({ error: 'Please Enter Password' }).min(1, 'Please Enter Password'),
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

export const RegisterBodySchema = z.object({
  full_name: FullNameSchema,
  email: EmailSchema,
  mobile_no: MobileNumberSchema,
  user_type: z.preprocess(
    notGiven,
    enumOf(USER_TYPES, { error: 'Please choose tenant, broker, owner or flatmate' }).default('tenant'),
  ),
  location: z.preprocess(notGiven, CitySchema.default(DEFAULT_CITY)),
  password: NewPasswordSchema,
  consent: consentFlag(CONSENT_MESSAGE),
  confirm_age_18: consentFlag(ADULT_MESSAGE),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

/** A placeholder email (`?email=undefined`) is the caller's own. */
export const GetUserDetailsQuerySchema = z.object({ email: optionalValue(z.string().trim().toLowerCase()) });

export const UserDataResponseSchema = z.object({ data: UserSchema });
export type UserDataResponse = z.infer<typeof UserDataResponseSchema>;

export const RestoreResponseSchema = z.object({
  userSessionExpired: z.boolean(),
  user: UserSchema.optional(),
  second_factor: SecondFactorStateSchema.optional(),
});
export type RestoreResponse = z.infer<typeof RestoreResponseSchema>;

/** "" and null clear a profile field; a placeholder ("undefined", "null") leaves it as it is. */
const blankToNull = (v: unknown) => (v === '' || v === null ? null : isNotGiven(v) ? undefined : v);

const DOB_MESSAGE = 'Please enter the date of birth as YYYY-MM-DD';
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * A date of birth as a date (`1990-05-15`) or an ISO date-time from a date picker.
 * A date-time with a zone is the calendar day it is in India, so midnight in India
 * sent as UTC (`1990-05-14T18:30:00.000Z`) is still the 15th; without a zone it is
 * its date part (docs/decisions/0030-date-of-birth-from-a-date-time.md).
 */
const DobSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true, local: true })], { error: DOB_MESSAGE })
  .transform((value) => {
    if (value.length === 10 || !/(Z|[+-]\d{2}:?\d{2})$/i.test(value)) return value.slice(0, 10);
    return new Date(Date.parse(value) + INDIA_OFFSET_MS).toISOString().slice(0, 10);
  });

/**
 * The profile fields a user may change. Anything else a client sends (mobile_no,
 * isAdmin, subscription_upto, id, ...) is stripped before it reaches the server's rules.
 * An email left empty (null, "") is not given: a WhatsApp account may have none.
 */
export const UpdateUserBodySchema = z.object({
  full_name: FullNameSchema.optional(),
  email: z
    .preprocess((v) => (isNotGiven(v) ? undefined : v), EmailSchema.optional())
    .meta({
      description: 'null or "" changes nothing: an account without an email keeps none.',
    }),
  dob: z.preprocess(blankToNull, DobSchema.nullable().optional()).meta({
    description: 'YYYY-MM-DD, or an ISO date-time (the day it is in India); "" or null clears it.',
  }),
  gender: z.preprocess(
    blankToNull,
    enumOf(GENDERS, { error: 'Please choose male or female' }).nullable().optional(),
  ),
  /** null, "" or a placeholder keeps the city (docs/decisions/0088-spec-era-calls-keep-working.md). */
  location: optionalValue(CitySchema),
});
export type UpdateUserBody = z.input<typeof UpdateUserBodySchema>;

export const UpdateUserResponseSchema = z.object({ message: z.string(), data: UserSchema });
export type UpdateUserResponse = z.infer<typeof UpdateUserResponseSchema>;

/** The word the user types to confirm; a stray click can never delete an account. */
export const DELETE_CONFIRMATION = 'DELETE';
export const DeleteAccountBodySchema = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm` }),
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBodySchema>;

const Timestamp = z.string();

/** Everything we hold about the caller (India's DPDP Act), as one JSON download. */
export const ExportDataResponseSchema = z.object({
  exported_at: Timestamp,
  profile: UserSchema,
  listings: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      listed_by: z.string(),
      property_type: z.string(),
      full_name: z.string(),
      mobile_no: z.string(),
      email: z.string(),
      city: z.string(),
      locality: z.string(),
      rent: z.number().int(),
      deposit: z.number().int(),
      description: z.string(),
      images: z.array(z.string()),
      created_at: Timestamp,
      deleted_at: Timestamp.nullable(),
    }),
  ),
  wishlist: z.array(z.object({ listing_id: z.number().int(), created_at: Timestamp })),
  /** Each conversation with its messages, as the person reads them (docs/product/conversations.md). */
  conversations: z.array(
    z.object({
      id: z.number().int(),
      role: z.enum(['seeker', 'poster']),
      listing_id: z.number().int().nullable(),
      listing_title: z.string(),
      other_name: z.string(),
      messages: z.array(z.object({ from_me: z.boolean(), text: z.string(), created_at: Timestamp })),
    }),
  ),
  /** Each booked visit, as seeker or poster, as the person reads it (docs/product/viewings.md#your-data). */
  viewings: z.array(ViewingSchema),
  saved_searches: z.array(
    z.object({
      name: z.string(),
      query: z.object({ city: z.string(), search: z.string(), filters: z.record(z.string(), z.unknown()) }),
      alert_channels: z.array(z.string()),
      alert_frequency: z.string(),
      alert_hour: z.number().int(),
      created_at: Timestamp,
    }),
  ),
  /** Browsers that take notices (docs/product/conversations.md#notices): when, and which push service; never the address itself. */
  push_subscriptions: z.array(z.object({ created_at: Timestamp, push_service: z.string() })),
  visits: z.array(z.object({ listing_id: z.number().int(), created_at: Timestamp })),
  contact_unlocks: z.array(z.object({ listing_id: z.number().int(), created_at: Timestamp })),
  payment_orders: z.array(
    z.object({
      gateway_order_id: z.string(),
      amount_paise: z.number().int(),
      currency: z.string(),
      plan_name: z.string(),
      plan_days: z.number().int(),
      status: z.string(),
      created_at: Timestamp,
      paid_at: Timestamp.nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      gateway_payment_id: z.string(),
      amount_paise: z.number().int(),
      subscription_from: Timestamp,
      subscription_upto: Timestamp,
      created_at: Timestamp,
    }),
  ),
  sessions: z.array(
    z.object({
      created_at: Timestamp,
      last_seen_at: Timestamp,
      expires_at: Timestamp,
      user_agent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  blogs: z.array(z.object({ id: z.number().int(), title: z.string(), created_on: Timestamp })),
  services: z.array(z.object({ id: z.number().int(), service_name: z.string(), created_at: Timestamp })),
});
export type ExportDataResponse = z.infer<typeof ExportDataResponseSchema>;

// ---------------------------------------------------------------- proving contacts

export const CodeBodySchema = z.object({ otp: OtpSchema });
export type CodeBody = z.input<typeof CodeBodySchema>;

/** Which of the caller's contacts are proven, and an email change waiting for its code. */
export const ContactsResponseSchema = z.object({
  email: z.string().nullable(),
  email_verified: z.boolean(),
  mobile_no: z.string().nullable(),
  mobile_verified: z.boolean(),
  pending_email: z.string().nullable(),
  has_password: z.boolean(),
});
export type ContactsResponse = z.infer<typeof ContactsResponseSchema>;

/**
 * A fresh proof for a sensitive change: the current password, or a WhatsApp code
 * sent to the account's proven number (POST /api/user/proofOtp).
 */
const FreshProof = {
  current_password: z.string().max(128).optional(),
  otp: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().max(12, 'Incorrect OTP'))
    .optional(),
};

export const ChangeEmailBodySchema = z.object({ email: EmailSchema, ...FreshProof });
export type ChangeEmailBody = z.input<typeof ChangeEmailBodySchema>;

export const SetPasswordBodySchema = z.object({
  new_password: NewPasswordSchema,
  confirm_password: z.string({ error: 'Please Enter Password' }).min(1, 'Please Enter Password'),
  ...FreshProof,
});
export type SetPasswordBody = z.input<typeof SetPasswordBodySchema>;

// ---------------------------------------------------------------- a contact other accounts claim

/**
 * A code proved a number (or an email) that accounts claim without having proven it: the
 * person chooses to join one or to start a separate account
 * (docs/decisions/0091-a-claimed-contact-is-a-choice.md). Emails and names are masked.
 */
export const ChoiceAccountSchema = z.object({
  account: z.number().int().meta({ description: 'Its place in the list, 1 for the oldest.' }),
  email: z.string().nullable().meta({ description: 'Masked: r•••@gmail.com; null when it has none.' }),
  name: z.string().nullable().meta({ description: 'Masked: R•••; null when it has none.' }),
  created_on: z.string().meta({ description: 'YYYY-MM-DD, in India.' }),
  join_with: z.array(z.enum(['password', 'email_code'])).meta({
    description: 'What joining it needs besides the code already given; empty when that code is enough.',
  }),
});
export type ChoiceAccount = z.infer<typeof ChoiceAccountSchema>;

export const AccountChoiceSchema = z.object({
  token: z
    .string()
    .meta({ description: 'Presented by the follow-up call; lives 10 minutes and works once.' }),
  purpose: z.enum(['login', 'reset']),
  expires_at: z.string(),
  accounts: z.array(ChoiceAccountSchema),
});
export type AccountChoice = z.infer<typeof AccountChoiceSchema>;

/**
 * login/verify and the choice's follow-ups: `user` null means nobody was logged in, and
 * then `choice` (on verify) says what to do (docs/decisions/0092-a-choice-in-a-spec-era-answer.md).
 */
export const LoginAnswerSchema = z.object({
  message: z.string(),
  user: UserSchema.nullable(),
  data: z.object({ user: UserSchema.nullable(), second_factor: SecondFactorStateSchema.optional() }),
  choice: AccountChoiceSchema.optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const ResetPasswordResponseSchema = z.object({
  message: z.string(),
  choice: AccountChoiceSchema.optional(),
});
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponseSchema>;

export const CHOICE_EXPIRED = 'This choice has expired. Please start again.';
export const CHOICE_ACCOUNT = 'Please choose one of the accounts offered';

const ChoiceBody = {
  token: z.string({ error: CHOICE_EXPIRED }).min(1, CHOICE_EXPIRED).max(200, CHOICE_EXPIRED),
};
const ChoiceAccountRef = z.coerce
  .number({ error: CHOICE_ACCOUNT })
  .int(CHOICE_ACCOUNT)
  .min(1, CHOICE_ACCOUNT)
  .max(100, CHOICE_ACCOUNT);

export const ChoiceCodeBodySchema = z.object({ ...ChoiceBody, account: ChoiceAccountRef });
export type ChoiceCodeBody = z.input<typeof ChoiceCodeBodySchema>;

/** `password`, or `otp` (the code sent to that account's email); a reset's join may need neither. */
export const ChoiceJoinBodySchema = z.object({
  ...ChoiceBody,
  account: ChoiceAccountRef,
  password: z.string().max(128).optional(),
  otp: FreshProof.otp,
});
export type ChoiceJoinBody = z.input<typeof ChoiceJoinBodySchema>;

/** A client that does not send `consent` showed its own notice; `false` refuses. */
export const ChoiceSeparateBodySchema = z.object({ ...ChoiceBody, consent: consentFlag(CONSENT_MESSAGE) });
export type ChoiceSeparateBody = z.input<typeof ChoiceSeparateBodySchema>;

// ---------------------------------------------------------------- admin second factor

export const TotpCodeBodySchema = z.object({
  code: z
    .union([z.string(), z.number()], { error: 'Please enter the 6-digit code' })
    .transform((v) => String(v).replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code')),
});
export type TotpCodeBody = z.input<typeof TotpCodeBodySchema>;

export const AdminFactorResponseSchema = z.object({
  enrolled: z.boolean(),
  verified: z.boolean(),
});
export type AdminFactorResponse = z.infer<typeof AdminFactorResponseSchema>;

/** The secret is shown once, while enrolling; no QR code is needed. */
export const AdminFactorEnrolResponseSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type AdminFactorEnrolResponse = z.infer<typeof AdminFactorEnrolResponseSchema>;
