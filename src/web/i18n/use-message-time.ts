// When a message was sent, as the inbox and a conversation show it: India's time of day for
// today, else the short date (docs/decisions/0103-dates-the-indian-way.md).
import { useMemo } from 'react';
import { todayInIndia } from '../../shared/format.ts';
import { formatShortDate, formatTimeOfDay } from '../../shared/format-short.ts';
import { localeOf } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

export const useMessageTime = () => {
  const locale = localeOf(useTranslation().language);
  return useMemo(() => {
    const time = (value: string) => formatTimeOfDay(value, locale);
    const isToday = (value: string, now: Date) => todayInIndia(new Date(value)) === todayInIndia(now);
    return {
      /** "3:05 pm" (दोपहर 3:05) today, "28 Nov" before. */
      short: (value: string, now = new Date()) =>
        isToday(value, now) ? time(value) : formatShortDate(value, locale, now),
      /** "3:05 pm" today, "28 Nov, 3:05 pm" before. */
      full: (value: string, now = new Date()) =>
        isToday(value, now) ? time(value) : `${formatShortDate(value, locale, now)}, ${time(value)}`,
    };
  }, [locale]);
};
