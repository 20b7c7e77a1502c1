// A deal's move-in report (docs/product/deals.md#the-move-in-report,
// docs/decisions/0162-handover-reports.md): room by room, each side adds entries (condition,
// meter readings, keys and items handed over, photos with the time taken); both confirm a round
// with a one-time code; a round both confirmed is fixed, what comes after is an addendum.
import { z } from 'zod';
import { IdSchema } from './common.ts';
import { DEAL_ROLE_VALUES } from './deal-card.ts';

export const HANDOVER_KIND_VALUES = ['move_in'] as const;
export type HandoverKind = (typeof HANDOVER_KIND_VALUES)[number];

export const HandoverParamsSchema = z.object({
  id: IdSchema,
  kind: z.enum(HANDOVER_KIND_VALUES, { error: 'The report is move_in' }),
});
export const HandoverEntryParamsSchema = HandoverParamsSchema.extend({ entry: IdSchema });

const text = (field: string, max: number) =>
  z
    .string({ error: `Please give the ${field}` })
    .trim()
    .max(max, `Please keep the ${field} under ${max} characters`);

export const HandoverEntryBodySchema = z.object({
  room: text('room', 60).min(1, 'Please name the room'),
  condition: text('condition', 2000).default(''),
  meters: z
    .array(
      z.object({
        name: text('meter’s name', 60).min(1, 'Please name the meter'),
        reading: text('reading', 30).min(1, 'Please give the reading as the meter shows it'),
      }),
      { error: 'Meters are a list of a name and a reading' },
    )
    .max(10, 'At most 10 meters in one entry')
    .default([]),
  items: z
    .array(
      z.object({
        name: text('item', 80).min(1, 'Please name the item'),
        count: z.coerce
          .number({ error: 'Please give how many' })
          .int('Please give a whole number')
          .min(1, 'At least 1')
          .max(999, 'At most 999'),
      }),
      { error: 'Items are a list of a name and a count' },
    )
    .max(60, 'At most 60 items in one entry')
    .default([]),
});
export type HandoverEntryBody = z.input<typeof HandoverEntryBodySchema>;

export const HandoverPhotoSchema = z.object({
  id: z.number().int(),
  /** The photo at 960 px wide (sm: 480 px). */
  url: z.string(),
  sm: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  taken_at: z.string(),
  added_at: z.string(),
  by: z.enum(DEAL_ROLE_VALUES),
});

export const HandoverEntrySchema = z.object({
  id: z.number().int(),
  /** 1: the report; 2 and on: its addenda. */
  round: z.number().int(),
  addendum: z.boolean(),
  by: z.enum(DEAL_ROLE_VALUES),
  room: z.string(),
  condition: z.string(),
  meters: z.array(z.object({ name: z.string(), reading: z.string() })),
  items: z.array(z.object({ name: z.string(), count: z.number().int() })),
  photos: z.array(HandoverPhotoSchema),
  created_at: z.string(),
  /** Both confirmed its round: it never changes. */
  fixed: z.boolean(),
});
export type HandoverEntry = z.infer<typeof HandoverEntrySchema>;

export const HandoverConfirmationSchema = z.object({
  round: z.number().int(),
  role: z.enum(DEAL_ROLE_VALUES),
  name: z.string(),
  confirmed_at: z.string(),
  /** The SHA-256 of the report's text as confirmed (printed in the PDF). */
  sha256: z.string(),
});

export const HandoverReportSchema = z.object({
  deal_id: z.number().int(),
  kind: z.enum(HANDOVER_KIND_VALUES),
  role: z.enum(DEAL_ROLE_VALUES),
  /** The round entries added now belong to: 1 until both confirmed the report, then its next addendum. */
  open_round: z.number().int(),
  /** Rounds both confirmed (0: the report is not confirmed yet). */
  settled_rounds: z.number().int(),
  entries: z.array(HandoverEntrySchema),
  confirmations: z.array(HandoverConfirmationSchema),
  /** Who confirmed the open round so far. */
  confirmed_by: z.array(z.enum(DEAL_ROLE_VALUES)),
  /** Items usually handed over in a furnished home, to add with one tap; empty when unfurnished. */
  suggested_items: z.array(z.string()),
  can: z.object({ add: z.boolean(), confirm: z.boolean() }),
});
export type HandoverReport = z.infer<typeof HandoverReportSchema>;
export const HandoverReportResponseSchema = z.object({ report: HandoverReportSchema });
export type HandoverReportResponse = z.infer<typeof HandoverReportResponseSchema>;

export const ConfirmStartBodySchema = z.object({
  channel: z.enum(['phone', 'email'], { error: 'Please choose phone or email' }).optional(),
});
export const ConfirmStartResponseSchema = z.object({
  sent_to: z.string(),
  channel: z.enum(['phone', 'email']),
  /** The round the code confirms. */
  round: z.number().int(),
  expires_at: z.string(),
});
export type ConfirmStartResponse = z.infer<typeof ConfirmStartResponseSchema>;

export const ConfirmBodySchema = z.object({
  code: z
    .string({ error: 'Please enter the code' })
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code'),
  /** The round the confirmer read: another refuses the confirmation (409). */
  round: z.coerce.number({ error: 'Please say which round you read' }).int().positive(),
});
export type ConfirmBody = z.input<typeof ConfirmBodySchema>;
