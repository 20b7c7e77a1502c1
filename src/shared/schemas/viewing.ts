// Booked viewings of a home (docs/product/viewings.md): the poster's visiting hours and blocked
// days, the free slots of the next 14 days, a seeker's booking, cancelling, moving, and what each
// side says happened. Times are India time (UTC+5:30); instants travel as ISO 8601.
import { z } from 'zod';
import { IdSchema } from './common.ts';
import { TitleWordsSchema } from './title-words.ts';

export const VIEWING_ROLE_VALUES = ['seeker', 'poster'] as const;
export type ViewingRole = (typeof VIEWING_ROLE_VALUES)[number];
export const VIEWING_STATUS_VALUES = ['booked', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUS_VALUES)[number];
export const SLOT_MINUTES_VALUES = [15, 30, 60] as const;
export const VIEWING_OUTCOME_VALUES = ['came', 'no_show'] as const;
export type ViewingOutcome = (typeof VIEWING_OUTCOME_VALUES)[number];

/** Slots are offered this many days ahead, today included. */
export const SLOT_DAYS = 14;
/** The most people a poster may let in at one time. */
export const PER_SLOT_MAX = 20;
export const DIRECTIONS_MAX = 500;
export const VIEWING_NOTE_MAX = 500;
/** The most times a seeker proposes when asking for a visit (docs/product/viewings.md#asking-for-a-visit). */
export const REQUEST_TIMES_MAX = 3;
/** A one-tap link's token to an asked visit as the server makes it: request, expiry and a signature. */
const REQUEST_TOKEN = /^\d+\.\d+\.[\w-]{43}$/;
/** Whether a token can be a request link at all (a cut-off link is told so without asking). */
export const isRequestToken = (token: string) => REQUEST_TOKEN.test(token.trim());

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

const ClockSchema = z
  .string({ error: 'Please give a time as HH:MM' })
  .regex(CLOCK, 'Please give a time as HH:MM, e.g. 10:00');

export const HoursWindowSchema = z.object({
  /** 0 is Sunday, 6 is Saturday. */
  weekday: z.coerce
    .number({ error: 'Please pick a day' })
    .int()
    .min(0, 'Please pick a day')
    .max(6, 'Please pick a day'),
  from: ClockSchema,
  to: ClockSchema,
});
export type HoursWindow = z.infer<typeof HoursWindowSchema>;

/** A listing's id, or "all" (also when left out): the poster's hours for every listing. */
export const HoursListingSchema = z.union([z.literal('all'), IdSchema]).optional();

export const SetHoursBodySchema = z
  .object({
    listing_id: HoursListingSchema,
    /** Empty: nobody can book. */
    hours: z.array(HoursWindowSchema).max(28, 'Please give at most 28 time windows'),
    slot_minutes: z.literal(SLOT_MINUTES_VALUES, { error: 'Please choose 15, 30 or 60 minutes' }),
    per_slot: z.coerce
      .number({ error: 'Please give how many people may come at once' })
      .int('Please give a whole number')
      .min(1, 'At least one person')
      .max(PER_SLOT_MAX, `At most ${PER_SLOT_MAX} people at once`)
      .default(1),
    /** How to find the home: shown only to seekers with a booked visit. */
    note: z
      .string()
      .trim()
      .max(DIRECTIONS_MAX, `Please keep the note under ${DIRECTIONS_MAX} characters`)
      .default(''),
  })
  .superRefine((body, ctx) => {
    for (const [i, window] of body.hours.entries()) {
      if (!CLOCK.test(window.from) || !CLOCK.test(window.to)) continue;
      if (minutesOf(window.to) - minutesOf(window.from) < body.slot_minutes) {
        ctx.addIssue({
          code: 'custom',
          path: ['hours', i, 'to'],
          message: 'The end must leave room for at least one visit after the start',
        });
      }
    }
  });
export type SetHoursBody = z.input<typeof SetHoursBodySchema>;
export type SetHours = z.output<typeof SetHoursBodySchema>;

export const HoursQuerySchema = z.object({ listing_id: HoursListingSchema });

