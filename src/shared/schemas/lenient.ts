// Strict in what we store and send, lenient in what we accept (docs/product/api.md#leniency).
// A client may hold an enumeration as its stored value, its label or in any letter
// case; a visitor's front end sends null, "" or "undefined" for what it does not know.
// These helpers read all of those, and the parsed value is always the canonical one.
import { z } from 'zod';

/**
 * A choice of an enumeration: a bare value, or a value with the labels a client may show and
 * the other names it is read by (`aliases`: an old city name, a label of the original filter
 * popup).
 */
type Choice<V extends string> =
  | V
  | {
      readonly value: V;
      readonly label?: string;
      readonly formLabel?: string;
      readonly aliases?: readonly string[];
    };

const PLACEHOLDERS = new Set(['', 'undefined', 'null']);

/** null, "", "undefined" and "null" (what front ends send for "nothing") mean "not given". */
export const isNotGiven = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && PLACEHOLDERS.has(value.trim()));

export const notGiven = (value: unknown) => (isNotGiven(value) ? undefined : value);

/** An optional value where every placeholder means "not given". */
export const optionalValue = <T extends z.ZodType>(schema: T) => z.preprocess(notGiven, schema.optional());

/** true and false as a form or a query may write them; null and the placeholders are not given. */
export const flagOf = (value: unknown) => {
  if (isNotGiven(value)) return undefined;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return value;
};

/**
 * A consent a later rule asks for, in a call whose original body has no such field
 * (docs/decisions/0088-spec-era-calls-keep-working.md): `true` is given here, left out means
 * the client showed its own notice, and `false` is refused with `message`.
 */
export const consentFlag = (message: string) =>
  z
    .preprocess(flagOf, z.boolean({ error: message }).optional())
    .refine((given) => given !== false, { message })
    .meta({ description: 'true, or left out (the client showed its own notice); false is refused.' });

/**
 * How two spellings are compared: letter case and the separators clients put between
 * words (space, `_`, `-`, `/`) do not matter, so `PG_HOSTEL`, `PG/Hostel` and `pg hostel`
 * are one property type, and `_2BHK` is `2BHK` (docs/decisions/0029-enumerations-in-any-spelling.md).
 */
export const spellingKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * An enumeration accepted as its value, any of its labels or aliases, in any letter case;
 * it parses to the stored value. `error` is the message when nothing matches.
 */
export const enumOf = <V extends string>(choices: readonly Choice<V>[], options: { error?: string } = {}) => {
  const values = choices.map((c) => (typeof c === 'string' ? c : c.value)) as unknown as readonly [V, ...V[]];
  const canonical = new Map<string, V>();
  const described: string[] = [];
  for (const choice of choices) {
    const value = typeof choice === 'string' ? choice : choice.value;
    const labels =
      typeof choice === 'string' ? [] : [choice.label, choice.formLabel, ...(choice.aliases ?? [])];
    for (const spelling of [value, ...labels]) {
      if (spelling !== undefined && !canonical.has(spellingKey(spelling))) {
        canonical.set(spellingKey(spelling), value);
      }
    }
    const shown = [...new Set(labels.filter((l): l is string => l !== undefined && l !== value))];
    described.push(shown.length > 0 ? `${value} (${shown.join(', ')})` : value);
  }
  const error = options.error ?? `Choose one of: ${values.join(', ')}`;
  return z
    .string({ error })
    .transform((given) => canonical.get(spellingKey(given)) ?? given)
    .pipe(z.enum(values, { error }))
    .meta({
      description: `${described.join(', ')}: the value or its label, in any letter case. Answers carry the value.`,
    });
};
