// The rent index (docs/product/rents.md): medians and quartiles of monthly rent (per day for
// weekend homes, never mixed) per city, locality, property type and configuration, month by
// month, and demand beside supply by rent band. Figures come from a job, never from scanning
// listings on a page view; a figure from fewer than RENT_FLOOR homes is not given.
import { z } from 'zod';
import { RENT_SLIDER } from '../constants.ts';
import { CONFIGURATIONS, PROPERTY_TYPES } from '../enums.ts';
import { CitySchema, IdSchema } from './common.ts';
import { enumOf, notGiven, optionalValue } from './lenient.ts';

/** Fewer homes than this and a figure is "not enough homes yet". */
export const RENT_FLOOR = 5;
/** Months of history in an answer, the current month last. */
export const RENT_MONTHS = 12;
/** Days of searches and saved searches the demand figures cover. */
export const DEMAND_DAYS = 30;

/** Rent bands of the demand figures, in rupees a month; `max` is exclusive. */
export const RENT_BANDS = [
  { value: 'under_10k', label: 'Under ₹10k', min: 0, max: 10_000 },
  { value: '10k_20k', label: '₹10k-20k', min: 10_000, max: 20_000 },
  { value: '20k_30k', label: '₹20k-30k', min: 20_000, max: 30_000 },
  { value: '30k_50k', label: '₹30k-50k', min: 30_000, max: 50_000 },
  { value: '50k_1l', label: '₹50k-1L', min: 50_000, max: 100_000 },
  { value: 'over_1l', label: 'Over ₹1L', min: 100_000, max: Number.POSITIVE_INFINITY },
] as const;
export type RentBand = (typeof RENT_BANDS)[number]['value'];
export const RENT_BAND_VALUES = RENT_BANDS.map((band) => band.value) as [RentBand, ...RentBand[]];
/** A search without a budget asks for no band in particular. */
export const ANY_RENT_BAND = 'any';

export const rentBandOf = (rent: number): RentBand =>
  RENT_BANDS.find((band) => rent >= band.min && rent < band.max)?.value ?? 'over_1l';

/**
 * The band a search's budget asks for: the band of its upper bound, a bound on a band's edge
 * belonging to the band below (up to ₹20,000 asks for ₹10k-20k). No upper bound, or the
 * slider's top (which means no limit), asks for no band in particular.
 */
export const budgetBandOf = (maxRent: number | null | undefined): RentBand | typeof ANY_RENT_BAND =>
  maxRent == null || maxRent >= RENT_SLIDER.max || maxRent <= 0 ? ANY_RENT_BAND : rentBandOf(maxRent - 1);

/**
 * A locality's key as the rent index matches it: lower case, hyphens and runs of spaces as one
 * space ("andheri-west", "Andheri  West" -> "andheri west"); '' for the whole city.
 */
