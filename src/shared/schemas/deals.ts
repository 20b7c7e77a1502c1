// A deal between a listing's poster (the owner) and a seeker (the tenant) (docs/product/deals.md):
// the poster offers the home on terms, each side counters any figure, accepts or declines; the
// latest accepted terms are drawn into the rent agreement, both sign it with a one-time code to a
// contact they proved, and anyone holding the signed PDF checks its SHA-256.
import { z } from 'zod';
import { IdSchema } from './common.ts';
import { DEAL_ROLE_VALUES, DEAL_STEP_KIND_VALUES, DealTermsSchema } from './deal-card.ts';

/**
 * offered / countered: waiting for the other side's answer; accepted: terms agreed, the agreement
 * may be signed; declined / withdrawn: closed; signed: both signed the agreement; ended: the
 * tenancy is over.
 */
export const DEAL_STATE_VALUES = [
  'offered',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'signed',
  'ended',
] as const;
export type DealState = (typeof DEAL_STATE_VALUES)[number];

export const AGREEMENT_LANGUAGE_VALUES = ['en', 'hi'] as const;
export type AgreementLanguageCode = (typeof AGREEMENT_LANGUAGE_VALUES)[number];

/** An 11-month term is what most rentals in India sign (docs/product/deals.md#terms). */
export const DEFAULT_TERM_MONTHS = 11;
export const TERM_MONTHS_MAX = 60;
export const HOUSE_RULES_MAX = 15;
export const HOUSE_RULE_MAX = 200;
/** The largest rent, deposit or maintenance figure a deal takes, in rupees. */
export const DEAL_AMOUNT_MAX = 100_000_000;

const rupees = (what: string, min: number) =>
  z.coerce
    .number({ error: `Please give the ${what} in rupees` })
    .int(`Please give the ${what} in whole rupees`)
    .min(min, min > 0 ? `Please give the ${what}` : `The ${what} cannot be below zero`)
    .max(DEAL_AMOUNT_MAX, `The ${what} is too large`);

const months = (what: string, max: number) =>
  z.coerce
    .number({ error: `Please give the ${what} in months` })
    .int(`Please give the ${what} in whole months`)
    .min(0, `The ${what} cannot be below zero`)
    .max(max, `The ${what} can be at most ${max} months`);

/** The terms of an offer or a counter; every figure named by its field when wrong. */
const DealTermsFields = z.object({
  rent: rupees('rent', 1),
  deposit: rupees('deposit', 0),
  maintenance: rupees('maintenance', 0).default(0),
  /** YYYY-MM-DD. */
  move_in: z.iso.date('Please give the move-in date as YYYY-MM-DD'),
  term_months: z.coerce
    .number({ error: 'Please give the term in months' })
    .int('Please give the term in whole months')
    .min(1, 'The term is at least 1 month')
    .max(TERM_MONTHS_MAX, `The term can be at most ${TERM_MONTHS_MAX} months`)
    .default(DEFAULT_TERM_MONTHS),
  lock_in_months: months('lock-in', TERM_MONTHS_MAX).default(0),
  notice_months: months('notice period', 6).default(1),
  /** The day of the month rent is due, 1 to 28 (every month has one). */
  rent_due_day: z.coerce
    .number({ error: 'Please give the day rent is due' })
    .int('Please give the day rent is due')
    .min(1, 'Rent is due on a day from 1 to 28')
    .max(28, 'Rent is due on a day from 1 to 28')
    .default(5),
  /** Days after the handover within which the deposit is refunded. */
  deposit_refund_days: z.coerce
    .number({ error: 'Please give the days to refund the deposit' })
    .int('Please give whole days')
    .min(0, 'The days cannot be below zero')
    .max(90, 'The deposit is refunded within at most 90 days')
    .default(30),
  house_rules: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Please write the rule or remove it')
        .max(HOUSE_RULE_MAX, `Please keep a rule under ${HOUSE_RULE_MAX} characters`),
    )
    .max(HOUSE_RULES_MAX, `At most ${HOUSE_RULES_MAX} house rules`)
    .default([]),
});

const lockInWithinTerm = (terms: { lock_in_months: number; term_months: number }, ctx: z.RefinementCtx) => {
  if (terms.lock_in_months > terms.term_months) {
    ctx.addIssue({
      code: 'custom',
      path: ['lock_in_months'],
      message: 'The lock-in cannot be longer than the term',
    });
  }
};

/** The terms of a counter; every figure named by its field when wrong. */
export const DealTermsBodySchema = DealTermsFields.superRefine(lockInWithinTerm);
export type DealTermsBody = z.input<typeof DealTermsBodySchema>;

