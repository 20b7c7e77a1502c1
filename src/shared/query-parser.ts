// Typed search text read as filters (docs/product/search.md#typed-queries): "1bhk
// koramangala under 25000" is a 1BHK in Koramangala for at most ₹25,000. The web shows
// the filters as chips while the text is typed; the server reads a client's text the
// same way. What is not understood stays free text.
import { CITIES, type CityName } from './cities.ts';
import {
  AMOUNT_UNITS,
  AT_LEAST_AFTER,
  AT_LEAST_BEFORE,
  AT_MOST_AFTER,
  AT_MOST_BEFORE,
  bhkOf,
  CITY_ALIASES,
  CURRENCY_WORDS,
  FILLER_WORDS,
  PER_DAY_AFTER,
  PER_MONTH_AFTER,
  RANGE_JOINERS,
} from './query-words.ts';
import { spellingKey } from './schemas/lenient.ts';
import type { SearchFilters } from './schemas/search.ts';
import { LOOSE_CHOICE_FILTERS, withoutChoicesNotOffered } from './search-filters.ts';

type Token = { word: string; start: number; end: number; used: boolean };

/** What one understood phrase set; `start` and `end` locate it in the typed text. */
export type QueryPart = {
  filter: keyof SearchFilters | 'rent' | 'city';
  start: number;
  end: number;
};

export type ParsedQuery = {
  filters: SearchFilters;
  /** A city named in the text ("pg in bangalore"). */
  city?: CityName;
  /** The words left over, as typed. */
  text: string;
  parts: QueryPart[];
};

const SEPARATORS = new Set(['-', '/']);
const TOKEN = /₹|\d[\d,]*(?:\.\d+)?|[\p{L}\p{N}]+|-|\//gu;
const MAX_TEXT = 200;

const tokenize = (text: string): Token[] =>
  [...text.slice(0, MAX_TEXT).toLowerCase().matchAll(TOKEN)].map((m) => ({
    word: /^\d/.test(m[0]) ? m[0].replaceAll(',', '') : m[0],
    start: m.index,
    end: m.index + m[0].length,
    used: false,
  }));

/** The end (exclusive) of `words` read from token `i` on, skipping separators between them; -1 when absent. */
const matchAt = (tokens: Token[], i: number, words: readonly string[]) => {
  let at = i;
  for (const [n, word] of words.entries()) {
    if (n > 0) while (tokens[at] && SEPARATORS.has(tokens[at]!.word) && !tokens[at]!.used) at += 1;
    const token = tokens[at];
    if (!token || token.used || token.word !== word) return -1;
    at += 1;
  }
  return at;
};

/** The start of `words` ending just before token `end`; -1 when absent. */
const matchBefore = (tokens: Token[], end: number, words: readonly string[]) => {
  const start = end - words.length;
  return start >= 0 && matchAt(tokens, start, words) === end ? start : -1;
};

/** A row's phrases as the value each sets (a choice, or `true` for a yes/no) and its words, longest first. */
const longestFirst = (phrases: readonly (readonly [unknown, ...string[]])[]) =>
  phrases.map(([value, ...words]) => ({ value, words })).sort((a, b) => b.words.length - a.words.length);

/** The table's phrase groups (src/shared/search-filters.ts), read in the order of their rank. */
const PHRASES = [...LOOSE_CHOICE_FILTERS]
  .sort((a, b) => a.words.rank - b.words.rank)
  .map((f) => [f.key, longestFirst(f.words.phrases)] as const);

type Reading = { tokens: Token[]; filters: Record<string, unknown>; parts: QueryPart[] };

const take = (r: Reading, filter: QueryPart['filter'], from: number, to: number, value?: unknown) => {
  for (let k = from; k < to; k += 1) r.tokens[k]!.used = true;
  if (value === undefined) return;
  r.parts.push({ filter, start: r.tokens[from]!.start, end: r.tokens[to - 1]!.end });
  if (filter !== 'rent' && filter !== 'city' && r.filters[filter] === undefined) r.filters[filter] = value;
};