export const localityKeyOf = (locality: string | null | undefined) =>
  (locality ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');

export const RENT_PERIOD_VALUES = ['month', 'day'] as const;
export type RentPeriod = (typeof RENT_PERIOD_VALUES)[number];

export const RentsQuerySchema = z.object({
  city: CitySchema,
  /** Without it, the whole city. */
  locality: optionalValue(z.string().trim().min(1).max(80)),
  /** Without it, every type rented by the month (weekend homes, rented by the day, only when asked). */
  property_type: optionalValue(enumOf(PROPERTY_TYPES)),
  configuration: optionalValue(enumOf(CONFIGURATIONS)),
});
export type RentsQuery = z.infer<typeof RentsQuerySchema>;

/** Middle, quartiles and count of one group of homes; null figures when homes < RENT_FLOOR. */
const SpreadShape = {
  homes: z.number().int(),
  median: z.number().int().nullable(),
  p25: z.number().int().nullable(),
  p75: z.number().int().nullable(),
};

export const RentMonthSchema = z.object({
  /** "2026-11" */
  month: z.string(),
  median: z.number().int().nullable(),
  homes: z.number().int(),
});

export const RentDemandBandSchema = z.object({
  band: z.enum(RENT_BAND_VALUES),
  /** Searches in the last DEMAND_DAYS days whose budget fell in this band. */
  searches: z.number().int(),
  /** Saved searches (alerts) whose budget falls in this band. */
  saved_searches: z.number().int(),
  /** Live homes whose monthly rent falls in this band. */
  homes: z.number().int(),
});

export const RentFiguresSchema = z.object({
  city: z.string(),
  locality: z.string().nullable(),
  property_type: z.string().nullable(),
  configuration: z.string().nullable(),
  rent_period: z.enum(RENT_PERIOD_VALUES),
  ...SpreadShape,
  months: z.array(RentMonthSchema),
  demand: z.object({
    days: z.number().int(),
    /** Searches that named no budget. */
    searches_any_budget: z.number().int(),
    bands: z.array(RentDemandBandSchema),
  }),
  /** When the job last computed these figures (ISO 8601), null before its first run. */
  computed_at: z.string().nullable(),
});
export type RentFigures = z.infer<typeof RentFiguresSchema>;

export const ListingRentParamsSchema = z.object({ id: IdSchema });

/** One listing's rent against homes of its type and configuration, its locality first. */
export const ListingRentSchema = z.object({
  listing_id: z.number().int(),
  rent: z.number().int(),
  rent_period: z.enum(RENT_PERIOD_VALUES),
  property_type: z.string(),
  configuration: z.string(),
  city: z.string(),
  /** The locality when it has RENT_FLOOR homes like this one, else null: the city's figures. */
  locality: z.string().nullable(),
  ...SpreadShape,
  /** Rent minus the median, null when there is no median. */
  difference: z.number().int().nullable(),
  /** below: under p25; above: over p75; typical: in between; null without figures. */
  verdict: z.enum(['below', 'typical', 'above']).nullable(),
  /**
   * true while the index was never computed on this server's database (the first minutes after a
   * first start): the figures are being computed, not missing. The server always sends it; an
   * older answer without it means false.
   */
  computing: z.boolean().optional(),
});
export type ListingRent = z.infer<typeof ListingRentSchema>;

export const CityRentsQuerySchema = z.object({
  city: CitySchema,
  locality: z.preprocess(notGiven, z.string().trim().min(1).max(80).optional()),
});

/** One row of a city's table: a locality (or the city, locality null) and a configuration (or all). */
export const RentRowSchema = z.object({
  locality: z.string().nullable(),
  property_type: z.string().nullable(),
  /** null: every configuration together. */
  configuration: z.string().nullable(),
  rent_period: z.enum(RENT_PERIOD_VALUES),
  ...SpreadShape,
});

export const CityRentsSchema = z.object({
  city: z.string(),
  locality: z.string().nullable(),
  /**
   * Rows with at least RENT_FLOOR homes: the city's first, then each locality's, localities with
   * more homes first; in each, all configurations together first, then each by its homes.
   */
  rows: z.array(RentRowSchema),
  /** The city (or locality) as a whole, month by month, monthly rents only. */
  months: z.array(RentMonthSchema),
  demand: RentFiguresSchema.shape.demand,
  computed_at: z.string().nullable(),
});
export type CityRents = z.infer<typeof CityRentsSchema>;

/** A city as the /rents page sets it beside the others: all its monthly homes, then each configuration. */
export const CityRentSchema = z.object({
  city: z.string(),
  ...SpreadShape,
  /** Configurations with at least RENT_FLOOR homes, in the order of the configurations' list. */
  configurations: z.array(z.object({ configuration: z.string(), ...SpreadShape })),
});

export const CitiesRentsSchema = z.object({
  /** Every city of the product, in its order, with or without figures. */
  cities: z.array(CityRentSchema),
  computed_at: z.string().nullable(),
});
export type CitiesRents = z.infer<typeof CitiesRentsSchema>;
