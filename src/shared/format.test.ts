import { describe, expect, it } from 'vitest';
import { formatConfirmedAgo } from './format.ts';

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
