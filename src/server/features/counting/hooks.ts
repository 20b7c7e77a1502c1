// Counting answers as they go out, whether the route's handler made them or the public cache
// sent a kept one (http/public-cache.ts skips the handler): a made answer is counted from its
// object before it is written; a kept one from its text, read once per kept answer.
import type { FastifyInstance, FastifyRequest, preSerializationHookHandler } from 'fastify';
import { API } from '../../../shared/api.ts';
import type { GetListingsResponse } from '../../../shared/schemas/listing.ts';
import type { SearchRequest, SearchResponse } from '../../../shared/schemas/search.ts';
import type { Counter, Tally } from '../../platform/counting-tally.ts';
import { countSearchAnswer, type Shown, shownByHomeSections, shownBySearch } from './answers.ts';
import { isBot } from './bots.ts';

const COUNTED_ROUTES = new Set<string>([API.listing.searchProperties, API.listing.getListings]);
/** Kept answers read back, by their text: as many as the public cache keeps. */
const READ_MAX = 2_500;

const isSearch = (request: FastifyRequest) => request.routeOptions.url === API.listing.searchProperties;

const shownBy = (request: FastifyRequest, answer: unknown) =>
  isSearch(request)
    ? shownBySearch(answer as SearchResponse)
    : shownByHomeSections(answer as GetListingsResponse);

/** Who a search is counted for, once a day per search (features/counting/counter.ts). */
type CounterOf = (request: FastifyRequest) => Counter;

const countShown = (
  tally: Tally,
  request: FastifyRequest,
  shown: Shown,
  now: Date,
  counterOf?: CounterOf,
) => {
  if (isSearch(request))
    countSearchAnswer(tally, request.body as SearchRequest, shown, now, () => counterOf?.(request));
  else tally.impressions(shown.ids, now);
};

const counts = (request: FastifyRequest) =>
  COUNTED_ROUTES.has(request.routeOptions.url ?? '') && !isBot(request.headers['user-agent']);

/**
 * Counts the answers the counted routes make. The hook is the routes' own: a hook for every route
 * would put each answer of the server through one more step before it is written, which under
 * bench:load cost more than counting itself (docs/benchmarks.md#load-what-counting-costs).
 * Register it before the routes.
 */
export const registerCounting = (
  app: FastifyInstance,
  tally: Tally,
  now: () => Date,
  counterOf?: CounterOf,
) => {
  const count: preSerializationHookHandler<unknown> = (request, reply, payload, done) => {
    if (reply.statusCode === 200 && counts(request))
      countShown(tally, request, shownBy(request, payload), now(), counterOf);
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (!COUNTED_ROUTES.has(route.url)) return;
    const own = route.preSerialization;
    route.preSerialization = own === undefined ? [count] : [...(Array.isArray(own) ? own : [own]), count];
  });
};

/**
 * For the public cache: counts a kept answer it sends in place of the handler. Only what counting
 * needs of each answer read is kept, not the answer read back: a few thousand whole answers held
 * as objects made the server's heap about 100 MB larger under bench:load
 * (docs/benchmarks.md#load-what-counting-costs).
 */
export const keptAnswerCounter = (tally: Tally, now: () => Date, counterOf?: CounterOf) => {
  const read = new Map<string, Shown>();
  return (request: FastifyRequest, body: string) => {
    if (!counts(request)) return;
    let shown = read.get(body);
    if (shown === undefined) {
      if (read.size >= READ_MAX) read.delete(read.keys().next().value!);
      shown = shownBy(request, JSON.parse(body));
      read.set(body, shown);
    }
    countShown(tally, request, shown, now(), counterOf);
  };
};
