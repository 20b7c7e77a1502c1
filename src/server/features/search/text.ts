// Free text as search reads it: words matched case-insensitively anywhere in a
// listing's title, locality, city and description. Words of 3 letters or more match
// as substrings through the trigram indexes; shorter ones match the start of a word.
// A word that is not a known place or product word may be a typo: the closest
// vocabulary words by trigram similarity become its alternatives.
import { CITIES } from '../../../shared/cities.ts';
import { CONFIGURATIONS, FURNISHINGS, LISTED_BY, PROPERTY_TYPES } from '../../../shared/enums.ts';

export type SearchWord = {
  text: string;
  /** Under 3 letters: matched as the start of a word, never corrected. */
  short: boolean;
  /** Spellings the word probably meant ('andhwri' -> 'andheri'). */
  alternatives: string[];
};

const MAX_WORDS = 6;
const MAX_WORD_LENGTH = 40;
/** Words shorter than this are too ambiguous to correct. */
export const MIN_CORRECTABLE_LENGTH = 4;

/** Lower-cased words of the text, in order, without repeats. */
export const wordsOf = (text: string): string[] => {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
};

const splitWords = (labels: readonly string[]) =>
  labels.flatMap((label) => label.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);

/** Words of titles and cities that are not localities (those come from the listings). */
export const PRODUCT_WORDS = [
  ...new Set(
    splitWords([
      ...PROPERTY_TYPES.map((t) => t.label),
      ...CONFIGURATIONS.map((c) => c.label),
      ...FURNISHINGS.map((f) => f.formLabel),
      ...LISTED_BY.map((l) => l.label),
      ...CITIES.map((c) => c.name),
      'flat',
      'room',
      'house',
      'hostel',
      'studio',
      'villa',
    ]),
  ),
];

export type VocabularyMatch = { word: string; term: string; score: number };

/**
 * The words with their alternatives: a word found in the vocabulary is taken as
 * written; otherwise the best-scoring vocabulary words become alternatives, leaving
 * out those that contain the word (its substring match finds them already).
 */
export const withAlternatives = (words: string[], matches: VocabularyMatch[]): SearchWord[] =>
  words.map((text) => {
    const short = text.length < 3;
    const mine = matches.filter((m) => m.word === text);
    if (short || text.length < MIN_CORRECTABLE_LENGTH || mine.some((m) => m.term === text)) {
      return { text, short, alternatives: [] };
    }
    const best = Math.max(0, ...mine.map((m) => m.score));
    const alternatives = mine
      .filter((m) => m.score >= best - 1e-6 && !m.term.includes(text))
      .map((m) => m.term)
      .sort()
      .slice(0, 3);
    return { text, short, alternatives };
  });
