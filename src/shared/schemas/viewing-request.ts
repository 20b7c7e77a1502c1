// "Ask for a visit" (docs/product/viewings.md#asking-for-a-visit): where a home has no free time
// to book, the seeker proposes up to three times of the next 14 days with a note; the poster
// accepts one (in the app, or through the one-tap link of the notice) or proposes another, which
// the seeker accepts. An accepted time is a booked viewing. Unanswered for 48 hours, it lapses.
import { z } from 'zod';
import { IdSchema } from './common.ts';
// The web app imports only types from here: its values (the most times, the token's shape) live in
// viewing.ts, which the web app loads anyway.
import { REQUEST_TIMES_MAX, VIEWING_NOTE_MAX, VIEWING_ROLE_VALUES, ViewingSchema } from './viewing.ts';

/** A request, or the poster's counter-proposal, lapses when not answered within this many hours. */
export const REQUEST_ANSWER_HOURS = 48;
/** How long an asked visit lasts once accepted. */
export const REQUEST_VISIT_MINUTES = 30;

/**
 * asked: waiting for the poster; proposed: the poster proposed another time, waiting for the
 * seeker; booked: a time was accepted (`viewing_id`); lapsed: not answered in time; withdrawn: the
 * seeker took it back.
 */
export const VIEWING_REQUEST_STATUS_VALUES = ['asked', 'proposed', 'booked', 'lapsed', 'withdrawn'] as const;
export type ViewingRequestStatus = (typeof VIEWING_REQUEST_STATUS_VALUES)[number];

const TimeSchema = z.iso.datetime({ offset: true, error: 'Please give a date and a time' });

export const AskViewingBodySchema = z.object({
  listing_id: IdSchema,
  times: z
    .array(TimeSchema, { error: 'Please propose at least one time' })
    .min(1, 'Please propose at least one time')
    .max(REQUEST_TIMES_MAX, `Please propose at most ${REQUEST_TIMES_MAX} times`),
  /** For the poster: who is coming, a question. */
  note: z
    .string()
    .trim()
    .max(VIEWING_NOTE_MAX, `Please keep the note under ${VIEWING_NOTE_MAX} characters`)
    .default(''),
});
export type AskViewingBody = z.input<typeof AskViewingBodySchema>;
export type AskViewing = z.output<typeof AskViewingBodySchema>;

/** The time accepted or proposed. */
export const RequestTimeBodySchema = z.object({ starts_at: TimeSchema });
export type RequestTimeBody = z.input<typeof RequestTimeBodySchema>;

export const ViewingRequestSchema = z.object({
  id: z.number().int(),
  /** Whether the reader asked, or is the listing's poster. */
  role: z.enum(VIEWING_ROLE_VALUES),
  status: z.enum(VIEWING_REQUEST_STATUS_VALUES),
  listing: z.object({ id: z.number().int().nullable(), title: z.string() }),
  other: z.object({ name: z.string() }),
  /** The seeker's times, soonest first. */
  times: z.array(z.string()),
  /** The time the poster proposed instead, while the seeker has not answered. */
  proposed: z.string().nullable(),
  note: z.string(),
  /** When it lapses unless answered. */
  answer_by: z.string(),
  /** The booked viewing, once a time was accepted. */
  viewing_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type ViewingRequest = z.infer<typeof ViewingRequestSchema>;
export const ViewingRequestResponseSchema = z.object({ request: ViewingRequestSchema });
export type ViewingRequestResponse = z.infer<typeof ViewingRequestResponseSchema>;
/** Waiting ones first, soonest to lapse first; then the rest, newest first. */
export const ViewingRequestsResponseSchema = z.object({ requests: z.array(ViewingRequestSchema) });
export type ViewingRequestsResponse = z.infer<typeof ViewingRequestsResponseSchema>;
/** An accepted time: the viewing it became, and the request. */
export const AcceptedRequestResponseSchema = z.object({
  request: ViewingRequestSchema,
  viewing: ViewingSchema,
});
export type AcceptedRequestResponse = z.infer<typeof AcceptedRequestResponseSchema>;

const TokenSchema = z
  .string({ error: 'This link is incomplete' })
  .trim()
  .min(1, 'This link is incomplete')
  .max(200);
export const RequestLinkQuerySchema = z.object({ token: TokenSchema });
export const RequestLinkAcceptBodySchema = z.object({ token: TokenSchema, starts_at: TimeSchema });
export type RequestLinkAcceptBody = z.input<typeof RequestLinkAcceptBodySchema>;

/** What the one-tap page shows the poster: the home, who asks, the times; changes nothing. */
export const RequestLinkResponseSchema = z.object({
  listing_title: z.string(),
  seeker_name: z.string(),
  times: z.array(z.string()),
  note: z.string(),
  status: z.enum(VIEWING_REQUEST_STATUS_VALUES),
  answer_by: z.string(),
  /** The booked time, once accepted. */
  booked: z.object({ starts_at: z.string(), ends_at: z.string() }).nullable(),
});
export type RequestLinkResponse = z.infer<typeof RequestLinkResponseSchema>;
