// Visiting times and booked visits as the API answers them, for component tests: Meera, a seeker,
// visiting Ravi's 2BHK in Kothrud on Saturday 5 December 2026; each test overrides what it is about.
import type { Slot, Viewing, ViewingHours } from '../../shared/schemas/viewing.ts';

/** A time on 5 December 2026 in India ("11:00" -> its instant). */
export const onSaturday = (clock: string) => new Date(`2026-12-05T${clock}:00+05:30`).toISOString();

export const aSlot = (clock: string, free = 1): Slot => ({
  starts_at: onSaturday(clock),
  ends_at: new Date(Date.parse(onSaturday(clock)) + 30 * 60_000).toISOString(),
  free,
});

export const aViewing = (overrides: Partial<Viewing> = {}): Viewing => ({
  id: 31,
  role: 'seeker',
  status: 'booked',
  listing: {
    id: 41,
    title: '2BHK Apartment in Kothrud',
    title_words: { configuration: '_2BHK', property_type: 'APARTMENT', city: 'Pune', locality: 'Kothrud' },
    photo: null,
  },
  other: { name: 'Ravi Shetty' },
  starts_at: onSaturday('11:00'),
  ends_at: onSaturday('11:30'),
  note: '',
  directions: 'Flat 302, Green Park, behind the bus depot',
  cancelled: null,
  seeker_came: null,
  poster_came: null,
  calendar_url: '/api/viewings/31/calendar.ics',
  created_at: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

export const someHours = (overrides: Partial<ViewingHours> = {}): ViewingHours => ({
  listing_id: 41,
  inherited: false,
  hours: [],
  slot_minutes: 30,
  per_slot: 1,
  note: '',
  blocked_days: [],
  ...overrides,
});
