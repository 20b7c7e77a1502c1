// What an answer counts (docs/decisions/0116-counting-in-batches.md): each card of a search page
// or a home section is an impression; the first page of a search is one search, by the city it
// ran in, the locality it named (a filter, or typed text read as one) and the band of its budget.
import { DEFAULT_CITY } from '../../../shared/cities.ts';
import type { GetListingsResponse } from '../../../shared/schemas/listing.ts';
import { budgetBandOf } from '../../../shared/schemas/rents.ts';
import type { SearchRequest, SearchResponse } from '../../../shared/schemas/search.ts';
import type { Tally } from '../../platform/counting-tally.ts';

export const countSearchAnswer = (
  tally: Tally,
  request: SearchRequest,
  answer: SearchResponse,
  now: Date,
) => {
  tally.impressions(
    answer.properties.map((listing) => listing.id),
    now,
  );
  if (request.cursor) return;
  const asked = { ...request, ...request.filters };
  const typed = answer.understood.filters;
  const city = answer.city_switched?.to ?? asked.location ?? asked.city ?? DEFAULT_CITY;
  const locality = (answer.city_switched?.locality ?? asked.locality ?? typed.locality ?? '').trim();
  tally.search({ city, locality, rentBand: budgetBandOf(asked.max_rent ?? typed.max_rent) }, now);
};

export const countHomeSections = (tally: Tally, answer: GetListingsResponse, now: Date) =>
  tally.impressions(
    [...answer.recommended, ...answer.best_deals, ...answer.weekend_home].map((listing) => listing.id),
    now,
  );
