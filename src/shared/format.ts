// Indian formatting shared by the web app, the server's meta tags and the emails: en-IN
// unless told otherwise; the web app passes hi-IN when it is read in Hindi
// (docs/product/language.md#numbers-and-dates). Both keep Latin digits and Indian grouping.
import type { PropertyType } from './enums.ts';
import { rentPeriodOf } from './listing-rules.ts';

export type FormatLocale = 'en-IN' | 'hi-IN';

// The browser's first use of Intl loads its locale data: 225 to 400 ms of one task on a CPU four
// times slower than a laptop's (a mid-range phone), while a page is being taken over. Rupees,
// counts and dates since 1946 are written here by hand, exactly as Intl writes them
// (format.test.ts compares the two); anything else goes to Intl
// (docs/decisions/0079-numbers-and-dates-without-intl.md).
/** What Intl writes, for what the forms below do not cover; rare, so made afresh each time. */
const intlNumber = (n: number, locale: FormatLocale, currency?: 'INR') =>
  new Intl.NumberFormat(locale, {
    style: currency ? 'currency' : 'decimal',
    currency,
    maximumFractionDigits: 0,
  }).format(n);

/** 1234567.5 -> "12,34,568": rounded half away from zero, the last three digits, then pairs. */
const indianDigits = (n: number) => {
  const digits = String(Math.round(n));
  const head = digits.slice(0, -3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
};
/** Zero and up, and whole to the last digit (2^53): what rent, deposits and counts are. */
const isPlainAmount = (n: number) => n >= 0 && n < 2 ** 53 && !Object.is(n, -0);

/** 100000 -> "₹1,00,000" (the same in hi-IN) */
export const formatRupees = (amount: number, locale: FormatLocale = 'en-IN') =>
  isPlainAmount(amount) ? `₹${indianDigits(amount)}` : intlNumber(amount, locale, 'INR');

/** 14678 -> "14,678" (the same in hi-IN) */
export const formatCount = (n: number, locale: FormatLocale = 'en-IN') =>
  isPlainAmount(n) ? indianDigits(n) : intlNumber(n, locale);

/** The months' names, January first, as long dates write them. */
export const MONTH_NAMES: Record<FormatLocale, readonly string[]> = {
  'en-IN': [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  'hi-IN': ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

// India has kept UTC+05:30, with no summer time, since 15 October 1945; before that the offset
// moved, so earlier instants (and years past 9999) are left to Intl and its time zone data.
const IST_OFFSET_MS = 330 * 60_000;
const IST_SINCE = Date.UTC(1946, 0, 1);
const IST_UNTIL = Date.UTC(10_000, 0, 1) - IST_OFFSET_MS;

/** The wall clock in India at `date`, as a Date read with its UTC getters; null outside 1946 to 9999. */
export const indianClock = (date: Date) => {
  const time = date.getTime();
  return time >= IST_SINCE && time < IST_UNTIL ? new Date(time + IST_OFFSET_MS) : null;
};

/** "2026-11-22" or a Date -> "22 November 2026" (hi-IN: "22 नवंबर 2026") */
export const formatLongDate = (value: string | Date, locale: FormatLocale = 'en-IN') => {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T00:00:00+05:30`)
      : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const india = indianClock(date);
  if (!india)
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(date);
  return `${india.getUTCDate()} ${MONTH_NAMES[locale][india.getUTCMonth()]} ${india.getUTCFullYear()}`;
};

export const rentPeriodLabel = (type: PropertyType) =>
  rentPeriodOf(type) === 'day' ? 'per day' : 'per month';

/** "₹25,000 per month" / "₹8,000 per day" */
export const formatRent = (rent: number, type: PropertyType) =>
  `${formatRupees(rent)} ${rentPeriodLabel(type)}`;

/** Today's date in India as YYYY-MM-DD. */
export const todayInIndia = (now: Date = new Date()) => {
  const india = indianClock(now);
  return india
    ? india.toISOString().slice(0, 10)
    : new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
};

/** Midnight in India (UTC+5:30, no daylight saving) at or before `now`: where a day's limits start. */
export const startOfIndianDay = (now: Date) => new Date(`${todayInIndia(now)}T00:00:00+05:30`);

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
