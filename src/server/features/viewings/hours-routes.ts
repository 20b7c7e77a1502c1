// The poster's visiting hours and blocked days, and a listing's free times
// (docs/product/api.md#viewings). Hours and blocked days are the caller's own: another
// poster's listing is not found (404). Anyone may read a live listing's times.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VIEWING_API } from '../../../shared/api-conversations.ts';
import {
  BlockedDayBodySchema,
  HoursQuerySchema,
  SetHoursBodySchema,
  SlotsQuerySchema,
  SlotsResponseSchema,
  ViewingHoursResponseSchema,
} from '../../../shared/schemas/viewing.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { getViewingHours, listViewingSlots, setViewingBlockedDay, setViewingHours } from './hours-service.ts';

const tags = ['viewings'];

export const viewingHoursRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get(
    VIEWING_API.hours,
    {
      schema: {
        tags,
        summary: "The caller's visiting hours: of one of their listings, or for all (`all` or left out)",
        querystring: HoursQuerySchema,
        response: { 200: ViewingHoursResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => getViewingHours({ deps, viewer: request.viewer, listingId: request.query.listing_id }),
  );

  r.put(
    VIEWING_API.hours,
    {
      schema: {
        tags,
        summary: 'Set when people may come to see a listing, or all the caller’s listings',
        description:
          '`listing_id` "all" or left out sets the hours of every listing of the caller, replacing each ' +
          'listing’s own; a listing id sets that listing’s. Viewings already booked stay.',
        body: SetHoursBodySchema,
        response: { 200: ViewingHoursResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => setViewingHours({ deps, viewer: request.viewer, body: request.body }),
  );

  r.post(
    VIEWING_API.blockedDays,
    {
      schema: {
        tags,
        summary: 'Block a day (no visits) or open it again, for one listing or all the caller’s listings',
        body: BlockedDayBodySchema,
        response: { 200: ViewingHoursResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => setViewingBlockedDay({ deps, viewer: request.viewer, body: request.body }),
  );

  r.get(
    VIEWING_API.slots,
    {
      schema: {
        tags,
        summary: 'A live listing’s visiting times of the next 14 days, India time, with the places left',
        querystring: SlotsQuerySchema,
        response: { 200: SlotsResponseSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => listViewingSlots({ deps, listingId: request.query.listing_id }),
  );
};