const readPhrases = (r: Reading) => {
  const { tokens } = r;
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i]!.used) continue;
    // "2 bhk", "1rk", "three bedroom"
    const unitAt = tokens[i + 1] && SEPARATORS.has(tokens[i + 1]!.word) ? i + 2 : i + 1;
    const bhk =
      tokens[unitAt] && !tokens[unitAt]!.used ? bhkOf(tokens[i]!.word, tokens[unitAt]!.word) : undefined;
    if (bhk) {
      take(r, 'configuration', i, unitAt + 1, bhk);
      continue;
    }
    for (const [filter, phrases] of PHRASES) {
      const found = phrases.find((p) => matchAt(tokens, i, p.words) !== -1);
      if (found) {
        take(r, filter, i, matchAt(tokens, i, found.words), found.value);
        break;
      }
    }
  }
};

type Amount = { value: number; start: number; end: number; hasUnit: boolean; hasCurrency: boolean };

/** An amount starting at token i: an optional currency, a number, an optional unit. */
const amountAt = (tokens: Token[], i: number): Amount | undefined => {
  let at = i;
  const hasCurrency = Boolean(tokens[at] && !tokens[at]!.used && CURRENCY_WORDS.has(tokens[at]!.word));
  if (hasCurrency) at += 1;
  const number = tokens[at];
  if (!number || number.used || !/^\d/.test(number.word)) return undefined;
  const unit = tokens[at + 1] && !tokens[at + 1]!.used ? AMOUNT_UNITS[tokens[at + 1]!.word] : undefined;
  const value = Number(number.word) * (unit ?? 1);
  if (!Number.isFinite(value)) return undefined;
  return {
    value: Math.round(value),
    start: i,
    end: unit ? at + 2 : at + 1,
    hasUnit: Boolean(unit),
    hasCurrency,
  };
};

const firstMatchBefore = (tokens: Token[], end: number, phrases: readonly (readonly string[])[]) =>
  Math.max(-1, ...phrases.map((p) => matchBefore(tokens, end, p)));
const firstMatchAfter = (tokens: Token[], start: number, phrases: readonly (readonly string[])[]) =>
  Math.max(-1, ...phrases.map((p) => matchAt(tokens, start, p)));

/** "move in with under ₹1,00,000": the budget is the move-in cost (docs/product/listings.md#move-in-cost). */
const MOVE_IN_BEFORE = [
  ['move', 'in', 'with'],
  ['move', 'in', 'cost'],
  ['move', 'in', 'for'],
  ['move', 'in'],
  ['movein'],
];
const MIN_BARE_AMOUNT = 1_000;
const MIN_QUALIFIED_AMOUNT = 100;
const MAX_AMOUNT = 100_000_000;

