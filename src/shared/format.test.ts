import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatConfirmedAgo, formatCount, formatLongDate, formatRupees, todayInIndia } from './format.ts';
import { formatShortDate, formatTimeOfDay } from './format-short.ts';

const LOCALES = ['en-IN', 'hi-IN'] as const;
const intl = {
  rupees: (n: number, locale: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n),
  count: (n: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n),
  longDate: (date: Date, locale: string) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(date),
  day: (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date),
};

const amounts = fc.oneof(
  fc.integer({ min: 0, max: 10_000_000 }),
  fc.maxSafeInteger(),
  fc.double({ noNaN: true, min: -1e25, max: 1e25 }),
  fc.constantFrom(0, -0, 0.5, 2.5, 999.5, 0.49999999999999994, Number.NaN, Number.POSITIVE_INFINITY, -1),
);
const instants = fc.oneof(
  fc.date({
    min: new Date('1940-01-01T00:00:00Z'),
    max: new Date('2100-12-31T23:59:59Z'),
    noInvalidDate: true,
  }),
  fc.date({ noInvalidDate: true }),
);

describe('Indian numbers and dates, written without Intl, read exactly as Intl writes them', () => {
  it('rupees and counts', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom(...LOCALES), (n, locale) => {
        expect(formatRupees(n, locale)).toBe(intl.rupees(n, locale));
        expect(formatCount(n, locale)).toBe(intl.count(n, locale));
      }),
      { numRuns: 2_000 },
    );
    expect(formatRupees(100_000)).toBe('₹1,00,000');
    expect(formatCount(14_678, 'hi-IN')).toBe('14,678');
  });

  it('long dates and today, around the clock in India', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...LOCALES), (date, locale) => {
        expect(formatLongDate(date, locale)).toBe(intl.longDate(date, locale));
        expect(todayInIndia(date)).toBe(intl.day(date));
      }),
      { numRuns: 2_000 },
    );
    // 23:59 and 00:00 in India, either side of midnight UTC+05:30.
    expect(formatLongDate(new Date('2026-11-21T18:29:59Z'))).toBe('21 November 2026');
    expect(formatLongDate(new Date('2026-11-21T18:30:00Z'), 'hi-IN')).toBe('22 नवंबर 2026');
    expect(formatLongDate('2026-02-01', 'hi-IN')).toBe(
      intl.longDate(new Date('2026-02-01T00:00:00+05:30'), 'hi-IN'),
    );
    // India kept UTC+06:30 for part of the Second World War: Intl's time zone data knows.
    expect(formatLongDate(new Date('1943-06-15T17:45:00Z'))).toBe('16 June 1943');
    expect(formatLongDate('not a date')).toBe('');
  });
});

describe('formatConfirmedAgo', () => {
  const now = new Date('2026-11-22T06:30:00Z'); // noon in India

  it('counts India’s calendar days, not 24-hour spans', () => {
    expect(formatConfirmedAgo('2026-11-22T00:00:00Z', now)).toBe('Confirmed available today');
    // 23:00 IST the day before is "yesterday", though fewer than 24 hours ago.
    expect(formatConfirmedAgo('2026-11-21T17:30:00Z', now)).toBe('Confirmed available yesterday');
    expect(formatConfirmedAgo('2026-11-19T06:30:00Z', now)).toBe('Confirmed available 3 days ago');
  });

  it('never speaks of the future', () => {
    expect(formatConfirmedAgo('2026-11-25T06:30:00Z', now)).toBe('Confirmed available today');
  });
});

describe('short dates and times of day, in India', () => {
  const now = new Date('2026-11-28T06:30:00Z');

  it('write the day short, with the year only when it is another', () => {
    expect(formatShortDate('2026-11-28T09:35:00Z', 'en-IN', now)).toBe('28 Nov');
    // 00:10 in India on 1 September is still August in UTC.
    expect(formatShortDate('2026-08-31T18:40:00Z', 'en-IN', now)).toBe('1 Sept');
    expect(formatShortDate('2026-11-28T09:35:00Z', 'hi-IN', now)).toBe('28 नवंबर');
    expect(formatShortDate('2025-12-31T20:00:00Z', 'en-IN', now)).toBe('1 Jan');
    expect(formatShortDate('2025-12-31T10:00:00Z', 'en-IN', now)).toBe('31 Dec 2025');
  });

  it('write the time as Intl does in India', () => {
    fc.assert(
      fc.property(instants, (date) => {
        expect(formatTimeOfDay(date)).toBe(
          new Intl.DateTimeFormat('en-IN', {
            hour: 'numeric',
            minute: '2-digit',
            timeZone: 'Asia/Kolkata',
          }).format(date),
        );
      }),
      { numRuns: 1_000 },
    );
    expect(formatTimeOfDay('2026-11-28T09:35:00Z')).toBe('3:05 pm');
    expect(formatTimeOfDay('2026-11-28T09:35:00Z', 'hi-IN')).toBe('दोपहर 3:05');
    expect(formatTimeOfDay('2026-11-27T18:30:00Z')).toBe('12:00 am');
    expect(formatTimeOfDay('not a date')).toBe('');
  });

  it('write the time in Hindi with the part of the day before it, as Intl does', () => {
    fc.assert(
      fc.property(instants, (date) => {
        expect(formatTimeOfDay(date, 'hi-IN')).toBe(
          new Intl.DateTimeFormat('hi-IN', {
            hour: 'numeric',
            minute: '2-digit',
            dayPeriod: 'short',
            timeZone: 'Asia/Kolkata',
          }).format(date),
        );
      }),
      { numRuns: 1_000 },
    );
    const at = (clock: string) => formatTimeOfDay(new Date(`2026-12-05T${clock}:00+05:30`), 'hi-IN');
    expect([at('00:30'), at('03:59'), at('04:00'), at('11:30'), at('12:00'), at('15:59')]).toEqual([
      'रात 12:30',
      'रात 3:59',
      'सुबह 4:00',
      'सुबह 11:30',
      'दोपहर 12:00',
      'दोपहर 3:59',
    ]);
    expect([at('16:00'), at('19:59'), at('20:00'), at('23:59')]).toEqual([
      'शाम 4:00',
      'शाम 7:59',
      'रात 8:00',
      'रात 11:59',
    ]);
  });
});
