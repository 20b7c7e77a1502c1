// The server's messages in the reader's language
// (docs/decisions/0074-server-messages-in-the-readers-language.md). The server answers in English,
// word for word as SPEC.md and docs/product/messages.md have it, and the shared schemas' checks
// speak English in the browser too. What a person is shown of them goes through `serverText`,
// which finds the message in the catalogue's section `server` by its English words and gives the
// Hindi when the site is read in Hindi. A message it does not know is shown as it came.

import type { ServerIndex } from '../../../scripts/catalogue.ts';
import { PROPERTY_TYPES } from '../../shared/enums.ts';
import { formatLongDate } from '../../shared/format.ts';
import { currentLanguage, hindiServerIndex, lingui, type MessageValues } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const twoDigits = (n: number | string) => String(n).padStart(2, '0');

/** Values that are words themselves, said in the reader's language; any other value stays as sent. */
const SAID: Record<string, (value: string) => string> = {
  /** A property type's label: "Choose a configuration offered for PG/Hostel". */
  type: (label) => {
    const type = PROPERTY_TYPES.find((option) => option.label === label);
    return type ? lingui._(`enums.propertyType.${type.value}`) : label;
  },
  /** A date as the server writes it, "22 November 2026": written the Hindi way. */
  date: (text) => {
    const [, day, month, year] = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(text) ?? [];
    const number = MONTHS.indexOf(month ?? '') + 1;
    return number > 0 ? formatLongDate(`${year}-${twoDigits(number)}-${twoDigits(day!)}`, 'hi-IN') : text;
  },
};

const compiled = new WeakMap<ServerIndex, [RegExp, string, string[]][]>();

const patternsOf = (index: ServerIndex) => {
  let patterns = compiled.get(index);
  if (!patterns) {
    patterns = index.patterns.map(([source, key, names]) => [new RegExp(source, 's'), key, names]);
    compiled.set(index, patterns);
  }
  return patterns;
};

const say = (key: string, values?: MessageValues) => lingui._(`server.${key}`, values);

/**
 * The translation of a message the catalogue knows, else undefined: by its exact words, by a
 * pattern with values ("Please try again in 30 seconds."), as "field: message" (a schema failure's
 * summary), or sentence by sentence ("Too many OTP requests. Please try again in 5 minutes.").
 */
const find = (message: string, index: ServerIndex): string | undefined => {
  if (Object.hasOwn(index.exact, message)) return say(index.exact[message]!);
  for (const [pattern, key, names] of patternsOf(index)) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, i) => [name, (SAID[name] ?? String)(match[i + 1] ?? '')] as const),
    );
    return say(key, values);
  }
  const field = /^([\w.]+): (.+)$/s.exec(message);
  if (field) {
    const said = find(field[2]!, index);
    if (said !== undefined) return `${field[1]}: ${said}`;
  }
  const sentences = message.split(/(?<=[.!?]) (?=\S)/);
  if (sentences.length > 1) {
    const said = sentences.map((sentence) => find(sentence, index));
    if (said.every((text) => text !== undefined)) return said.join(' ');
  }
  return undefined;
};

/**
 * A message from the server or a shared schema, in the language the site is read in: the Hindi
 * of a message the catalogue knows, otherwise (and always in English) the message unchanged.
 */
export const serverText = (message: string): string => {
  if (currentLanguage() === 'en') return message;
  const index = hindiServerIndex();
  return (index && find(message, index)) ?? message;
};

/** `serverText` for a component: the component shows again when the language changes. */
export const useServerText = () => {
  useTranslation();
  return serverText;
};
