// Booked viewings, "Book a visit" (docs/product/api.md#viewings). Identity comes from the
// session; nobody reads or changes a viewing they are not a side of (404).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VIEWING_API } from '../../../shared/api-conversations.ts';
import {
  BookViewingBodySchema,
  CalendarFileSchema,
  CancelViewingBodySchema,
  MoveViewingBodySchema,
  ViewingOutcomeBodySchema,
  ViewingParamsSchema,
  ViewingResponseSchema,
  ViewingsResponseSchema,
} from '../../../shared/schemas/viewing.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import {
  bookViewing,
  cancelViewing,
  listViewings,
  moveViewing,
  setViewingOutcome,
  viewingCalendar,
} from './service.ts';

const tags = ['viewings'];
const params = ViewingParamsSchema;

export const viewingsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get(
    VIEWING_API.list,
    {
      schema: {
        tags,
        summary: "The caller's viewings, as seeker and as poster: upcoming first",
        response: { 200: ViewingsResponseSchema, ...errorAnswers(401) },
      },
    },
    async (request) => listViewings({ deps, viewer: request.viewer }),
  );

  r.post(
    VIEWING_API.list,
    {
      schema: {
        tags,
        summary: 'Book a visit at one of a listing’s free times',
        description:
          'Both sides are told, with the calendar file. 409 when the last place was just taken (the message ' +
          'names the next free time; fetch the slots again), when the caller already has a visit booked to ' +
          'the home, or when posters said the caller did not come twice in 30 days and one visit is booked.',
        body: BookViewingBodySchema,
        response: { 200: ViewingResponseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => bookViewing({ deps, viewer: request.viewer, body: request.body, log: request.log }),
  );

  r.post(
    VIEWING_API.cancel,
    {
      schema: {
        tags,
        summary: 'Cancel an upcoming viewing with a reason; the other side is told',
        params,
        body: CancelViewingBodySchema,
        response: { 200: ViewingResponseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) =>
      cancelViewing({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        reason: request.body.reason,
        log: request.log,
      }),
  );

  r.post(
    VIEWING_API.move,
    {
      schema: {
        tags,
        summary: 'Move an upcoming viewing to another free time; the other side is told',
        params,
        body: MoveViewingBodySchema,
        response: { 200: ViewingResponseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) =>
      moveViewing({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        startsAt: request.body.starts_at,
        reason: request.body.reason,
        log: request.log,
      }),
  );

  r.post(
    VIEWING_API.outcome,
    {
      schema: {
        tags,
        summary:
          'After the time: whether the other side came (the poster of the seeker, the seeker of the poster)',
        params,
        body: ViewingOutcomeBodySchema,
        response: { 200: ViewingResponseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) =>
      setViewingOutcome({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        outcome: request.body.outcome,
      }),
  );

  r.get(
    VIEWING_API.calendar,
    {
      schema: {
        tags,
        summary: 'The viewing as an iCalendar file (text/calendar, RFC 5545) for its two sides',
        params,
        response: { 200: CalendarFileSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="visit-${request.params.id}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(await viewingCalendar({ deps, viewer: request.viewer, id: request.params.id })),
  );
};
