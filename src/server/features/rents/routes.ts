// The rent index's calls (docs/product/api.md#rents): public reads of the figures the
// `rent-index` job computed, answered from the read database when there is one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RENT_API } from '../../../shared/api-rents.ts';
import { ListingStatsSchema } from '../../../shared/schemas/listing-stats.ts';
import {
  CitiesRentsSchema,
  CityRentsQuerySchema,
  CityRentsSchema,
  ListingRentParamsSchema,
  ListingRentSchema,
  RentFiguresSchema,
  RentsQuerySchema,
} from '../../../shared/schemas/rents.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { getCitiesRents } from './cities-service.ts';
import { getCityRents, getListingRent, getRentFigures } from './service.ts';
import { getListingStats } from './stats-service.ts';

const tags = ['rents'];

export const rentsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reads = (request: FastifyRequest) => ({ db: app.readsFor(request).db, now: app.deps.clock.now() });

  r.get(
    RENT_API.figures,
    {
      schema: {
        tags,
        summary: 'The rent index of a city, a locality, a property type and a configuration',
        description:
          'Median, 25th and 75th percentile of rent over live homes and those rented out in the last 12 months ' +
          '(null under 5 homes), the median asking rent of each of the last 12 months, and demand beside supply by ' +
          'rent band. Without `property_type`, the types rented by the month; weekend homes are per day.',
        querystring: RentsQuerySchema,
        response: { 200: RentFiguresSchema, ...errorAnswers(400) },
      },
    },
    async (request) => getRentFigures(reads(request), request.query),
  );

  r.get(
    RENT_API.listing,
    {
      schema: {
        tags,
        summary: "Where a listing's rent sits among homes of its type and configuration",
        description: 'In its locality when the locality has 5 such homes, otherwise in its city.',
        params: ListingRentParamsSchema,
        response: { 200: ListingRentSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => getListingRent(reads(request), request.params.id),
  );

  r.get(
    RENT_API.city,
    {
      schema: {
        tags,
        summary: "A city's rents by locality and configuration (or one locality's beside its city's)",
        querystring: CityRentsQuerySchema,
        response: { 200: CityRentsSchema, ...errorAnswers(400) },
      },
    },
    async (request) => getCityRents(reads(request), request.query),
  );

  r.get(
    RENT_API.cities,
    {
      schema: {
        tags,
        summary: "The 12 cities side by side: each one's rents over its monthly homes, and by configuration",
        description:
          "Every city in the product's order; figures are null under 5 homes, and a configuration is listed " +
          'only with 5 homes or more.',
        response: { 200: CitiesRentsSchema },
      },
    },
    async (request) => getCitiesRents(reads(request)),
  );

  r.get(
    RENT_API.listingStats,
    {
      schema: {
        tags,
        summary: "A listing's numbers for its poster: the last 30 days, day by day, with suggestions",
        description:
          'Shown in search results and home sections, page views, saves to wishlists, contacts opened, ' +
          'conversations begun and viewings booked, per India day, today last; suggestions computed from live ' +
          'homes like it. Only its poster or an admin.',
        params: ListingRentParamsSchema,
        response: { 200: ListingStatsSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getListingStats({
        db: app.deps.database.db,
        viewer: request.viewer,
        id: request.params.id,
        now: app.deps.clock.now(),
        tally: app.deps.tally,
      }),
  );
};
