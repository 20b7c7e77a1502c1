// Wishlist, My Visits and owner contacts (docs/product/api.md#wishlist-visits-and-contacts). Identity
// comes from the session only; user_id/email in bodies and queries are ignored.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/schemas/common.ts';
import {
  AddToWishlistBodySchema,
  AddToWishlistResponseSchema,
  ContactDetailsQuerySchema,
  ContactDetailsResponseSchema,
  OwnListQuerySchema,
  SetVisitsBodySchema,
  VisitsResponseSchema,
  WishlistResponseSchema,
} from '../../../shared/schemas/engagement.ts';
import { isSameOriginRequest } from '../../http/origin.ts';
import { listVisits, listWishlist, recordVisit, toggleWishlist, unlockContact } from './service.ts';

const tags = ['engagement'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const engagementRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, storage, clock, config } = app.deps;
  const db = database.db;

  r.post(
    API.listing.addToWishlist,
    {
      schema: {
        tags,
        summary: 'Add the listing to the wishlist, or remove it when it is there (toggle)',
        body: AddToWishlistBodySchema,
        response: { 200: AddToWishlistResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await toggleWishlist({
        db,
        viewer: request.viewer,
        listingId: request.body.listing_id,
        now: clock.now(),
      })),
      message: 'Wishlist Updated',
    }),
  );

  r.get(
    API.listing.getWishListByUserId,
    {
      schema: {
        tags,
        summary: "The caller's wishlist, newest first",
        querystring: OwnListQuerySchema,
        response: { 200: WishlistResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ wishlist: await listWishlist({ db, storage, viewer: request.viewer }) }),
  );

  r.post(
    API.listing.setVisits,
    {
      schema: {
        tags,
        summary: 'Record a visit to the listing (once per user and listing)',
        body: SetVisitsBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await recordVisit({
        db,
        viewer: request.viewer,
        listingId: request.body.property_id,
        now: clock.now(),
      });
      return { message: 'Property added to Visits' };
    },
  );

  r.get(
    API.listing.getVisitsByUserId,
    {
      schema: {
        tags,
        summary: "The caller's visited listings (My Visits), newest first",
        querystring: OwnListQuerySchema,
        response: { 200: VisitsResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ visits: await listVisits({ db, storage, viewer: request.viewer }) }),
  );

  r.get(
    API.listing.getListingContactDetails,
    {
      schema: {
        tags,
        summary: "The poster's name, phone and email (poster, admin or an active pass)",
        description:
          '401 for a visitor; 403 with errors[0].field = "subscription_upto" when a pass is needed; ' +
          '429 past the fair-use cap of 30 new listings a day. A request from the site itself (Sec-Fetch-Site: ' +
          'same-origin, or an Origin or Referer equal to the site address) or from a client outside a browser ' +
          '(none of those headers) records a visit and spends an unlock; a request another site or app made ' +
          'answers only contacts already opened, else 403 with errors[0].field = "origin".',
        querystring: ContactDetailsQuerySchema,
        response: {
          200: ContactDetailsResponseSchema,
          ...errors,
          403: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      listingContactDetails: await unlockContact({
        db,
        viewer: request.viewer,
        listingId: request.query.id,
        isSameOrigin: isSameOriginRequest(request, config.PUBLIC_URL!, config.TRUSTED_APP_ORIGINS),
        now: clock.now(),
        log: request.log,
      }),
    }),
  );
};