/** "under 25000", "15-20k", "upto 1.5 lakh", "₹30,000", "25k tak", "above 10000": the first budget wins. */
const readBudget = (r: Reading) => {
  const { tokens } = r;
  for (let i = 0; i < tokens.length; i += 1) {
    let low = amountAt(tokens, i);
    if (!low) continue;
    let to = low.end;
    let high: Amount | undefined;
    const joiner = tokens[to];
    const between = matchBefore(tokens, i, ['between']);
    if (
      joiner &&
      !joiner.used &&
      (RANGE_JOINERS.has(joiner.word) || (between !== -1 && joiner.word === 'and'))
    ) {
      high = amountAt(tokens, to + 1);
      if (high && !low.hasUnit && high.hasUnit) {
        const scale = AMOUNT_UNITS[tokens[high.end - 1]!.word] ?? 1;
        if (low.value * scale <= high.value) low = { ...low, value: low.value * scale, hasUnit: true };
      }
      if (high && high.value >= low.value) to = high.end;
      else high = undefined;
    }
    let from = between !== -1 && high ? between : i;
    let kind: 'at_most' | 'at_least' | 'range' | undefined = high ? 'range' : undefined;
    if (!kind) {
      const before = firstMatchBefore(tokens, i, AT_MOST_BEFORE);
      const after = firstMatchAfter(tokens, to, AT_MOST_AFTER);
      const beforeLeast = firstMatchBefore(tokens, i, AT_LEAST_BEFORE);
      const afterLeast = firstMatchAfter(tokens, to, AT_LEAST_AFTER);
      if (before !== -1 || after !== -1) {
        kind = 'at_most';
        from = before !== -1 ? before : i;
        to = Math.max(to, after);
      } else if (beforeLeast !== -1 || afterLeast !== -1) {
        kind = 'at_least';
        from = beforeLeast !== -1 ? beforeLeast : i;
        to = Math.max(to, afterLeast);
      }
    }
    const plain = !kind;
    const big = low.hasUnit || low.hasCurrency || low.value >= MIN_BARE_AMOUNT;
    if ((plain && !big) || low.value < MIN_QUALIFIED_AMOUNT || (high ?? low).value > MAX_AMOUNT) continue;
    const moveIn = MOVE_IN_BEFORE.map((p) => matchBefore(tokens, from, p)).find((at) => at !== -1);
    if (moveIn !== undefined && kind !== 'at_least' && kind !== 'range') {
      r.filters.max_move_in = low.value;
      take(r, 'max_move_in', moveIn, to, true);
      return;
    }
    if (kind === 'at_least') r.filters.min_rent = low.value;
    else if (kind === 'range') {
      r.filters.min_rent = low.value;
      r.filters.max_rent = high!.value;
    } else r.filters.max_rent = low.value;
    // A budget is monthly; "per day" or "per night" makes it a weekend home's rent by the day.
    const perDay = firstMatchAfter(tokens, to, PER_DAY_AFTER);
    take(r, 'rent', from, Math.max(to, firstMatchAfter(tokens, to, PER_MONTH_AFTER)), true);
    if (perDay !== -1) take(r, 'property_type', to, perDay, 'WEEKEND_HOME');
    return;
  }
};

/** Damerau-Levenshtein distance (adjacent swaps count once), stopping early past `limit`. */
const distance = (a: string, b: string, limit: number) => {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
};

/** How many typing mistakes a word of this length may carry and still name a locality. */
const allowedTypos = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

const CITY_KEYS = new Map<string, CityName>([
  ...CITIES.map((c) => [spellingKey(c.name), c.name] as const),
  ...Object.entries(CITY_ALIASES).map(([alias, name]) => [alias, name as CityName] as const),
]);

type Place = { key: string; name: string; whole: boolean };

/** Places per vocabulary array: the server and the web pass the same array until it changes. */
const placesKept = new WeakMap<readonly string[], { places: Place[]; byKey: Map<string, Place> }>();

/** The localities and the leading words of each ("Andheri" of "Andheri West"). */
const placesOf = (localities: readonly string[]) => {
  const kept = placesKept.get(localities);
  if (kept) return kept;
  const places = new Map<string, Place>();
  for (const locality of localities) {
    const words = locality.trim().split(/\s+/);
    for (let n = words.length; n >= 1; n -= 1) {
      const name = words.slice(0, n).join(' ');
      const key = spellingKey(name);
      const whole = n === words.length;
      if (key.length >= 3 && (!places.has(key) || whole)) places.set(key, { key, name, whole });
    }
  }
  const found = { places: [...places.values()], byKey: places };
  placesKept.set(localities, found);
  return found;
};

const MAX_LOCALITY_WORDS = 3;

