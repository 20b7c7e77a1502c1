// Indian formatting shared by the web app, the server's meta tags and the emails: en-IN
// unless told otherwise; the web app passes hi-IN when it is read in Hindi
// (docs/product/language.md#numbers-and-dates). Both keep Latin digits and Indian grouping.
import type { PropertyType } from './enums.ts';
import { rentPeriodOf } from './listing-rules.ts';

export type FormatLocale = 'en-IN' | 'hi-IN';

const cached = <T>(make: (locale: FormatLocale) => T) => {
  const made = new Map<FormatLocale, T>();
  return (locale: FormatLocale) => {
    let value = made.get(locale);
    if (!value) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
};

const rupees = cached(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);
const grouping = cached((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
const longDate = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
);

/** 100000 -> "₹1,00,000" (the same in hi-IN) */
export const formatRupees = (amount: number, locale: FormatLocale = 'en-IN') => rupees(locale).format(amount);

/** 14678 -> "14,678" (the same in hi-IN) */
export const formatCount = (n: number, locale: FormatLocale = 'en-IN') => grouping(locale).format(n);

/** "2026-11-22" or a Date -> "22 November 2026" (hi-IN: "22 नवंबर 2026") */
export const formatLongDate = (value: string | Date, locale: FormatLocale = 'en-IN') => {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T00:00:00+05:30`)
      : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate(locale).format(date);
};

export const rentPeriodLabel = (type: PropertyType) =>
  rentPeriodOf(type) === 'day' ? 'per day' : 'per month';

/** "₹25,000 per month" / "₹8,000 per day" */
export const formatRent = (rent: number, type: PropertyType) =>
  `${formatRupees(rent)} ${rentPeriodLabel(type)}`;

// Made once, on first use: a search page counts two days for each of its 20 cards, and making
// the formatter costs far more than using it.
let indianDay: Intl.DateTimeFormat | undefined;

/** Today's date in India as YYYY-MM-DD. */
export const todayInIndia = (now: Date = new Date()) => {
  indianDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
  return indianDay.format(now);
};

const indianDayNumber = (date: Date) =>
  Math.floor(Date.parse(`${todayInIndia(date)}T00:00:00Z`) / 86_400_000);

/** Whole calendar days in India from `then` to `now` (0 when `then` is today or later). */
export const daysSinceInIndia = (then: string | Date, now: Date = new Date()) =>
  Math.max(0, indianDayNumber(now) - indianDayNumber(new Date(then)));

/**
 * "Confirmed available today", "... yesterday", "... 3 days ago", counted in India's
 * calendar days (docs/product/listings.md#freshness).
 */
export const formatConfirmedAgo = (confirmedAt: string | Date, now: Date = new Date()) => {
  const days = daysSinceInIndia(confirmedAt, now);
  if (days === 0) return 'Confirmed available today';
  if (days === 1) return 'Confirmed available yesterday';
  return `Confirmed available ${days} days ago`;
};
