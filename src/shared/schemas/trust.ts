// Listings you can trust: status changes by the poster, the freshness links sent every
// week, reports, and the dead-lead credits of a pass (docs/product/listings.md#freshness,
// docs/product/listings.md#reports, docs/product/pass.md#dead-leads).
import { z } from 'zod';
import { LISTING_STATUSES, PAUSED_REASONS } from '../enums.ts';
import { REPORT_REASONS, REPORT_WEIGHT_REASONS } from '../report-reasons.ts';
import { IdSchema, IgnoredIdentity } from './common.ts';
import { enumOf } from './lenient.ts';

/** markRented, reviveListing, confirmListing: the listing's id. */
export const ListingStatusBodySchema = z.object({ id: IdSchema, ...IgnoredIdentity });

export const ListingStatusResponseSchema = z.object({
  message: z.string(),
  status: z.enum(LISTING_STATUSES),
  last_confirmed_at: z.string(),
});
export type ListingStatusResponse = z.infer<typeof ListingStatusResponseSchema>;

/** What a freshness link asks the poster to say. */
export const FRESHNESS_ANSWERS = ['available', 'rented'] as const;
export type FreshnessAnswer = (typeof FRESHNESS_ANSWERS)[number];

/** A link's token as the server makes it: listing, answer, expiry and a signature. */
const FRESHNESS_TOKEN = /^\d+\.(available|rented)\.\d+\.[\w-]{43}$/;

/** Whether a token can be a freshness link at all (a cut-off link is told so without asking the server). */
export const isFreshnessToken = (token: string) => FRESHNESS_TOKEN.test(token.trim());

const TokenSchema = z
  .string({ error: 'This link is incomplete' })
  .trim()
  .min(1, 'This link is incomplete')
  .max(200);

export const FreshnessLinkQuerySchema = z.object({ token: TokenSchema });
/** What the one-tap page shows before the poster presses its one button. */
export const FreshnessLinkResponseSchema = z.object({
  listing_id: z.number().int(),
  title: z.string(),
  answer: z.enum(FRESHNESS_ANSWERS),
  status: z.enum(LISTING_STATUSES),
  /** Why a paused listing is paused: the page says whether the link can bring it back. */
  paused_reason: z.enum(PAUSED_REASONS).nullable(),
});
export type FreshnessLinkResponse = z.infer<typeof FreshnessLinkResponseSchema>;

export const FreshnessAnswerBodySchema = z.object({ token: TokenSchema });

export const REPORT_DETAILS_MAX = 1000;

export const ReportListingBodySchema = z
  .object({
    id: IdSchema,
    reason: enumOf(REPORT_REASONS, { error: 'Choose a reason' }),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, `Keep it under ${REPORT_DETAILS_MAX} characters`)
      .default(''),
    ...IgnoredIdentity,
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'OTHER' && body.details.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'Tell us what is wrong' });
    }
  });
export type ReportListingInput = z.input<typeof ReportListingBodySchema>;

export const ReportListingResponseSchema = z.object({ message: z.string() });

/** A dead lead given back: the unlock and (within the limit) one more day of the pass. */
export const PassCreditSchema = z.object({
  listing_id: z.number().int(),
  title: z.string(),
  days: z.number().int(),
  created_at: z.string(),
});
export const PassCreditsResponseSchema = z.object({
  credits: z.array(PassCreditSchema),
  /** Days added to the current pass, of at most `max_days_per_pass`. */
  days_this_pass: z.number().int(),
  max_days_per_pass: z.number().int(),
});
export type PassCreditsResponse = z.infer<typeof PassCreditsResponseSchema>;

// ---------------------------------------------------------------- moderation (admins)

export const MODERATION_ACTIONS = [
  'dismiss',
  'ask_to_fix',
  'pause',
  'remove',
  'rented',
  'warn',
  'suspend',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const ModerationActionBodySchema = z
  .object({
    listing_id: IdSchema,
    action: z.enum(MODERATION_ACTIONS, { error: 'Choose an action' }),
    /** Sent to the poster with ask_to_fix and warn; kept in the history with every action. */
    note: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, `Keep it under ${REPORT_DETAILS_MAX} characters`)
      .default(''),
  })
  .superRefine((body, ctx) => {
    if ((body.action === 'ask_to_fix' || body.action === 'warn') && body.note.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Write what the poster should know' });
    }
  });
export type ModerationActionInput = z.input<typeof ModerationActionBodySchema>;

/** Why a poster may be a broker posing as an owner: admins only, never shown publicly. */
export const BROKER_RISK_SIGNALS = [
  'many_listings',
  'shared_phone',
  'reported_as_broker',
  /** Sent one text to many homes within an hour (docs/product/conversations.md#fair-use). */
  'repeated_messages',
] as const;

export const ModerationItemSchema = z.object({
  listing: z.object({
    id: z.number().int(),
    title: z.string(),
    city: z.string(),
    locality: z.string(),
    listed_by: z.string(),
    status: z.enum(LISTING_STATUSES),
    paused_reason: z.string().nullable(),
    created_at: z.string(),
    last_confirmed_at: z.string(),
  }),
  poster: z.object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string().nullable(),
    mobile_no: z.string().nullable(),
    user_type: z.string(),
    suspended: z.boolean(),
    broker_risk: z.array(z.enum(BROKER_RISK_SIGNALS)),
    /** Visits in the last 30 days the poster did not come to, as the seekers said (docs/product/viewings.md#no-shows). */
    viewing_no_shows: z.number().int(),
  }),
  open_reports: z.number().int(),
  latest_report_at: z.string(),
  reports: z.array(
    z.object({
      id: z.number().int(),
      reason: z.enum(REPORT_REASONS.map((r) => r.value) as [string, ...string[]]),
      details: z.string(),
      reporter_id: z.number().int(),
      reporter_name: z.string(),
      created_at: z.string(),
      /** How much it counted toward pausing the listing, and why (docs/decisions/0098-report-weights.md). */
      weight: z.number().int(),
      weight_reason: z.enum(REPORT_WEIGHT_REASONS),
      /** The poster (or an admin) brought the listing back after it: it counts no more. */
      answered: z.boolean(),
    }),
  ),
  other_listings: z.array(
    z.object({ id: z.number().int(), title: z.string(), status: z.enum(LISTING_STATUSES) }),
  ),
  history: z.array(
    z.object({
      action: z.string(),
      actor_name: z.string().nullable(),
      note: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type ModerationItem = z.infer<typeof ModerationItemSchema>;
export const ModerationQueueResponseSchema = z.object({ items: z.array(ModerationItemSchema) });
export type ModerationQueueResponse = z.infer<typeof ModerationQueueResponseSchema>;
