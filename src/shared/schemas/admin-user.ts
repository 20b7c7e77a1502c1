// The users page for admins (docs/product/accounts.md#users-page): find an account by
// name, email or phone, see what it did and what was done to it, and act on it.
import { z } from 'zod';
import { LISTING_STATUSES } from '../enums.ts';
import { REPORT_REASON_VALUES } from '../report-reasons.ts';
import { IdSchema } from './common.ts';

export const USER_SEARCH_LIMIT = 20;
export const ADMIN_NOTE_MAX = 500;

export const UserSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type a name, email or phone number' })
    .trim()
    .min(2, 'Type at least 2 characters')
    .max(100, 'Keep it under 100 characters'),
});

export const UserSummarySchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
  mobile_no: z.string().nullable(),
  user_type: z.string(),
  is_admin: z.boolean(),
  suspended: z.boolean(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

export const UserSearchResponseSchema = z.object({ users: z.array(UserSummarySchema) });
export type UserSearchResponse = z.infer<typeof UserSearchResponseSchema>;

export const UserParamsSchema = z.object({ id: IdSchema });

/** The four actions, as the last part of their path. */
export const USER_ACTIONS = ['suspend', 'restore', 'grant-admin', 'revoke-admin'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export const UserActionParamsSchema = z.object({
  id: IdSchema,
  action: z.enum(USER_ACTIONS, { error: 'Choose suspend, restore, grant-admin or revoke-admin' }),
});

/** Why, kept in the account's history; a suspension must say why. */
export const UserActionBodySchema = z.object({
  note: z.string().trim().max(ADMIN_NOTE_MAX, `Keep it under ${ADMIN_NOTE_MAX} characters`).default(''),
});
export type UserActionBody = z.input<typeof UserActionBodySchema>;

const when = z.string();

const ReportSchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int(),
  listing_title: z.string(),
  reason: z.enum(REPORT_REASON_VALUES),
  details: z.string(),
  created_at: when,
  resolved_at: when.nullable(),
});

export const UserDetailSchema = z.object({
  user: UserSummarySchema.extend({
    location: z.string(),
    created_at: when,
    suspended_at: when.nullable(),
    pass_until: when.nullable(),
    email_verified: z.boolean(),
    mobile_verified: z.boolean(),
    /** An admin who has not enrolled an authenticator app yet has no admin rights. */
    second_factor_enrolled: z.boolean(),
  }),
  listings: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      city: z.string(),
      locality: z.string(),
      status: z.enum(LISTING_STATUSES),
      paused_reason: z.string().nullable(),
      created_at: when,
      removed_at: when.nullable(),
    }),
  ),
  /** Reports the user made, and reports others made about the user's listings. */
  reports_made: z.array(ReportSchema),
  reports_against: z.array(ReportSchema.extend({ reporter_id: z.number().int(), reporter_name: z.string() })),
  payments: z.array(
    z.object({
      payment_id: z.string(),
      amount_paise: z.number().int(),
      source: z.string(),
      pass_from: when,
      pass_until: when,
      created_at: when,
    }),
  ),
  sessions: z.array(
    z.object({
      created_at: when,
      last_seen_at: when,
      expires_at: when,
      user_agent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  /** Admin actions on the account and the history of its listings, newest first. */
  history: z.array(
    z.object({
      kind: z.enum(['account', 'listing']),
      /** One of ADMIN_ACTIONS for the account, of LISTING_EVENT_ACTIONS for a listing. */
      action: z.string(),
      listing_id: z.number().int().nullable(),
      listing_title: z.string().nullable(),
      actor_name: z.string().nullable(),
      note: z.string(),
      created_at: when,
    }),
  ),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;
