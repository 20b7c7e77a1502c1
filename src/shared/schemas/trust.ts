// Listings you can trust: status changes by the poster, the freshness links sent every
// week, reports, and the dead-lead credits of a pass (docs/product/listings.md#freshness,
// docs/product/listings.md#reports, docs/product/pass.md#dead-leads).
import { z } from 'zod';
import { LISTING_STATUSES, REPORT_REASONS } from '../enums.ts';
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
