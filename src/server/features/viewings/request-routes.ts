// "Ask for a visit" (docs/product/viewings.md#asking-for-a-visit). Identity comes from the session,
// except on the poster's one-tap link, which acts through its signed token only; nobody reads or
// answers a request they are not a side of (404).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VIEWING_REQUEST_API } from '../../../shared/api-conversations.ts';
import { ViewingParamsSchema } from '../../../shared/schemas/viewing.ts';
import {
  AcceptedRequestResponseSchema,
  AskViewingBodySchema,
  RequestLinkAcceptBodySchema,
  RequestLinkQuerySchema,
  RequestLinkResponseSchema,
  RequestTimeBodySchema,
  ViewingRequestResponseSchema,
  ViewingRequestsResponseSchema,
} from '../../../shared/schemas/viewing-request.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import {
  acceptRequestLink,
  acceptVisitRequest,
  askForVisit,
  describeRequestLink,
  listVisitRequests,
  proposeVisitTime,
  withdrawVisitRequest,
} from './request-service.ts';

const tags = ['viewings'];
const params = ViewingParamsSchema;
const changed = { 200: ViewingRequestResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) };

export const viewingRequestRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get(
    VIEWING_REQUEST_API.list,
    {
      schema: {
        tags,
        summary: "The caller's asked visits, as seeker and as poster: waiting ones first",
        response: { 200: ViewingRequestsResponseSchema, ...errorAnswers(401) },
      },
    },
    async (request) => listVisitRequests({ deps, viewer: request.viewer }),
  );

  r.post(
    VIEWING_REQUEST_API.list,
    {
      schema: {
        tags,
        summary: 'Ask for a visit at up to three times of the next 14 days, where the home has no free time',
        description:
          'The poster is told, with a one-tap link. 409 when the home has free times to book, or the caller ' +
          'already waits for an answer from this home or for 5 answers.',
        body: AskViewingBodySchema,
        response: { 200: ViewingRequestResponseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => askForVisit({ deps, viewer: request.viewer, body: request.body, log: request.log }),
  );

  r.post(
    VIEWING_REQUEST_API.accept,
    {
      schema: {
        tags,
        summary: 'Accept a time: the poster one of the asked times, the seeker the proposed one',
        description: 'The time becomes a booked viewing; both sides are told, with the calendar file.',
        params,
        body: RequestTimeBodySchema,
        response: { 200: AcceptedRequestResponseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) =>
      acceptVisitRequest({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        startsAt: request.body.starts_at,
        log: request.log,
      }),
  );

  r.post(
    VIEWING_REQUEST_API.propose,
    {
      schema: {
        tags,
        summary: 'The poster proposes another time; the seeker is told',
        params,
        body: RequestTimeBodySchema,
        response: changed,
      },
    },
    async (request) =>
      proposeVisitTime({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        startsAt: request.body.starts_at,
        log: request.log,
      }),
  );

  r.post(
    VIEWING_REQUEST_API.withdraw,
    { schema: { tags, summary: 'The seeker takes a waiting request back', params, response: changed } },
    async (request) => withdrawVisitRequest({ deps, viewer: request.viewer, id: request.params.id }),
  );

  r.get(
    VIEWING_REQUEST_API.link,
    {
      schema: {
        tags,
        summary: 'What a one-tap request link shows (the home, who asks, the times); changes nothing',
        querystring: RequestLinkQuerySchema,
        response: { 200: RequestLinkResponseSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => describeRequestLink({ deps, token: request.query.token }),
  );

  r.post(
    VIEWING_REQUEST_API.linkAccept,
    {
      schema: {
        tags,
        summary: 'The poster accepts one time through the signed link (no login); once only',
        body: RequestLinkAcceptBodySchema,
        response: { 200: RequestLinkResponseSchema, ...errorAnswers(400, 404, 409) },
      },
    },
    async (request) =>
      acceptRequestLink({
        deps,
        token: request.body.token,
        startsAt: request.body.starts_at,
        log: request.log,
      }),
  );
};