/** The poster offers the home to the seeker of one of their conversations, or of a visit to it. */
export const OfferBodySchema = DealTermsFields.extend({
  conversation_id: IdSchema.optional(),
  viewing_id: IdSchema.optional(),
}).superRefine((body, ctx) => {
  lockInWithinTerm(body, ctx);
  if ((body.conversation_id === undefined) === (body.viewing_id === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['conversation_id'],
      message: 'Please say which conversation or visit the offer answers',
    });
  }
});
export type OfferBody = z.input<typeof OfferBodySchema>;

export const DealParamsSchema = z.object({ id: IdSchema });

export const DealsQuerySchema = z.object({
  conversation_id: IdSchema.optional(),
  listing_id: IdSchema.optional(),
});

export const LanguageQuerySchema = z.object({
  language: z.enum(AGREEMENT_LANGUAGE_VALUES, { error: 'Please choose en or hi' }).default('en'),
});

export const DealStepSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DEAL_STEP_KIND_VALUES),
  by: z.enum(DEAL_ROLE_VALUES),
  /** The terms this step offered, countered, accepted or declined. */
  terms: DealTermsSchema,
  created_at: z.string(),
});
export type DealStep = z.infer<typeof DealStepSchema>;

// ---------------------------------------------------------------- the deposit

/** How the deposit was paid: Thikana records it, never holds it (docs/product/deals.md#the-deposit). */
export const DEPOSIT_PAID_HOW_VALUES = ['upi', 'bank_transfer', 'cheque', 'cash'] as const;
export type DepositPaidHow = (typeof DEPOSIT_PAID_HOW_VALUES)[number];

export const DepositBodySchema = z.object({
  amount: rupees('deposit', 1),
  paid_on: z.iso.date('Please give the day it was paid as YYYY-MM-DD'),
  how: z.enum(DEPOSIT_PAID_HOW_VALUES, {
    error: 'Please say how it was paid: upi, bank_transfer, cheque or cash',
  }),
  reference: z.string().trim().max(100, 'Please keep the reference under 100 characters').default(''),
});
export type DepositBody = z.input<typeof DepositBodySchema>;

export const DepositRecordSchema = z.object({
  amount: z.number().int(),
  paid_on: z.string(),
  how: z.enum(DEPOSIT_PAID_HOW_VALUES),
  reference: z.string(),
  recorded_by: z.enum(DEAL_ROLE_VALUES),
  /** The sides that confirmed it; both: it is fixed. */
  confirmed_by: z.array(z.enum(DEAL_ROLE_VALUES)),
  updated_at: z.string(),
});
export type DepositRecord = z.infer<typeof DepositRecordSchema>;

