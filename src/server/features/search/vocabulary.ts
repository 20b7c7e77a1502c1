// The words typo correction may suggest: every word of the localities listings use,
// plus the product's own words. Reading the localities costs one index probe per
// locality, so the list is kept per database and read again when a newer listing
// appears (the correction query reports the newest id) or after a minute at most.
import type { DbOrTx } from '../../db/client.ts';
import { findVocabularyMatches, listLocalities } from './store.ts';
import { PRODUCT_WORDS, type VocabularyMatch, wordsOf } from './text.ts';

const MAX_AGE_MS = 60_000;

type Vocabulary = { newestId: number; terms: string[]; localities: string[]; readAt: number };
const vocabularies = new WeakMap<object, Vocabulary>();

const readVocabulary = async (db: DbOrTx): Promise<Vocabulary> => {
  const { newestId, localities } = await listLocalities(db);
  const localityWords = localities.flatMap((locality) => wordsOf(locality)).filter((w) => w.length >= 3);
  const vocabulary = {
    newestId,
    localities,
    terms: [...new Set([...localityWords, ...PRODUCT_WORDS])],
    readAt: Date.now(),
  };
  vocabularies.set(db, vocabulary);
  return vocabulary;
};

/** Vocabulary terms close to each word (pg_trgm similarity of at least 0.3). */
export const findCloseTerms = async (db: DbOrTx, words: string[]): Promise<VocabularyMatch[]> => {
  const known = vocabularies.get(db);
  const vocabulary = known && Date.now() - known.readAt < MAX_AGE_MS ? known : await readVocabulary(db);
  const found = await findVocabularyMatches(db, words, vocabulary.terms);
  if (found.newestId === vocabulary.newestId) return found.matches;
  return (await findVocabularyMatches(db, words, (await readVocabulary(db)).terms)).matches;
};

/**
 * The localities of the listings, for reading a typed locality
 * (docs/product/search.md#typed-queries); at most a minute old.
 */
export const knownLocalities = async (db: DbOrTx): Promise<string[]> => {
  const known = vocabularies.get(db);
  if (known && Date.now() - known.readAt < MAX_AGE_MS) return known.localities;
  return (await readVocabulary(db)).localities;
};
