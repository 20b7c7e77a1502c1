// Numbers, dates and rent periods in the language the site is read in
// (docs/product/language.md#numbers-and-dates): en-IN in English, hi-IN in Hindi, Latin
// digits and Indian grouping in both.
import { useMemo } from 'react';
import type { PropertyType } from '../../shared/enums.ts';
import { daysSinceInIndia, formatCount, formatLongDate, formatRupees } from '../../shared/format.ts';
import { rentPeriodOf } from '../../shared/listing-rules.ts';
import { localeOf } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

export const useFormat = () => {
  const { t, language } = useTranslation();
  const locale = localeOf(language);
  return useMemo(
    () => ({
      locale,
      /** 100000 -> "₹1,00,000" */
      rupees: (amount: number) => formatRupees(amount, locale),
      /** 14678 -> "14,678" */
      count: (n: number) => formatCount(n, locale),
      /** "2026-11-22" -> "22 November 2026" / "22 नवंबर 2026" */
      longDate: (value: string | Date) => formatLongDate(value, locale),
      /** "per month" / "per day" */
      rentPeriod: (type: PropertyType) =>
        t(rentPeriodOf(type) === 'day' ? 'format.perDay' : 'format.perMonth'),
      /** "Confirmed available today", "... yesterday", "... 3 days ago" (docs/product/listings.md#freshness) */
      confirmedAgo: (confirmedAt: string | Date, now: Date = new Date()) => {
        const days = daysSinceInIndia(confirmedAt, now);
        if (days === 0) return t('format.confirmedToday');
        if (days === 1) return t('format.confirmedYesterday');
        return t('format.confirmedDaysAgo', { count: days });
      },
    }),
    [locale, t],
  );
};
