// Saved searches and their alerts (docs/product/search.md#saved-searches): a logged-in
// person keeps a search (city, text, filters, sort) under a name and may be told of new
// homes that match it, on WhatsApp, by email or both, as they appear or once a day.
import { z } from 'zod';
import { SEARCH_SORT_VALUES } from '../enums.ts';
import { IdSchema } from './common.ts';
import { enumOf } from './lenient.ts';
import {
  SEARCH_TEXT_MAX,
  SearchCitySchema,
  SearchFiltersSchema,
  SearchSortSchema,
  TypedFiltersSchema,
} from './search.ts';

export const ALERT_CHANNELS = [
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'email', label: 'Email' },
] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number]['value'];

export const ALERT_FREQUENCIES = [
  { value: 'instant', label: 'As soon as a home is listed' },
  { value: 'daily', label: 'Once a day' },
] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]['value'];

/** A person keeps at most this many saved searches. */
export const SAVED_SEARCH_LIMIT = 20;

/** What is saved: the search as the search page holds it. */
export const SavedQuerySchema = z.object({
  city: SearchCitySchema,
  search: z.string().trim().max(SEARCH_TEXT_MAX).default(''),
  filters: SearchFiltersSchema.default({}),
  sort: SearchSortSchema.optional(),
});
export type SavedQuery = z.infer<typeof SavedQuerySchema>;

export const SaveSearchBodySchema = z
  .object({
    name: z
      .string({ error: 'Please give the search a name' })
      .trim()
      .min(1, 'Please give the search a name')
      .max(60, 'Please keep the name under 60 characters'),
    query: SavedQuerySchema,
    alert_channels: z.array(enumOf(ALERT_CHANNELS)).max(2).default([]),
    alert_frequency: enumOf(ALERT_FREQUENCIES).default('instant'),
    /** For a daily alert: the hour of the day in India (0 to 23) it is sent. */
    alert_hour: z.coerce
      .number({ error: 'Please choose an hour' })
      .int('Please choose an hour')
      .min(0, 'Please choose an hour')
      .max(23, 'Please choose an hour')
      .default(9),
  })
  .transform((body) => ({ ...body, alert_channels: [...new Set(body.alert_channels)] }));
export type SaveSearchBody = z.input<typeof SaveSearchBodySchema>;

export const SavedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.object({
    city: z.string(),
    search: z.string(),
    filters: TypedFiltersSchema,
    sort: z.enum(SEARCH_SORT_VALUES).optional(),
  }),
  alert_channels: z.array(z.enum(['whatsapp', 'email'])),
  alert_frequency: z.enum(['instant', 'daily']),
  alert_hour: z.number().int(),
  /** Homes matching it listed since the person last opened it (counted up to 100). */
  new_count: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchesResponseSchema = z.object({ data: z.array(SavedSearchSchema) });
export const SavedSearchResponseSchema = z.object({ message: z.string(), data: SavedSearchSchema });

export const SavedSearchParamsSchema = z.object({ id: IdSchema });

/** The token of an alert's unsubscribe link: the saved search's id and a signature. */
const UNSUBSCRIBE_TOKEN = /^\d+\.[\w-]{43}$/;

/** Whether a token can be an unsubscribe link at all (a cut-off link is told so without asking the server). */
export const isUnsubscribeToken = (token: string) => UNSUBSCRIBE_TOKEN.test(token.trim());

export const UnsubscribeBodySchema = z.object({
  token: z
    .string({ error: 'This unsubscribe link is not valid' })
    .trim()
    .regex(UNSUBSCRIBE_TOKEN, 'This unsubscribe link is not valid'),
});
export const UnsubscribeResponseSchema = z.object({ message: z.string(), name: z.string() });