const DateSchema = z
  .string({ error: 'Please give a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give a date as YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'No such date',
  );

export const BlockedDayBodySchema = z.object({
  listing_id: HoursListingSchema,
  date: DateSchema,
  /** true: nobody may come that day; false: the day is open again. */
  blocked: z.boolean({ error: 'Please say whether the day is blocked' }),
});
export type BlockedDayBody = z.input<typeof BlockedDayBodySchema>;
export type BlockedDay = z.output<typeof BlockedDayBodySchema>;

export const ViewingHoursSchema = z.object({
  /** The listing these hours are for; null: the poster's hours for all their listings. */
  listing_id: z.number().int().nullable(),
  /** True when the listing has no hours of its own and follows the poster's hours for all. */
  inherited: z.boolean(),
  hours: z.array(HoursWindowSchema),
  slot_minutes: z.number().int(),
  per_slot: z.number().int(),
  note: z.string(),
  /** Days from today on with no visits (YYYY-MM-DD), the all-listings ones included. */
  blocked_days: z.array(z.string()),
});
export type ViewingHours = z.infer<typeof ViewingHoursSchema>;
export const ViewingHoursResponseSchema = z.object({ hours: ViewingHoursSchema });

export const SlotsQuerySchema = z.object({ listing_id: IdSchema });
export const SlotSchema = z.object({
  starts_at: z.string(),
  ends_at: z.string(),
  /** Places left at this time. */
  free: z.number().int(),
});
export type Slot = z.infer<typeof SlotSchema>;
export const SlotsResponseSchema = z.object({ slots: z.array(SlotSchema) });
export type SlotsResponse = z.infer<typeof SlotsResponseSchema>;

const StartsAtSchema = z.iso.datetime({ offset: true, error: 'Please pick a time from the list' });

const ViewingNoteSchema = z
  .string()
  .trim()
  .max(VIEWING_NOTE_MAX, `Please keep the note under ${VIEWING_NOTE_MAX} characters`)
  .default('');

export const BookViewingBodySchema = z.object({
  listing_id: IdSchema,
  starts_at: StartsAtSchema,
  /** For the poster: who is coming, a question. */
  note: ViewingNoteSchema,
});
export type BookViewingBody = z.input<typeof BookViewingBodySchema>;
export type BookViewing = z.output<typeof BookViewingBodySchema>;

const ReasonSchema = z
  .string({ error: 'Please give a reason' })
  .trim()
  .min(3, 'Please give a reason')
  .max(500, 'Please keep the reason under 500 characters');

export const CancelViewingBodySchema = z.object({ reason: ReasonSchema });
export type CancelViewingBody = z.input<typeof CancelViewingBodySchema>;
export const MoveViewingBodySchema = z.object({ starts_at: StartsAtSchema, reason: ReasonSchema.optional() });
export type MoveViewingBody = z.input<typeof MoveViewingBodySchema>;
/** What the caller says of the other side after the time: they came, or they did not. */
export const ViewingOutcomeBodySchema = z.object({
  outcome: z.enum(VIEWING_OUTCOME_VALUES, { error: 'Please say whether they came' }),
});
export type ViewingOutcomeBody = z.input<typeof ViewingOutcomeBodySchema>;
export const ViewingParamsSchema = z.object({ id: IdSchema });

export const ViewingSchema = z.object({
  id: z.number().int(),
  /** Whether the reader booked it or is the listing's poster. */
  role: z.enum(VIEWING_ROLE_VALUES),
  status: z.enum(VIEWING_STATUS_VALUES),
  listing: z.object({
    /** Null once the listing is gone; the viewing stays for both sides. */
    id: z.number().int().nullable(),
    title: z.string(),
    /** What the title is composed from, for a Hindi reader; null once the listing is gone. */
    title_words: TitleWordsSchema.nullable(),
    photo: z.string().nullable(),
  }),
  /** The other side: "Deleted account" once they deleted it. */
  other: z.object({ name: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The seeker's note to the poster. */
  note: z.string(),
  /** How to find the home, from the poster's hours: while booked only. */
  directions: z.string().nullable(),
  cancelled: z.object({ by: z.enum(VIEWING_ROLE_VALUES), reason: z.string(), at: z.string() }).nullable(),
  /** What the poster said: the seeker came (true), did not (false), or nothing yet. */
  seeker_came: z.boolean().nullable(),
  /** What the seeker said of the poster, likewise. */
  poster_came: z.boolean().nullable(),
  /** The viewing as an iCalendar file (text/calendar), for the two sides. */
  calendar_url: z.string(),
  created_at: z.string(),
});
export type Viewing = z.infer<typeof ViewingSchema>;

export const ViewingResponseSchema = z.object({ viewing: ViewingSchema });
export type ViewingResponse = z.infer<typeof ViewingResponseSchema>;
/** Upcoming booked viewings first, soonest first; then the rest, newest first. */
export const ViewingsResponseSchema = z.object({ viewings: z.array(ViewingSchema) });
export type ViewingsResponse = z.infer<typeof ViewingsResponseSchema>;
/** The body of `GET /api/viewings/:id/calendar.ics`: an RFC 5545 calendar with one VEVENT. */
export const CalendarFileSchema = z.string().meta({ description: 'text/calendar (RFC 5545)' });
