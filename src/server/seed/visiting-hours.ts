// The demo's visiting hours (docs/product/viewings.md#the-demo): most homes take visits, so a
// fresh demo shows free times to book; one home in seven has none, so "Ask for a visit" is seen
// too. Three weekly patterns, chosen by the listing's place in the seed, so every run is the same.
import type { HoursWindow } from '../../shared/schemas/viewing.ts';

const SATURDAY = 6;
const SUNDAY = 0;
const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [SUNDAY, ...WEEKDAYS, SATURDAY];

const windows = (days: number[], from: string, to: string): HoursWindow[] =>
  days.map((weekday) => ({ weekday, from, to }));

const PATTERNS: HoursWindow[][] = [
  // Weekends, morning and afternoon.
  [...windows([SATURDAY, SUNDAY], '10:00', '13:00'), ...windows([SATURDAY, SUNDAY], '16:00', '18:00')],
  // Weekday evenings and Saturday morning.
  [...windows(WEEKDAYS, '18:00', '20:00'), ...windows([SATURDAY], '10:00', '13:00')],
  // Late mornings, every day.
  windows(EVERY_DAY, '11:00', '13:00'),
];

/** One listing in this many has no visiting hours. */
const WITHOUT_HOURS_EVERY = 7;

/** The weekly hours of the seed's `index`-th listing, or null for one without hours. */
export const demoVisitingHours = (index: number): HoursWindow[] | null =>
  index % WITHOUT_HOURS_EVERY === WITHOUT_HOURS_EVERY - 1 ? null : PATTERNS[index % PATTERNS.length]!;
