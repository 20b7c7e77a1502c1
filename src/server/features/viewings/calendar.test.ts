// A viewing's calendar file holds what people wrote as text only: no line break they typed,
// of whatever kind, can end a line of the file and start a property of its own
// (docs/product/viewings.md#calendar).
import { describe, expect, it } from 'vitest';
import { viewingCalendarFile } from './calendar.ts';

const fileWith = (written: { title?: string; location?: string; description?: string }) =>
  viewingCalendarFile({
    id: 7,
    host: 'thikana.example',
    now: new Date('2026-11-22T06:30:00Z'),
    startsAt: new Date('2026-11-28T05:00:00Z'),
    endsAt: new Date('2026-11-28T05:30:00Z'),
    title: written.title ?? '2BHK in Andheri West',
    location: written.location ?? null,
    description: written.description ?? 'Visit to see 2BHK in Andheri West, booked on Thikana.',
    cancelled: false,
    sequence: 0,
    url: 'https://thikana.example/visits',
  });

/** The file's lines as a calendar reads them: folded lines joined, split at any CR or LF. */
const properties = (file: string) =>
  file
    .replaceAll(/\r\n[ \t]/g, '')
    .split(/\r\n|\r|\n/)
    .filter(Boolean)
    .map((line) => line.split(/[:;]/)[0]);

describe('the calendar file of a viewing', () => {
  it('keeps a note with a bare CR on one line: it cannot start a new property', () => {
    const file = fileWith({ location: 'Gate 2, flat 301\rATTENDEE:mailto:someone@example.in' });
    expect(file).not.toMatch(/\r(?!\n)/);
    expect(properties(file)).not.toContain('ATTENDEE');
    expect(file).toContain('LOCATION:Gate 2\\, flat 301\\nATTENDEE:mailto:someone@example.in');
  });

  it('escapes every kind of line break the same way, and drops other control characters', () => {
    const breaks = ['\r\n', '\n', '\r', '\u0085', '\u2028', '\u2029'];
    for (const b of breaks) {
      const file = fileWith({ title: `Flat${b}X-INJECTED:1`, location: `Lane${b}DTSTART:20300101T000000Z` });
      expect(properties(file)).not.toContain('X-INJECTED');
      expect(properties(file).filter((name) => name === 'DTSTART')).toHaveLength(1);
      expect(file).toContain('SUMMARY:Visit: Flat\\nX-INJECTED:1');
    }
    expect(fileWith({ location: 'Lane\u0000\u000b\u001b 4' })).toContain('LOCATION:Lane 4');
  });

  it('still ends each line with CRLF and folds long ones', () => {
    const file = fileWith({ location: 'अ'.repeat(60) });
    for (const line of file.split('\r\n').slice(0, -1)) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
