// en-IN formatting shared by the web app, the server's meta tags and the emails.
import type { PropertyType } from './enums.ts';
import { rentPeriodOf } from './listing-rules.ts';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** 100000 -> "₹1,00,000" */
export const formatRupees = (amount: number) => rupees.format(amount);

/** 14678 -> "14,678" */
export const formatCount = (n: number) => grouping.format(n);

/** "2026-11-22" or a Date -> "22 November 2026" */
export const formatLongDate = (value: string | Date) => {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T00:00:00+05:30`)
      : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
};

export const rentPeriodLabel = (type: PropertyType) =>
  rentPeriodOf(type) === 'day' ? 'per day' : 'per month';

/** "₹25,000 per month" / "₹8,000 per day" */
export const formatRent = (rent: number, type: PropertyType) =>
  `${formatRupees(rent)} ${rentPeriodLabel(type)}`;

/** Today's date in India as YYYY-MM-DD. */
export const todayInIndia = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

const indianDayNumber = (date: Date) =>
  Math.floor(Date.parse(`${todayInIndia(date)}T00:00:00Z`) / 86_400_000);

/**
 * "Confirmed available today", "... yesterday", "... 3 days ago", counted in India's
 * calendar days (docs/product/listings.md#freshness).
 */
export const formatConfirmedAgo = (confirmedAt: string | Date, now: Date = new Date()) => {
  const days = Math.max(0, indianDayNumber(now) - indianDayNumber(new Date(confirmedAt)));
  if (days === 0) return 'Confirmed available today';
  if (days === 1) return 'Confirmed available yesterday';
  return `Confirmed available ${days} days ago`;
};
