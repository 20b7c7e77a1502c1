// Short dates and times of day in India, for messages (docs/decisions/0103-dates-the-indian-way.md).
// Apart from format.ts, which the first render of `/` carries: a module's code all rides in one
// script, so these would weigh on it though only pages after it use them
// (docs/decisions/0054-first-render-js-budget.md).
import { type FormatLocale, formatLongDate, indianClock, MONTH_NAMES } from './format.ts';

/** The months' short names as "28 Nov" writes them (en-IN's own, "Sept" included); Hindi's are short already. */
const SHORT_MONTH_NAMES: Record<FormatLocale, readonly string[]> = {
  'en-IN': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  'hi-IN': MONTH_NAMES['hi-IN'],
};

/**
 * An instant's day in India, short: "28 Nov", or "28 Nov 2025" when `now` is in another year
 * (docs/decisions/0103-dates-the-indian-way.md).
 */
export const formatShortDate = (value: string | Date, locale: FormatLocale = 'en-IN', now = new Date()) => {
  const india = indianClock(new Date(value));
  if (!india) return formatLongDate(value, locale);
  const day = `${india.getUTCDate()} ${SHORT_MONTH_NAMES[locale][india.getUTCMonth()]}`;
  const year = india.getUTCFullYear();
  return year === indianClock(now)?.getUTCFullYear() ? day : `${day} ${year}`;
};

/** An instant's time of day in India: "3:05 pm", "12:00 am" (the same in hi-IN). */
export const formatTimeOfDay = (value: string | Date) => {
  const date = new Date(value);
  const india = indianClock(date);
  if (!india) {
    return Number.isNaN(date.getTime())
      ? ''
      : new Intl.DateTimeFormat('en-IN', {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'Asia/Kolkata',
        }).format(date);
  }
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
};
