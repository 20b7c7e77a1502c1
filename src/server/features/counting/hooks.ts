// Counting answers as they go out, whether the route's handler made them or the public cache
// sent a kept one (http/public-cache.ts skips the handler): a made answer is counted from its
// object before it is written; a kept one from its text, read once per kept answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../../shared/api.ts';
import type { GetListingsResponse } from '../../../shared/schemas/listing.ts';
import type { SearchRequest, SearchResponse } from '../../../shared/schemas/search.ts';
import type { Tally } from '../../platform/counting-tally.ts';
import { countHomeSections, countSearchAnswer } from './answers.ts';
import { isBot } from './bots.ts';

const COUNTED_ROUTES = new Set<string>([API.listing.searchProperties, API.listing.getListings]);
/** Kept answers read back into objects, by their text: as many as the public cache keeps. */
const READ_MAX = 2_500;

const countAnswer = (tally: Tally, request: FastifyRequest, answer: unknown, now: Date) => {
  if (request.routeOptions.url === API.listing.searchProperties) {
    countSearchAnswer(tally, request.body as SearchRequest, answer as SearchResponse, now);
  } else countHomeSections(tally, answer as GetListingsResponse, now);
};

const counts = (request: FastifyRequest) =>
  COUNTED_ROUTES.has(request.routeOptions.url ?? '') && !isBot(request.headers['user-agent']);

export const registerCounting = (app: FastifyInstance, tally: Tally, now: () => Date) => {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode === 200 && counts(request)) countAnswer(tally, request, payload, now());
    done(null, payload);
  });
};

/** For the public cache: counts a kept answer it sends in place of the handler. */
export const keptAnswerCounter = (tally: Tally, now: () => Date) => {
  const read = new Map<string, unknown>();
  return (request: FastifyRequest, body: string) => {
    if (!counts(request)) return;
    let answer = read.get(body);
    if (answer === undefined) {
      if (read.size >= READ_MAX) read.delete(read.keys().next().value!);
      answer = JSON.parse(body) as unknown;
      read.set(body, answer);
    }
    countAnswer(tally, request, answer, now());
  };
};
