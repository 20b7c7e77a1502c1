// A moment as the admin pages show it, kept out of useFormat so the first render does not carry it.
import { useCallback } from 'react';
import { formatLongDate } from '../../shared/format.ts';
import { localeOf } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

/**
 * "22 November 2026, 3:05 pm": the day and the time in India, whatever the device's own locale
 * and time zone (docs/decisions/0103-dates-the-indian-way.md). Admin pages only, so the time may
 * use Intl (docs/decisions/0079-numbers-and-dates-without-intl.md).
 */
export const useDateTime = () => {
  const locale = localeOf(useTranslation().language);
  return useCallback(
    (value: string | Date) =>
      `${formatLongDate(value, locale)}, ${new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(value))}`,
    [locale],
  );
};
