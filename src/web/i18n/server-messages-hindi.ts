// How the server's messages are said in Hindi
// (docs/decisions/0074-server-messages-in-the-readers-language.md), in a chunk of its own that
// i18n.ts fetches beside the Hindi catalogue when someone picks Hindi; the first render does not
// wait for it. A message is found in the catalogue's section `server` by its English words,
// through the index scripts/catalogue.ts builds from en.json; the Hindi of that key is what the
// reader sees.
import messages, { serverIndex } from 'virtual:catalogue/hi/server';
import { PROPERTY_TYPES } from '../../shared/enums.ts';
import { formatLongDate, MONTH_NAMES } from '../../shared/format.ts';

export { messages };

/** A text of the catalogue by its key, in Hindi: i18n.ts hands over Lingui's. */
type Translate = (key: string, values?: Record<string, string>) => string;

const twoDigits = (n: number | string) => String(n).padStart(2, '0');

/** Values that are words themselves, said in Hindi; any other value (a count, an email) stays as sent. */
const SAID: Record<string, (value: string, translate: Translate) => string> = {
  /** A property type's label: "Choose a configuration offered for PG/Hostel". */
  type: (label, translate) => {
    const type = PROPERTY_TYPES.find((option) => option.label === label);
    return type ? translate(`enums.propertyType.${type.value}`) : label;
  },
  /** A date as the server writes it, "22 November 2026": written the Hindi way. */
  date: (text) => {
    const [, day, month, year] = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(text) ?? [];
    const number = MONTH_NAMES['en-IN'].indexOf(month ?? '') + 1;
    return number > 0 ? formatLongDate(`${year}-${twoDigits(number)}-${twoDigits(day!)}`, 'hi-IN') : text;
  },
};

const patterns = serverIndex.patterns.map(
  ([source, key, names]) => [new RegExp(source, 's'), key, names] as const,
);

/**
 * The Hindi of a message the catalogue knows, else undefined: by its exact words, by a pattern
 * with values ("Please try again in 30 seconds."), as "field: message" (a schema failure's
 * summary), or sentence by sentence ("Too many OTP requests. Please try again in 5 minutes.").
 */
const find = (message: string, translate: Translate): string | undefined => {
  const say = (key: string, values?: Record<string, string>) => translate(`server.${key}`, values);
  if (Object.hasOwn(serverIndex.exact, message)) return say(serverIndex.exact[message]!);
  for (const [pattern, key, names] of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const said = (name: string, value: string) => SAID[name]?.(value, translate) ?? value;
    return say(key, Object.fromEntries(names.map((name, i) => [name, said(name, match[i + 1]!)])));
  }
  const field = /^([\w.]+): (.+)$/s.exec(message);
  if (field) {
    const said = find(field[2]!, translate);
    if (said !== undefined) return `${field[1]}: ${said}`;
  }
  const sentences = message.split(/(?<=[.!?]) (?=\S)/);
  if (sentences.length > 1) {
    const said = sentences.map((sentence) => find(sentence, translate));
    if (said.every((text) => text !== undefined)) return said.join(' ');
  }
  return undefined;
};

/**
 * How a message from the server or a shared schema is said in Hindi, with the catalogue's texts:
 * its Hindi, or the message unchanged when the catalogue does not know it.
 */
export const serverTextIn = (translate: Translate) => (message: string) =>
  find(message, translate) ?? message;
