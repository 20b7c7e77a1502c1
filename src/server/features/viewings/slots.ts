// The times a listing offers (docs/product/viewings.md#slots): the poster's weekly windows cut
// into slots of 15, 30 or 60 minutes, on the next 14 days in India, without blocked days and
// without times already begun. India keeps UTC+5:30 all year, so a wall-clock time is one instant.
import { formatLongDate, todayInIndia } from '../../../shared/format.ts';
import { type HoursWindow, SLOT_DAYS } from '../../../shared/schemas/viewing.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const IST_OFFSET_MS = 330 * MINUTE_MS;

export type Hours = { hours: HoursWindow[]; slotMinutes: number; perSlot: number; note: string };

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The India dates from today on, `days` of them, as YYYY-MM-DD. */
export const indianDays = (now: Date, days = SLOT_DAYS) => {
  const first = Date.parse(`${todayInIndia(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(first + i * DAY_MS).toISOString().slice(0, 10));
};

/** The instant a wall-clock time in India names. */
const indianInstant = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS + minutes * MINUTE_MS);

/** Every start time of the next SLOT_DAYS days, after `now`, soonest first, each once. */
export const slotStarts = (input: { hours: Hours; blockedDays: ReadonlySet<string>; now: Date }) => {
  const { hours, now } = input;
  const starts = new Set<number>();
  for (const day of indianDays(now)) {
    if (input.blockedDays.has(day)) continue;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    for (const window of hours.hours.filter((w) => w.weekday === weekday)) {
      const end = minutesOf(window.to);
      for (let m = minutesOf(window.from); m + hours.slotMinutes <= end; m += hours.slotMinutes) {
        const at = indianInstant(day, m);
        if (at.getTime() > now.getTime()) starts.add(at.getTime());
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((time) => new Date(time));
};

export const slotEnd = (startsAt: Date, hours: Pick<Hours, 'slotMinutes'>) =>
  new Date(startsAt.getTime() + hours.slotMinutes * MINUTE_MS);

/** "Saturday 28 November 2026, 10:30" in India time: how notices and refusals name a time. */
export const indianTimeLabel = (at: Date) => {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const weekday = WEEKDAYS[india.getUTCDay()];
  const clock = india.toISOString().slice(11, 16);
  return `${weekday} ${formatLongDate(at)}, ${clock}`;
};

/** 18:00 India time on the day before the visit (docs/product/viewings.md#reminders). */
export const eveningBefore = (startsAt: Date) => {
  const day = todayInIndia(startsAt);
  return indianInstant(day, 18 * 60 - 24 * 60);
};
