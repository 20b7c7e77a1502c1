// The free-text part of search's SQL: each word as ILIKE patterns over the head
// (title, locality, city) and the description, which the trigram indexes answer,
// and the relevance tiers built from them.
import { type SQL, sql } from 'drizzle-orm';
import type { SearchFilters } from '../../../shared/schemas/search.ts';
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
export const matches = (texts: SQL[], patterns: string[]) =>
  or(texts.flatMap((text) => patterns.map((p) => sql`${text} ilike ${p}`)));

const exactPatterns = (word: SearchWord) =>
  word.short ? [`${escapeLike(word.text)}%`, `% ${escapeLike(word.text)}%`] : [`%${escapeLike(word.text)}%`];
const alternativePatterns = (word: SearchWord) => word.alternatives.map((a) => `%${escapeLike(a)}%`);

const allInHead = (words: SearchWord[]) => and(words.map((w) => matches([HEAD], exactPatterns(w))));
const allInText = (words: SearchWord[]) =>
  and(words.map((w) => matches([HEAD, DESCRIPTION], exactPatterns(w))));
const allCloseInText = (words: SearchWord[]) =>
  and(words.map((w) => matches([HEAD, DESCRIPTION], [...exactPatterns(w), ...alternativePatterns(w)])));

/** Exactly the rows of one tier (or of any tier). */
export const tierCondition = (tier: TextTier, words: SearchWord[]) => {
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
 * row (some corrected spelling).
 */
export const textIndexCondition = (tier: TextTier, words: SearchWord[]) => {
  if (words.length === 0) return undefined;
  switch (tier) {
    case 'head':
      return allInHead(words);
    case 'description':
      return and([allInText(words), or(words.map((w) => matches([DESCRIPTION], exactPatterns(w))))]);
    case 'typo':
      return and([
        allCloseInText(words),
        or(
          words
            .filter((w) => w.alternatives.length)
            .map((w) => matches([HEAD, DESCRIPTION], alternativePatterns(w))),
        ),
      ]);
    case 'any':
      return allCloseInText(words);
    default:
      return tier satisfies never;
  }
};

/** The locality box: the locality, or a landmark named in the description. */
export const localityPattern = (f: SearchFilters) => (f.locality ? `%${escapeLike(f.locality)}%` : undefined);
