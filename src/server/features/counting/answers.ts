// What an answer counts (docs/decisions/0116-counting-in-batches.md): each card of a search page
// or a home section is an impression; the first page of a search is one search, by the city it
// ran in, the locality it named (a filter, or typed text read as one) and the band of its budget.
import { DEFAULT_CITY } from '../../../shared/cities.ts';
import type { GetListingsResponse } from '../../../shared/schemas/listing.ts';
import { budgetBandOf } from '../../../shared/schemas/rents.ts';
import type { SearchRequest, SearchResponse } from '../../../shared/schemas/search.ts';
import type { Counter, Tally } from '../../platform/counting-tally.ts';

/**
 * What counting needs of an answer, and all it keeps of a kept one: the listings it showed and,
 * for a search, what the search was read as and the city it moved to, if it moved.
 */
export type Shown = {
  ids: number[];
  typed?: { locality?: string | undefined; maxRent?: number | undefined };
  switched?: { to: string; locality: string } | undefined;
};

export const shownBySearch = (answer: SearchResponse): Shown => ({
  ids: answer.properties.map((listing) => listing.id),
  typed: { locality: answer.understood.filters.locality, maxRent: answer.understood.filters.max_rent },
  switched: answer.city_switched && { to: answer.city_switched.to, locality: answer.city_switched.locality },
});

export const shownByHomeSections = (answer: GetListingsResponse): Shown => ({
  ids: [...answer.recommended, ...answer.best_deals, ...answer.weekend_home].map((listing) => listing.id),
});

/** `counter` is asked only for a first page, the one a search counts on. */
export const countSearchAnswer = (
  tally: Tally,
  request: SearchRequest,
  shown: Shown,
  now: Date,
  counter: () => Counter | undefined = () => undefined,
) => {
  tally.impressions(shown.ids, now);
  if (request.cursor) return;
  const asked = { ...request, ...request.filters };
  const city = shown.switched?.to ?? asked.location ?? asked.city ?? DEFAULT_CITY;
  const locality = (shown.switched?.locality ?? asked.locality ?? shown.typed?.locality ?? '').trim();
  tally.search(
    { city, locality, rentBand: budgetBandOf(asked.max_rent ?? shown.typed?.maxRent) },
    now,
    counter(),
  );
};