export const DealSchema = z.object({
  id: z.number().int(),
  /** The reader's side. */
  role: z.enum(DEAL_ROLE_VALUES),
  state: z.enum(DEAL_STATE_VALUES),
  listing: z.object({
    id: z.number().int().nullable(),
    title: z.string(),
    city: z.string(),
    locality: z.string(),
    /** live, paused or rented: the poster marks it rented once both signed. */
    status: z.string(),
  }),
  conversation_id: z.number().int().nullable(),
  other: z.object({ name: z.string() }),
  /** The latest offered or countered terms (what an answer accepts or declines). */
  terms: DealTermsSchema,
  /** The terms both accepted: what the agreement is drawn from; null until accepted. */
  accepted_terms: DealTermsSchema.nullable(),
  /** Whose answer the deal waits for; null when nobody's. */
  waiting_for: z.enum(DEAL_ROLE_VALUES).nullable(),
  /** What the reader may do now. */
  can: z.object({
    accept: z.boolean(),
    counter: z.boolean(),
    decline: z.boolean(),
    withdraw: z.boolean(),
    sign: z.boolean(),
    mark_rented: z.boolean(),
  }),
  /** Oldest first. */
  steps: z.array(DealStepSchema),
  /** The agreement's current version and who signed it; null until terms are accepted. */
  agreement: z.object({ version: z.number().int(), signed_by: z.array(z.enum(DEAL_ROLE_VALUES)) }).nullable(),
  /** The deposit as paid, once a side recorded it (docs/product/deals.md#the-deposit). */
  deposit: DepositRecordSchema.nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Deal = z.infer<typeof DealSchema>;

export const DealResponseSchema = z.object({ deal: DealSchema });
export type DealResponse = z.infer<typeof DealResponseSchema>;
/** Newest first. */
export const DealsResponseSchema = z.object({ deals: z.array(DealSchema) });
export type DealsResponse = z.infer<typeof DealsResponseSchema>;

// ---------------------------------------------------------------- the agreement

const SourceSchema = z.object({ title: z.string(), url: z.string(), as_of: z.string() });

/** What the home's state asks of the agreement, each rule with its source and date. */
export const StateNoteSchema = z.object({
  state: z.string(),
  state_hi: z.string(),
  registration: z.object({
    required: z.union([z.boolean(), z.literal('unsure')]),
    rule: z.string(),
    source: SourceSchema,
  }),
  stamp_duty: z.object({
    /** Rupees; null where we are not sure (the note then says whom to ask). */
    estimate: z.number().nullable(),
    formula: z.string(),
    source: SourceSchema,
    note: z.string().nullable(),
  }),
  deposit_cap: z.object({ months: z.number().nullable(), law: z.string(), source: SourceSchema }).nullable(),
  warnings: z.array(z.string()),
});
export type StateNote = z.infer<typeof StateNoteSchema>;

export const AgreementSignatureSchema = z.object({
  role: z.enum(DEAL_ROLE_VALUES),
  name: z.string(),
  signed_at: z.string(),
  /** How it was signed: "code to +91 98••••10", or the e-sign provider. */
  via: z.string(),
});
export type AgreementSignature = z.infer<typeof AgreementSignatureSchema>;

export const AgreementSchema = z.object({
  deal_id: z.number().int(),
  /** A change of terms after a signature makes a new version; the old signatures stay with the old one. */
  version: z.number().int(),
  language: z.enum(AGREEMENT_LANGUAGE_VALUES),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  /** The canonical text: what is signed. */
  text: z.string(),
  /** SHA-256 (hex) of `text` in UTF-8: printed on the PDF's audit page and checked at /agreements/verify. */
  sha256: z.string(),
  state: StateNoteSchema,
  /** Signatures on this version (a signature signs the English and the Hindi text of a version together). */
  signatures: z.array(AgreementSignatureSchema),
  /** Both sides signed this version. */
  signed: z.boolean(),
  created_at: z.string(),
});
export type Agreement = z.infer<typeof AgreementSchema>;
export const AgreementResponseSchema = z.object({ agreement: AgreementSchema });
export type AgreementResponse = z.infer<typeof AgreementResponseSchema>;

export const SignStartBodySchema = z.object({
  /** Which proven contact gets the code; the one proven first when left out. */
  channel: z.enum(['phone', 'email'], { error: 'Please choose phone or email' }).optional(),
});
export type SignStartBody = z.input<typeof SignStartBodySchema>;

export const SignStartResponseSchema = z.object({
  /** Where the code went, masked: "+91 98••••10" or "pr••••@gmail.com". */
  sent_to: z.string(),
  channel: z.enum(['phone', 'email']),
  /** The version the code signs. */
  version: z.number().int(),
  expires_at: z.string(),
  /** Set when a licensed e-sign provider signs instead: open this address to sign there. */
  esign_url: z.string().nullable(),
});
export type SignStartResponse = z.infer<typeof SignStartResponseSchema>;

export const SignBodySchema = z.object({
  code: z
    .string({ error: 'Please enter the code' })
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code'),
  /** The version the signer read: a newer one refuses the signature (409). */
  version: z.coerce.number({ error: 'Please say which version you read' }).int().positive(),
});
export type SignBody = z.input<typeof SignBodySchema>;

export const VerifyQuerySchema = z.object({
  sha256: z
    .string({ error: 'Please give the SHA-256 printed on the agreement' })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'A SHA-256 is 64 letters 0-9 and a-f'),
});

/** All that verify discloses (docs/decisions/0156-signatures-and-verify.md). */
export const VerifyResponseSchema = z.union([
  z.object({
    signed: z.literal(true),
    signatures: z.array(
      z.object({
        role: z.enum(DEAL_ROLE_VALUES),
        /** The first name and the initial of the last: "Priya S." */
        name: z.string(),
        signed_at: z.string(),
      }),
    ),
  }),
  z.object({ signed: z.literal(false) }),
]);
export type VerifyResponse = z.infer<typeof VerifyResponseSchema>;

/** The agreement as a PDF file (A4), with the audit page once both signed. */
export const AgreementPdfSchema = z.string().meta({ description: 'application/pdf' });

/** What the e-sign provider's callback is answered with. */
export const ESignCallbackResponseSchema = z.object({ status: z.enum(['signed', 'ignored']) });
