// A step of a deal as a card in its conversation (docs/product/deals.md#cards): apart from
// deals.ts so that a conversation's messages carry it without the rest of the deal's contract.
import { z } from 'zod';

export const DEAL_ROLE_VALUES = ['owner', 'tenant'] as const;
export type DealRole = (typeof DEAL_ROLE_VALUES)[number];

/** What one step of the deal did. */
export const DEAL_STEP_KIND_VALUES = ['offer', 'counter', 'accept', 'decline'] as const;
export type DealStepKind = (typeof DEAL_STEP_KIND_VALUES)[number];

export const DealTermsSchema = z.object({
  rent: z.number().int(),
  deposit: z.number().int(),
  maintenance: z.number().int(),
  move_in: z.string(),
  term_months: z.number().int(),
  lock_in_months: z.number().int(),
  notice_months: z.number().int(),
  rent_due_day: z.number().int(),
  deposit_refund_days: z.number().int(),
  house_rules: z.array(z.string()),
});
export type DealTerms = z.infer<typeof DealTermsSchema>;

/** A step as a card in the conversation (Message.card). */
export const DealCardSchema = z.object({
  type: z.literal('deal'),
  deal_id: z.number().int(),
  step_id: z.number().int(),
  kind: z.enum(DEAL_STEP_KIND_VALUES),
  by: z.enum(DEAL_ROLE_VALUES),
  terms: DealTermsSchema,
});
export type DealCard = z.infer<typeof DealCardSchema>;
