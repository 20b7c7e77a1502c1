// A poster's numbers for one listing (docs/product/rents.md#the-posters-numbers): the last
// STATS_DAYS India days, day by day, and plain suggestions computed from our own listings.
import { z } from 'zod';
import { LISTING_STATUSES } from '../enums.ts';

/** Days in a listing's numbers, today last. */
export const STATS_DAYS = 30;

/** What is counted for each day, in the order the page shows them. */
export const STATS_MEASURES = [
  'impressions',
  'views',
  'saves',
  'contacts',
  'conversations',
  'viewings',
] as const;
export type StatsMeasure = (typeof STATS_MEASURES)[number];

const count = z.number().int().nonnegative();
const Counts = {
  impressions: count,
  views: count,
  saves: count,
  contacts: count,
  conversations: count,
  viewings: count,
};

export const StatsDaySchema = z.object({ day: z.string(), ...Counts });
export type StatsDay = z.infer<typeof StatsDaySchema>;

/**
 * A suggestion, when it applies. Each figure is from listings like this one over the same days;
 * a ratio is null when too few homes are behind it to say.
 */
export const StatsSuggestionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rent_above'),
    /** How far above the typical (median) rent, in whole percent. */
    percent: z.number().int(),
    median: z.number().int(),
    /** Contacts a home at the typical rent got for each one a home above the band got. */
    contacts_ratio: z.number().nullable(),
  }),
  z.object({
    kind: z.literal('add_photos'),
    /** Page views a home like it with photos got for each one a home without got. */
    views_ratio: z.number().nullable(),
  }),
  z.object({ kind: z.literal('set_hours') }),
]);
export type StatsSuggestion = z.infer<typeof StatsSuggestionSchema>;

export const ListingStatsSchema = z.object({
  listing_id: z.number().int(),
  title: z.string(),
  status: z.enum(LISTING_STATUSES),
  days: z.array(StatsDaySchema),
  totals: z.object(Counts),
  suggestions: z.array(StatsSuggestionSchema),
});
export type ListingStats = z.infer<typeof ListingStatsSchema>;
