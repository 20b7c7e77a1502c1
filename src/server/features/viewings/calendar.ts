// A viewing as an iCalendar file (RFC 5545, https://www.rfc-editor.org/rfc/rfc5545): one VEVENT
// with times in UTC, so every calendar shows it at the right India time
// (docs/product/viewings.md#calendar). The UID stays the same when the viewing moves or is
// cancelled; SEQUENCE says which version is newer.

/** 2026-11-28T05:00:00.000Z -> 20261128T050000Z (RFC 5545 3.3.5, form 2). */
const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replaceAll(/[-:]/g, '')}Z`;

/**
 * RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. Every
 * kind of line break (CRLF, a bare CR or LF, NEL, U+2028, U+2029) becomes `\n`: a bare CR
 * left as it is ends the line for some calendars, and what follows it would be read as a
 * property of our own. Other control characters, which TEXT may not hold, are dropped.
 */
const escapeText = (value: string) =>
  value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replaceAll(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to drop
    .replaceAll(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/** RFC 5545 3.1: lines longer than 75 octets are folded with CRLF and one space. */
const fold = (line: string) => {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = new TextEncoder().encode(char).length;
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

export const viewingCalendarFile = (input: {
  id: number;
  host: string;
  now: Date;
  startsAt: Date;
  endsAt: Date;
  title: string;
  /** The poster's note on how to find the home; null when it is not to be shown. */
  location: string | null;
  description: string;
  cancelled: boolean;
  sequence: number;
  url: string;
}) => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Thikana//Viewings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:viewing-${input.id}@${input.host}`,
    `DTSTAMP:${utcStamp(input.now)}`,
    `DTSTART:${utcStamp(input.startsAt)}`,
    `DTEND:${utcStamp(input.endsAt)}`,
    `SEQUENCE:${input.sequence}`,
    `STATUS:${input.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(`Visit: ${input.title}`)}`,
    ...(input.location ? [`LOCATION:${escapeText(input.location)}`] : []),
    `DESCRIPTION:${escapeText(input.description)}`,
    `URL:${input.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
};
