// A search request as the criteria the store queries: both body shapes merged, the
// text read as filters (docs/product/search.md#typed-queries), and typo alternatives
// found for the words left.
import { RENT_SLIDER } from '../../../shared/constants.ts';
import { citiesOfLocality, localityCentre } from '../../../shared/locality-centres.ts';
import { type ParsedQuery, parseQuery, withoutPart, withTypedFilters } from '../../../shared/query-parser.ts';
import type { CitySwitched, SearchRequest } from '../../../shared/schemas/search.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badInput } from '../../http/errors.ts';
import type { SearchCriteria } from './shapes.ts';
import { MIN_CORRECTABLE_LENGTH, type VocabularyMatch, withAlternatives, wordsOf } from './text.ts';
import { findCloseTerms, knownLocalities } from './vocabulary.ts';

/** Both body shapes as one criteria set; a filter inside `filters` wins over the same one at the top level. */
export const chosenOf = (input: SearchRequest) => {
  const { location, city, search, filters, sort, cursor, limit, user_id, email, ...topLevel } = input;
  void user_id;
  void email;
  const merged = { ...topLevel, ...filters };
  for (const key of Object.keys(merged) as (keyof typeof merged)[]) {
    if (merged[key] === undefined) delete merged[key];
  }
  return { city: location ?? city, text: search ?? '', filters: merged, sort, cursor, limit };
};

/**
 * A locality of another of the cities moves the search there, for this search only
 * (docs/product/search.md#a-locality-of-another-city): when the chosen city has no locality
 * of that name, not even one it starts or that starts with it, and exactly one other city does. The answer says so, with the search that stays in the
 * chosen city: the text and filters without the locality.
 */
const switchedCity = (
  chosen: ReturnType<typeof chosenOf>,
  typed: ParsedQuery | undefined,
  locality: string | undefined,
): CitySwitched | undefined => {
  if (!chosen.city || !locality || localityCentre(chosen.city, locality)) return undefined;
  const cities = citiesOfLocality(locality);
  const [to] = cities;
  if (cities.length !== 1 || !to || to === chosen.city) return undefined;
  const { locality: _locality, ...filters } = chosen.filters;
  const search = (typed?.parts ?? [])
    .filter((part) => part.filter === 'locality')
    .reduceRight((text, part) => withoutPart(text, part), chosen.text);
  return { from: chosen.city, to, locality, search, filters };
};

/**
 * The chosen filters with what the text names (docs/product/search.md#typed-queries):
 * "1bhk koramangala under 25000" searches 1BHKs up to ₹25,000 for "koramangala", and a
 * typed "pg" overrides a chosen Apartment type. A typed locality stays text, spelled
 * as the listings spell it, so relevance still ranks title and locality matches first;
 * it replaces a chosen locality.
 */
const askedOf = async (db: DbOrTx, input: SearchRequest) => {
  const chosen = chosenOf(input);
  const typed = chosen.text ? parseQuery(chosen.text, { localities: await knownLocalities(db) }) : undefined;
  const { locality, ...typedFilters } = typed?.filters ?? {};
  const filters = withTypedFilters(chosen.filters, typedFilters);
  if (locality) delete filters.locality;
  const citySwitched = switchedCity(chosen, typed, locality ?? filters.locality);
  if (filters.max_rent !== undefined && filters.max_rent >= RENT_SLIDER.max) delete filters.max_rent;
  if (
    filters.min_rent !== undefined &&
    filters.max_rent !== undefined &&
    filters.max_rent < filters.min_rent
  ) {
    throw badInput('max_rent', 'max_rent must not be less than min_rent');
  }
  return {
    ...chosen,
    city: citySwitched?.to ?? chosen.city ?? typed?.city,
    citySwitched,
    text: [locality, typed?.text].filter(Boolean).join(' '),
    filters,
    understood: { filters: typed?.filters ?? {}, text: typed?.text ?? '' },
    /** As sent, before the text was read: what a way out of an empty result changes. */
    sent: { text: chosen.text, filters: chosen.filters, parts: typed?.parts ?? [] },
  };
};

export type Asked = Awaited<ReturnType<typeof askedOf>>;

/** Looks up the vocabulary terms close to some words: findCloseTerms, or a memo of it. */
export type CloseTerms = (words: string[]) => Promise<VocabularyMatch[]>;

/**
 * The vocabulary looked up once per word for many searches made of the same words (the ways out
 * of one empty result), instead of a statement for each search.
 */
export const closeTermsOnce = (db: DbOrTx): CloseTerms => {
  const known = new Map<string, VocabularyMatch[]>();
  return async (words) => {
    const missing = [...new Set(words.filter((word) => !known.has(word)))];
    if (missing.length > 0) {
      const found = await findCloseTerms(db, missing);
      for (const word of missing)
        known.set(
          word,
          found.filter((match) => match.word === word),
        );
    }
    return words.flatMap((word) => known.get(word) ?? []);
  };
};

export const criteriaOf = async (
  db: DbOrTx,
  request: SearchRequest,
  closeTerms: CloseTerms = (words) => findCloseTerms(db, words),
) => {
  const asked = await askedOf(db, request);
  const words = wordsOf(asked.text);
  const correctable = words.filter((w) => w.length >= MIN_CORRECTABLE_LENGTH);
  const matches = correctable.length ? await closeTerms(correctable) : [];
  const criteria: SearchCriteria = {
    city: asked.city,
    filters: asked.filters,
    words: withAlternatives(words, matches),
  };
  return { asked, criteria };
};
