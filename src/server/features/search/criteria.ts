// A search request as the criteria the store queries: both body shapes merged, the
// text read as filters (docs/product/search.md#typed-queries), and typo alternatives
// found for the words left.
import { RENT_SLIDER } from '../../../shared/constants.ts';
import { parseQuery, withTypedFilters } from '../../../shared/query-parser.ts';
import type { SearchRequest } from '../../../shared/schemas/search.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badInput } from '../../http/errors.ts';
import type { SearchCriteria } from './store.ts';
import { MIN_CORRECTABLE_LENGTH, withAlternatives, wordsOf } from './text.ts';
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
    city: chosen.city ?? typed?.city,
    text: [locality, typed?.text].filter(Boolean).join(' '),
    filters,
    understood: { filters: typed?.filters ?? {}, text: typed?.text ?? '' },
    /** As sent, before the text was read: what a way out of an empty result changes. */
    sent: { text: chosen.text, filters: chosen.filters, parts: typed?.parts ?? [] },
  };
};

export type Asked = Awaited<ReturnType<typeof askedOf>>;

export const criteriaOf = async (db: DbOrTx, request: SearchRequest) => {
  const asked = await askedOf(db, request);
  const words = wordsOf(asked.text);
  const correctable = words.filter((w) => w.length >= MIN_CORRECTABLE_LENGTH);
  const matches = correctable.length ? await findCloseTerms(db, correctable) : [];
  const criteria: SearchCriteria = {
    city: asked.city,
    filters: asked.filters,
    words: withAlternatives(words, matches),
  };
  return { asked, criteria };
};
