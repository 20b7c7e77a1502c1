// The free-text part of search's SQL: each word as ILIKE patterns over the head
// (title, locality, city) and the description, which the trigram indexes answer,
// and the relevance tiers built from them.
import { type SQL, sql } from 'drizzle-orm';
import { LISTING_SEARCH_HEAD } from '../../db/schema.ts';
import type { SearchWord } from './text.ts';

export const HEAD = sql.raw(LISTING_SEARCH_HEAD);
export const DESCRIPTION = sql.raw('description');

/**
 * Relevance tiers, best first: every word in the title, locality or city; every word
 * somewhere (some only in the description); only through a typo correction.
 */
export const TEXT_TIERS = ['head', 'description', 'typo'] as const;
export type TextTier = (typeof TEXT_TIERS)[number] | 'any';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const and = (conditions: (SQL | false | undefined)[]) => {
  const present = conditions.filter((c): c is SQL => Boolean(c));
  return present.length ? sql`(${sql.join(present, sql` and `)})` : sql`true`;
};
const or = (conditions: SQL[]) =>
  conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
/** Any of the patterns in any of the texts. */
export const matches = (texts: SQL[], patterns: unknown[]) =>
  or(texts.flatMap((text) => patterns.map((p) => sql`${text} ilike ${p}`)));

/**
 * A word as a statement holds it: placeholders for its patterns, as the word matches exactly
 * (one, or two for a short word) and through each spelling it probably meant.
 */
export type PatternWord = { exact: unknown[]; close: unknown[]; short: boolean };

const exactPatterns = (word: SearchWord) =>
  word.short ? [`${escapeLike(word.text)}%`, `% ${escapeLike(word.text)}%`] : [`%${escapeLike(word.text)}%`];
const closePatterns = (word: SearchWord) => word.alternatives.map((a) => `%${escapeLike(a)}%`);

/** What the text of a statement depends on in the words: how many patterns each has. */
export const wordsShape = (words: SearchWord[]) =>
  words.map((w) => `${w.short ? 2 : 1}.${w.alternatives.length}`).join(',');

const patternName = (prefix: string, word: number, kind: 'e' | 'c', n: number) =>
  `${prefix}w${word}${kind}${n}`;

/** The words of a statement being built: a placeholder for each pattern, named by `prefix`. */
export const wordPlaceholders = (words: SearchWord[], prefix: string): PatternWord[] =>
  words.map((word, i) => ({
    short: word.short,
    exact: exactPatterns(word).map((_, n) => sql.placeholder(patternName(prefix, i, 'e', n))),
    close: closePatterns(word).map((_, n) => sql.placeholder(patternName(prefix, i, 'c', n))),
  }));

/** The values of wordPlaceholders' placeholders. */
export const wordValues = (words: SearchWord[], prefix: string) => {
  const values: Record<string, string> = {};
  for (const [i, word] of words.entries()) {
    for (const [n, pattern] of exactPatterns(word).entries())
      values[patternName(prefix, i, 'e', n)] = pattern;
    for (const [n, pattern] of closePatterns(word).entries())
      values[patternName(prefix, i, 'c', n)] = pattern;
  }
  return values;
};

const allInHead = (words: PatternWord[]) => and(words.map((w) => matches([HEAD], w.exact)));
const allInText = (words: PatternWord[]) => and(words.map((w) => matches([HEAD, DESCRIPTION], w.exact)));
const allCloseInText = (words: PatternWord[]) =>
  and(words.map((w) => matches([HEAD, DESCRIPTION], [...w.exact, ...w.close])));

/** Exactly the rows of one tier (or of any tier). */
export const tierCondition = (tier: TextTier, words: PatternWord[]) => {
  if (words.length === 0) return undefined;
  switch (tier) {
    case 'head':
      return allInHead(words);
    case 'description':
      return and([allInText(words), sql`not ${allInHead(words)}`]);
    case 'typo':
      return and([allCloseInText(words), sql`not ${allInText(words)}`]);
    case 'any':
      return allCloseInText(words);
    default:
      return tier satisfies never;
  }
};

/**
 * A superset of a tier's rows that the trigram indexes answer alone: the words, plus
 * what a description-tier row must have (some word in the description) or a typo-tier
 * row (some corrected spelling). A word under 3 letters gives the indexes no trigram to
 * narrow by (its pattern 't%' finds nearly every listing), so it is left to the tier's
 * own condition; undefined when no word is left (docs/decisions/0128-short-words-are-walked.md).
 */
export const textIndexCondition = (tier: TextTier, words: PatternWord[]) => {
  const indexed = words.filter((w) => !w.short);
  if (indexed.length === 0) return undefined;
  switch (tier) {
    case 'head':
      return allInHead(indexed);
    case 'description':
      // The word found only in the description may be a short one: then any row with the words qualifies.
      return indexed.length < words.length
        ? allInText(indexed)
        : and([allInText(indexed), or(indexed.map((w) => matches([DESCRIPTION], w.exact)))]);
    case 'typo':
      // Only words of 4 letters or more are corrected, so every corrected spelling is in `indexed`.
      return and([
        allCloseInText(indexed),
        or(indexed.filter((w) => w.close.length).map((w) => matches([HEAD, DESCRIPTION], w.close))),
      ]);
    case 'any':
      return allCloseInText(indexed);
    default:
      return tier satisfies never;
  }
};

/** The locality box's pattern: the locality, or a landmark named in the description. */
export const localityPattern = (locality: string) => `%${escapeLike(locality)}%`;
