import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import { DEFAULT_CITY } from '../../../shared/cities.ts';
import { CARD_IMAGE_SIZES } from '../../../shared/photo-srcset.ts';
import { ErrorResponseSchema } from '../../../shared/schemas/common.ts';
import {
  MapSettingsSchema,
  SearchRequestSchema,
  type SearchResponse,
  SearchResponseSchema,
  SimilarListingsQuerySchema,
  SimilarListingsResponseSchema,
} from '../../../shared/schemas/search.ts';
import { PROPERTY_LIST_PARAM, readSearch, searchQueryOf } from '../../../shared/search-params.ts';
import { firstAnswers, photoPreload } from '../../http/first-answers.ts';
import { inView } from '../listings/index.ts';
import { mapSettings } from './map-settings.ts';
import { searchListings } from './service.ts';
import { findSimilarListings } from './similar.ts';
import { searchStructuredData } from './structured-data.ts';

export const searchRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    API.listing.searchProperties,
    {
      schema: {
        tags: ['search'],
        summary: 'Search listings by city, text and filters, one page at a time',
        description:
          'Accepts `{ location, search, filters, sort?, cursor?, limit? }` or a bare filter object with ' +
          '`location` and `search` beside the filters. Pages are keyset-paginated: pass `next_cursor` back as ' +
          '`cursor`. `total` is exact when counting is cheap, otherwise the database estimate ' +
          '(`total_is_estimate: true`). With `view: "card"`, each listing is a card: the keys a card shows, ' +
          'each photo one address with `{size}` for card, sm or md, no description ' +
          '(docs/decisions/0113-card-answers.md, docs/decisions/0120-card-photos-as-one-pattern.md).',
        body: SearchRequestSchema,
        response: { 200: SearchResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const database = app.readsFor(request);
      const found = await searchListings({
        db: database.db,
        storage: app.deps.storage,
        viewerId: request.viewer?.id ?? null,
        request: request.body,
      });
      return { ...found, properties: inView(request.body.view, found.properties) };
    },
  );

  r.get(
    API.map.settings,
    {
      schema: {
        tags: ['search'],
        summary: "The search map's tiles: a raster tile URL and its credit, or null for a plain map",
        response: { 200: MapSettingsSchema },
      },
    },
    async () => mapSettings(app.deps.config),
  );

  r.get(
    API.listing.getSimilarListings,
    {
      schema: {
        tags: ['search'],
        summary:
          'Up to 6 homes like a listing: same city and type, within half the rent and one room either side, the closest first; the nearest others only when none is alike',
        description:
          'With `view=card`, each home is a card, as in searchProperties (docs/decisions/0113-card-answers.md).',
        querystring: SimilarListingsQuerySchema,
        response: { 200: SimilarListingsResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const database = app.readsFor(request);
      const similar = await findSimilarListings({
        db: database.db,
        storage: app.deps.storage,
        viewerId: request.viewer?.id ?? null,
        id: request.query.id,
      });
      return { properties: inView(request.query.view, similar) };
    },
  );

  // The search page, with its first page of results and the first card's photo
  // (docs/decisions/0073-first-answers-in-the-page.md), for the search its address names; a bare
  // /search is the default city with nothing chosen, as a first visit sees it. A property list
  // takes its type from the link that opened it, which the server does not see.
  r.get('/search', { schema: { hide: true } }, async (request, reply) => {
    const params = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length));
    if (params.has(PROPERTY_LIST_PARAM)) return app.renderPage(reply);
    const applied = readSearch(params, DEFAULT_CITY);
    const answers = await firstAnswers(app, request, [
      { url: API.listing.searchProperties, request: searchQueryOf(applied) },
    ]);
    const first = answers.find((answer) => answer.url === API.listing.searchProperties)?.body as
      | SearchResponse
      | undefined;
    const head = { structuredData: searchStructuredData(applied, first, app.deps.config.PUBLIC_URL) };
    return app.renderPage(reply, head, 200, {
      answers,
      preload: photoPreload(first?.properties[0]?.photos[0], CARD_IMAGE_SIZES, true),
      page: 'pages/search/search-page.tsx',
    });
  });
};
