// Listing status by its poster, the freshness links, reports and dead-lead credits
// (docs/product/api.md#trust).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import { ErrorResponseSchema } from '../../../shared/schemas/common.ts';
import {
  FreshnessAnswerBodySchema,
  FreshnessLinkQuerySchema,
  FreshnessLinkResponseSchema,
  ListingStatusBodySchema,
  ListingStatusResponseSchema,
  PassCreditsResponseSchema,
  ReportListingBodySchema,
  ReportListingResponseSchema,
} from '../../../shared/schemas/trust.ts';
import { acceptedSecrets } from '../../platform/secrets.ts';
import { getPassCredits } from './dead-leads.ts';
import { reportListing } from './report-service.ts';
import { answerFreshnessLink, confirmListing, describeFreshnessLink, markRented } from './status-service.ts';

const tags = ['trust'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

export const trustRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock, config } = app.deps;
  const db = () => app.deps.database.db;

  r.post(
    API.listing.markRented,
    {
      schema: {
        tags,
        summary: 'Rented out (its poster or an admin): the listing leaves every list; its page says rented',
        body: ListingStatusBodySchema,
        response: { 200: ListingStatusResponseSchema, ...errors },
      },
    },
    async (request) =>
      markRented({ db: db(), viewer: request.viewer, id: request.body.id, now: clock.now() }),
  );

  r.post(
    API.listing.confirmListing,
    {
      schema: {
        tags,
        summary:
          'Still available (its poster or an admin): confirms it, and revives it if paused unconfirmed or over reports (not if an admin paused it)',
        body: ListingStatusBodySchema,
        response: { 200: ListingStatusResponseSchema, ...errors },
      },
    },
    async (request) =>
      confirmListing({ db: db(), viewer: request.viewer, id: request.body.id, now: clock.now() }),
  );

  r.get(
    API.listing.freshnessLink,
    {
      schema: {
        tags,
        summary: 'What a one-tap freshness link would do (the listing and the answer); changes nothing',
        querystring: FreshnessLinkQuerySchema,
        response: { 200: FreshnessLinkResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) =>
      describeFreshnessLink({
        db: db(),
        secret: acceptedSecrets(config),
        token: request.query.token,
        now: clock.now(),
      }),
  );

  r.post(
    API.listing.answerFreshnessLink,
    {
      schema: {
        tags,
        summary: 'The poster’s answer through a signed freshness link (no login)',
        body: FreshnessAnswerBodySchema,
        response: { 200: ListingStatusResponseSchema, ...errors },
      },
    },
    async (request) =>
      answerFreshnessLink({
        db: db(),
        secret: acceptedSecrets(config),
        token: request.body.token,
        now: clock.now(),
      }),
  );

  r.post(
    API.listing.reportListing,
    {
      schema: {
        tags,
        summary:
          'Report a listing (logged in, once per listing); it weighs toward a pause only from a proven number',
        body: ReportListingBodySchema,
        response: { 200: ReportListingResponseSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      await reportListing({
        db: db(),
        config,
        mailer: app.deps.mailer,
        whatsapp: app.deps.whatsapp,
        viewer: request.viewer,
        report: request.body,
        now: clock.now(),
        log: request.log,
      });
      return { message: 'Thank you. Our team will look into it.' };
    },
  );

  r.get(
    API.payments.passCredits,
    {
      schema: {
        tags,
        summary: 'Dead leads given back to the caller’s pass',
        response: { 200: PassCreditsResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => getPassCredits({ db: db(), viewer: request.viewer }),
  );
};
