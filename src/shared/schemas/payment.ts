import { z } from 'zod';

/** The weekly pass as configured (DECISIONS.md "Money: 299 or 300"): every price on the site comes from here. */
export const PlanSchema = z.object({
  name: z.string(),
  price_inr: z.number().int(),
  days: z.number().int(),
  currency: z.literal('INR'),
  max_passes_per_window: z.number().int(),
  window_days: z.number().int(),
  daily_contact_cap: z.number().int(),
  min_age: z.number().int(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const GetPlanResponseSchema = z.object({ plan: PlanSchema });
export type GetPlanResponse = z.infer<typeof GetPlanResponseSchema>;
