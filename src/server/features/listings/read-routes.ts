// The listing calls anyone may make to read listings (docs/product/api.md#listings; paths in
// API.listing): the home sections, categories and figures, one listing, a city's list.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import { ErrorResponseSchema } from '../../../shared/schemas/common.ts';
import {
  GetCategoriesResponseSchema,
  GetCountResponseSchema,
  GetListingByIdResponseSchema,
  GetListingsQuerySchema,
  GetListingsResponseSchema,
  GetPropertyListQuerySchema,
  GetPropertyListResponseSchema,
  GetStatsResponseSchema,
  ListingIdQuerySchema,
  LocationQuerySchema,
} from '../../../shared/schemas/listing.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { inView } from './listing-dto.ts';
import {
  countCityListings,
  getCategories,
  getHomeSections,
  getHomeStats,
  getListing,
  getPropertyList,
} from './service.ts';

const tags = ['listings'];
const errors = errorAnswers(400, 401, 403, 404);

export const listingReadRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reads = (request: FastifyRequest) => app.readsFor(request).db;
  const { storage, clock } = app.deps;

  r.get(
    API.listing.getListings,
    {
      schema: {
        tags,
        summary: 'Home sections of a city: recommended, best_deals, weekend_home (5 each)',
        description:
          'With `section`, that section holds all its listings (up to 100) and the others are empty. ' +
          'With `view=card`, each listing is a card: the keys a card shows, each photo one address with ' +
          '`{size}` for card, sm or md, no description (docs/decisions/0113-card-answers.md, ' +
          'docs/decisions/0120-card-photos-as-one-pattern.md).',
        querystring: GetListingsQuerySchema,
        response: { 200: GetListingsResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const sections = await getHomeSections({
        db: reads(request),
        storage,
        viewer: request.viewer,
        city: request.query.location,
        section: request.query.section,
      });
      const view = request.query.view;
      return {
        recommended: inView(view, sections.recommended),
        best_deals: inView(view, sections.best_deals),
        weekend_home: inView(view, sections.weekend_home),
      };
    },
  );

  r.get(
    API.listing.getCategories,
    {
      schema: {
        tags,
        summary: 'Property types for the home chips',
        querystring: LocationQuerySchema.partial(),
        response: { 200: GetCategoriesResponseSchema },
      },
    },
    async (request) => ({ categories: await getCategories({ db: reads(request) }) }),
  );

  r.get(
    API.listing.getCount,
    {
      schema: {
        tags,
        summary: 'Number of live listings in a city',
        querystring: LocationQuerySchema,
        response: { 200: GetCountResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => ({
      anotherData: [
        {
          count_all: await countCityListings({
            db: reads(request),
            city: request.query.location,
            now: clock.now(),
          }),
        },
      ],
    }),
  );

  r.get(
    API.listing.getStats,
    {
      schema: {
        tags,
        summary: 'Home figures: registered users, live listings, cities with live listings',
        response: { 200: GetStatsResponseSchema },
      },
    },
    async (request) => getHomeStats({ db: reads(request), now: clock.now() }),
  );

  r.get(
    API.listing.getListingById,
    {
      schema: {
        tags,
        summary: 'One live listing, with the caller’s wishlisted and isVisited flags',
        querystring: ListingIdQuerySchema,
        response: { 200: GetListingByIdResponseSchema, ...errors },
      },
    },
    async (request) => ({
      propertyListing: await getListing({
        db: reads(request),
        storage,
        viewer: request.viewer,
        id: request.query.id,
      }),
    }),
  );

  r.get(
    API.listing.getPropertyList,
    {
      schema: {
        tags,
        summary: 'Live listings of a city, newest first, optionally of one property type (up to 100)',
        description: 'With `view=card`, each listing is a card (docs/decisions/0113-card-answers.md).',
        querystring: GetPropertyListQuerySchema,
        response: { 200: GetPropertyListResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => ({
      properties: inView(
        request.query.view,
        await getPropertyList({
          db: reads(request),
          storage,
          viewer: request.viewer,
          city: request.query.location,
          propertyType: request.query.property_type,
        }),
      ),
    }),
  );
};
