// When a visit is, as the booking sheet and My Visits show it: the day in India ("Sat 5 Dec") and
// the time of day ("11:00 am", in Hindi "सुबह 11:00"), whatever the device's own time zone
// (docs/decisions/0103-dates-the-indian-way.md).
import { useMemo } from 'react';
import { indianClock, todayInIndia } from '../../shared/format.ts';
import { formatShortDate, formatTimeOfDay } from '../../shared/format-short.ts';
import { localeOf } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

export const useVisitTime = () => {
  const { t, language } = useTranslation();
  const locale = localeOf(language);
  return useMemo(() => {
    const day = (value: string, now = new Date()) =>
      t('viewings.day', {
        weekday: String(indianClock(new Date(value))?.getUTCDay() ?? ''),
        date: formatShortDate(value, locale, now),
      });
    const time = (value: string) => formatTimeOfDay(value, locale);
    return {
      /** The visit's day in India, YYYY-MM-DD: how slots are grouped. */
      dayKey: (value: string) => todayInIndia(new Date(value)),
      /** "Sat 5 Dec" */
      day,
      /** "11:00 am" / "सुबह 11:00" */
      time,
      /** "Sat 5 Dec, 11:00 am to 11:30 am" / "शनि 5 दिसंबर, सुबह 11:00 से सुबह 11:30" */
      span: (from: string, to: string, now = new Date()) =>
        t('viewings.span', { day: day(from, now), from: time(from), to: time(to) }),
    };
  }, [t, locale]);
};