/** A locality of the vocabulary named by 1 to 3 consecutive words, with typos forgiven. */
const readLocality = (r: Reading, localities: readonly string[]) => {
  if (localities.length === 0) return;
  const { places, byKey } = placesOf(localities);
  const { tokens } = r;
  let best: { from: number; to: number; place: Place; typos: number } | undefined;
  for (let i = 0; i < tokens.length; i += 1) {
    const words: string[] = [];
    for (let j = i; j < tokens.length && words.length < MAX_LOCALITY_WORDS; j += 1) {
      const token = tokens[j]!;
      if (token.used || FILLER_WORDS.has(token.word) || SEPARATORS.has(token.word)) break;
      words.push(token.word);
      const key = spellingKey(words.join(''));
      if (words.length === 1 && CITY_KEYS.has(key)) break;
      const exact = byKey.get(key);
      const candidate = exact
        ? { place: exact, typos: 0 }
        : places
            .filter((p) => p.whole || p.key.length >= 5)
            .map((place) => ({ place, typos: distance(key, place.key, allowedTypos(key.length)) }))
            .filter((c) => c.typos <= allowedTypos(key.length))
            .sort((a, b) => a.typos - b.typos || b.place.key.length - a.place.key.length)[0];
      if (!candidate) continue;
      const better =
        !best ||
        candidate.typos < best.typos ||
        (candidate.typos === best.typos && j + 1 - i > best.to - best.from);
      if (better) best = { from: i, to: j + 1, ...candidate };
    }
  }
  if (best) take(r, 'locality', best.from, best.to, best.place.name);
};

const readCity = (r: Reading): CityName | undefined => {
  const { tokens } = r;
  for (let i = 0; i < tokens.length; i += 1) {
    for (const n of [2, 1]) {
      const words = tokens.slice(i, i + n);
      if (words.length < n || words.some((t) => t.used)) continue;
      const city = CITY_KEYS.get(spellingKey(words.map((t) => t.word).join('')));
      if (city) {
        take(r, 'city', i, i + n, city);
        return city;
      }
    }
  }
  return undefined;
};

/**
 * Reads typed text as filters. `localities` are the place names a locality may be read
 * from (the server passes the localities of its listings; without them, place names
 * stay free text and the search's typo-tolerant text matching finds them).
 */
export const parseQuery = (text: string, options: { localities?: readonly string[] } = {}): ParsedQuery => {
  const r: Reading = { tokens: tokenize(text), filters: {}, parts: [] };
  readPhrases(r);
  readBudget(r);
  readLocality(r, options.localities ?? []);
  const city = readCity(r);
  const rest = r.tokens.filter((t) => !t.used && !FILLER_WORDS.has(t.word));
  return {
    filters: r.filters as SearchFilters,
    ...(city ? { city } : {}),
    text: rest.map((t) => text.slice(t.start, t.end)).join(' '),
    parts: r.parts.sort((a, b) => a.start - b.start),
  };
};

/** The typed text without one understood phrase (removing its chip). */
export const withoutPart = (text: string, part: Pick<QueryPart, 'start' | 'end'>) =>
  `${text.slice(0, part.start)} ${text.slice(part.end)}`.replace(/\s+/g, ' ').trim();

/**
 * The filters a search runs with: what the text says wins over the chosen filters
 * (typing "pg" overrides a chosen Apartment type), a typed budget replaces the whole
 * rent range, and a choice the resulting property type does not offer is dropped
 * (docs/product/search.md#typed-queries).
 */
export const withTypedFilters = (chosen: SearchFilters, typed: SearchFilters): SearchFilters => {
  const rentTyped = typed.min_rent !== undefined || typed.max_rent !== undefined;
  const merged: SearchFilters = {
    ...chosen,
    ...(rentTyped ? { min_rent: undefined, max_rent: undefined } : {}),
    ...typed,
  };
  const type = merged.property_type;
  const offered = type ? withoutChoicesNotOffered(merged, type) : merged;
  for (const key of Object.keys(offered) as (keyof SearchFilters)[]) {
    if (offered[key] === undefined) delete offered[key];
  }
  return offered;
};
