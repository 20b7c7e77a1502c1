import { z } from 'zod';
import { IdSchema, IgnoredIdentity } from './common.ts';
import { consentFlag, enumOf } from './lenient.ts';
import { UserSchema } from './user.ts';

/**
 * The weekly pass as configured (docs/product/pass.md#299-or-300): every price on the site comes
 * from here.
 */
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

export const GATEWAY_KINDS = ['razorpay', 'test'] as const;
export type GatewayKind = (typeof GATEWAY_KINDS)[number];

/** GET getRazorpayDetails: the public key id and the gateway mode, never a secret. */
export const GatewayDetailsResponseSchema = z.object({
  RAZORPAY_KEY: z.string(),
  gateway: z.enum(GATEWAY_KINDS),
  /** Passes are sold through the built-in test gateway: every page says so. */
  test_mode: z.boolean(),
  /** False in production when no gateway is set up: no pass can be bought. */
  payments_enabled: z.boolean(),
  /** Razorpay's checkout script, loaded only when the buyer presses Pay. */
  checkout_url: z.string().optional(),
});
export type GatewayDetailsResponse = z.infer<typeof GatewayDetailsResponseSchema>;

const AGE_MESSAGE = 'Please confirm you are 18 or older';
/** Gateway ids (order_..., pay_...) and hex signatures. */
const GatewayIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/, 'Invalid id');

/**
 * `confirm_age_18` left out: the client showed its own 18-or-older notice, and the order says so
 * (docs/decisions/0088-spec-era-calls-keep-working.md); `false` is refused.
 */
export const CreateOrderBodySchema = z.object({
  confirm_age_18: consentFlag(AGE_MESSAGE),
  /** The listing whose contacts the buyer wanted, kept with the order. */
  property_id: IdSchema.optional(),
  ...IgnoredIdentity,
});
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

export const CreateOrderResponseSchema = z.object({
  order_id: z.string(),
  /** In paise (price x 100). */
  amount: z.number().int(),
  currency: z.literal('INR'),
  key: z.string(),
  plan: PlanSchema,
  gateway: z.enum(GATEWAY_KINDS),
  /** The checkout closes after this long; the order holds a pass slot until then. */
  checkout_timeout_seconds: z.number().int(),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/**
 * The payment transaction payload (transaction_id, user_id, email, property_id) plus what
 * Razorpay's checkout handler returns, so the server can verify it
 * (docs/product/pass.md#crediting-a-payment).
 */
export const SetTransactionBodySchema = z.object({
  transaction_id: GatewayIdSchema,
  razorpay_order_id: GatewayIdSchema,
  razorpay_signature: GatewayIdSchema,
  property_id: IdSchema.optional(),
  ...IgnoredIdentity,
});
export type SetTransactionBody = z.infer<typeof SetTransactionBodySchema>;

export const SetTransactionResponseSchema = z.object({ message: z.string(), user: UserSchema });
export type SetTransactionResponse = z.infer<typeof SetTransactionResponseSchema>;

/** What Razorpay's checkout handler hands the page after a successful payment. */
export const CheckoutResultSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** POST testCheckout: only while the built-in test gateway is in use. */
export const TestCheckoutBodySchema = z.object({
  order_id: GatewayIdSchema,
  outcome: enumOf(['success', 'failure'] as const),
});
export type TestCheckoutBody = z.infer<typeof TestCheckoutBodySchema>;

export const WebhookResponseSchema = z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) });

export const PaymentRecordSchema = z.object({
  id: z.number().int(),
  payment_id: z.string(),
  amount_inr: z.number(),
  currency: z.literal('INR'),
  plan_name: z.string(),
  plan_days: z.number().int(),
  paid_at: z.string(),
  pass_from: z.string(),
  pass_upto: z.string(),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;

export const PaymentHistoryResponseSchema = z.object({ payments: z.array(PaymentRecordSchema) });
export type PaymentHistoryResponse = z.infer<typeof PaymentHistoryResponseSchema>;

/** A payment captured for the wrong amount or currency: no pass, refunded by an admin. */
export const PaymentExceptionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  gateway: z.enum(GATEWAY_KINDS),
  order_id: z.string(),
  payment_id: z.string(),
  amount_paise: z.number().int(),
  currency: z.string(),
  expected_amount_paise: z.number().int(),
  expected_currency: z.string(),
  status: z.enum(['open', 'refunding', 'refunded']),
  refund_id: z.string().nullable(),
  created_at: z.string(),
  refunded_at: z.string().nullable(),
});
export type PaymentException = z.infer<typeof PaymentExceptionSchema>;

export const PaymentExceptionsResponseSchema = z.object({ exceptions: z.array(PaymentExceptionSchema) });
export type PaymentExceptionsResponse = z.infer<typeof PaymentExceptionsResponseSchema>;

export const RefundPaymentExceptionBodySchema = z.object({ id: IdSchema });
export type RefundPaymentExceptionBody = z.infer<typeof RefundPaymentExceptionBodySchema>;

export const RefundPaymentExceptionResponseSchema = z.object({
  message: z.string(),
  exception: PaymentExceptionSchema,
});

/** Admins: passes sold per day (India's days, the last 30) and the reconciler's last runs. */
export const PaymentStatsResponseSchema = z.object({
  passes_per_day: z.array(z.object({ day: z.string(), passes: z.number().int(), amount_inr: z.number() })),
  reconciler_runs: z.array(
    z.object({
      started_at: z.string(),
      finished_at: z.string().nullable(),
      outcome: z.string(),
      detail: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type PaymentStatsResponse = z.infer<typeof PaymentStatsResponseSchema>;
