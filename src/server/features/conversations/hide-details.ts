// What the pass sells stays sold (docs/product/conversations.md#contact-details): a phone
// number, email address or UPI ID a poster types into a message is hidden from a seeker
// without a live pass. Matched on how the text reads, not on how it is spelled
// (docs/decisions/0134-visit-limits-locked-and-details-masked-as-typed.md): "+91 98765 43210",
// "(987) 654-3210", "98765/43210", digits of any script (९८७६५ ४३२१०) or full width, a
// zero-width space inside, "name@gmail.com", "name [at] gmail [dot] com", "name एट gmail डॉट com",
// "name@okicici". Only the detail is replaced; the rest of the text stays as written.
import type { HiddenDetail } from '../../../shared/schemas/conversation.ts';

export const HIDDEN_MARK = '•••';

/** The text as it reads, each UTF-16 unit with the span [from, to) of the text it came from. */
type Reading = { text: string; from: number[]; to: number[] };

/** Invisible characters typed or pasted inside a number to break it: dropped before matching. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/u;
const DIGIT = /\p{Nd}/u;

/** A decimal digit of any script as 0-9: Unicode keeps each script's digits in runs of ten from 0. */
const digitValue = (digit: string) => {
  let point = digit.codePointAt(0)!;
  let steps = 0;
  while (DIGIT.test(String.fromCodePoint(point - 1))) {
    point -= 1;
    steps += 1;
  }
  return String(steps % 10);
};

const push = (out: Reading, text: string, from: number, to: number) => {
  out.text += text;
  for (let k = 0; k < text.length; k += 1) {
    out.from.push(from);
    out.to.push(to);
  }
};

/** NFKC (full-width @ and digits, NBSP), every decimal digit as 0-9, invisible characters dropped. */
const read = (text: string): Reading => {
  // Printable ASCII reads as written.
  if (!/[^ -~\t\n\r]/.test(text)) {
    const from = Array.from(text, (_, i) => i);
    return { text, from, to: from.map((i) => i + 1) };
  }
  const out: Reading = { text: '', from: [], to: [] };
  let at = 0;
  for (const char of text) {
    const end = at + char.length;
    if (char < '\u0080') push(out, char, at, end);
    else if (!INVISIBLE.test(char)) {
      const plain = char
        .normalize('NFKC')
        .replace(/\p{Nd}/gu, (d) => (d >= '0' && d <= '9' ? d : digitValue(d)));
      push(out, plain, at, end);
    }
    at = end;
  }
  return out;
};

/** Each match of `pattern` replaced by `by`, which reads as coming from the whole match. */
const rewrite = (reading: Reading, pattern: RegExp, by: string): Reading => {
  if (reading.text.search(pattern) === -1) return reading;
  const out: Reading = { text: '', from: [], to: [] };
  const keep = (start: number, end: number) => {
    out.text += reading.text.slice(start, end);
    for (let k = start; k < end; k += 1) {
      out.from.push(reading.from[k]!);
      out.to.push(reading.to[k]!);
    }
  };
  let last = 0;
  for (const match of reading.text.matchAll(pattern)) {
    const end = match.index + match[0].length;
    if (end === match.index) continue;
    keep(last, match.index);
    push(out, by, reading.from[match.index]!, reading.to[end - 1]!);
    last = end;
  }
  keep(last, reading.text.length);
  return out;
};

// "at" and "dot" written out, in English and Hindi, as people write them to slip past a filter.
const AT_WORD = '(?:at|एट|ऐट)';
const DOT_WORD = '(?:dot|डॉट|डाट|डोट)';
const DOMAIN = String.raw`[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|in|net|org|co|io|me|info|biz|edu|gov|ac)`;
/** UPI handles common enough that "name at ybl" means a UPI ID; any handle counts after a written "@". */
const UPI_HANDLE = (
  'ybl ibl axl apl yapl paytm okicici oksbi okaxis okhdfcbank ptyes ptaxis pthdfc ptsbi waicici waaxis ' +
  'wahdfcbank wasbi icici sbi hdfcbank axisbank kotak yesbank idfcbank fbl jupiteraxis freecharge'
).replaceAll(' ', '|');
const SPELLINGS: readonly [RegExp, string][] = [
  // "[at]", "(at)", "{at}", "<at>" and the same for dot: written only to hide an address.
  [new RegExp(String.raw`\s*[[({<]\s*(?:${AT_WORD}|@)\s*[\])}>]\s*`, 'giu'), '@'],
  [new RegExp(String.raw`\s*[[({<]\s*(?:${DOT_WORD}|\.)\s*[\])}>]\s*`, 'giu'), '.'],
  [new RegExp(String.raw`\s+${DOT_WORD}\s+`, 'giu'), '.'],
  // A bare " at " is everyday English: it reads as "@" only before a domain or a UPI handle.
  [
    new RegExp(
      String.raw`(?:\s+${AT_WORD}\s+|\s+@\s*|\s*@\s+)(?=(?:${DOMAIN}|(?:${UPI_HANDLE}))(?![\p{L}\p{N}]))`,
      'giu',
    ),
    '@',
  ],
];

/** Between the digits of a number: spaces, brackets, slashes, underscores, bars, dots, dashes. */
const GAP = String.raw`[\s()/_|.\-\u2010-\u2015]{0,3}`;
const PATTERNS: readonly [HiddenDetail, RegExp][] = [
  [
    'email',
    /(?<![\p{L}\p{M}\p{N}._%+-])[\p{L}\p{M}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu,
  ],
  // Each starts where a run of its characters starts, so a long run is read once, not once a letter.
  // A UPI ID is a handle at a bank's short name, with no dot and letter after the @ part.
  ['upi', /(?<![\p{L}\p{M}\p{N}._-])[\p{L}\p{M}\p{N}._-]{2,}@\p{L}{2,}(?![\p{L}\p{N}]|\.\p{L})/gu],
  // A mobile number: 10 digits from 6 to 9, with +91, 91 or 0 before it, gaps anywhere; never
  // part of a longer run of digits, so prices, dates, pin codes and flat numbers stay.
  [
    'phone',
    new RegExp(String.raw`(?<!\d)\(?(?:(?:\+|00)?91${GAP}|0${GAP})?[6-9](?:${GAP}\d){9}(?!\d)`, 'gu'),
  ],
];

export const hideContactDetails = (text: string): { text: string; hidden: HiddenDetail[] } => {
  let reading = read(text);
  for (const [pattern, by] of SPELLINGS) reading = rewrite(reading, pattern, by);
  const hidden: HiddenDetail[] = [];
  const spans: [number, number][] = [];
  let searched = reading.text;
  for (const [kind, pattern] of PATTERNS) {
    const found = [...searched.matchAll(pattern)];
    if (found.length === 0) continue;
    hidden.push(kind);
    for (const match of found) {
      const end = match.index + match[0].length;
      spans.push([reading.from[match.index]!, reading.to[end - 1]!]);
      // What one kind took, the next does not look at again.
      searched = searched.slice(0, match.index) + '\u0000'.repeat(match[0].length) + searched.slice(end);
    }
  }
  if (spans.length === 0) return { text, hidden };
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let last = 0;
  for (const [start, end] of spans) {
    if (end <= last) continue;
    out += start >= last ? text.slice(last, start) + HIDDEN_MARK : '';
    last = end;
  }
  return { text: out + text.slice(last), hidden };
};
