// The listing calls (docs/product/api.md#listings; paths in API.listing), the shared-link page
// /propertydetail/{id} with its preview tags, and /sitemap.xml.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../../shared/api.ts';
import { apiUrl } from '../../../shared/api-url.ts';
import { DEFAULT_CITY } from '../../../shared/cities.ts';
import { CARD_IMAGE_SIZES, DETAIL_IMAGE_SIZES } from '../../../shared/photo-srcset.ts';
import { ErrorResponseSchema } from '../../../shared/schemas/common.ts';
import type { GetListingByIdResponse, GetListingsResponse } from '../../../shared/schemas/listing.ts';
import {
  DeleteListingBodySchema,
  DeleteListingResponseSchema,
  GetCategoriesResponseSchema,
  GetCountResponseSchema,
  GetListingByIdResponseSchema,
  GetListingByUserIdQuerySchema,
  GetListingByUserIdResponseSchema,
  GetListingsQuerySchema,
  GetListingsResponseSchema,
  GetPropertyListQuerySchema,
  GetPropertyListResponseSchema,
  GetStatsResponseSchema,
  ListingIdQuerySchema,
  LocationQuerySchema,
  SaveListingResponseSchema,
} from '../../../shared/schemas/listing.ts';
import { firstAnswers, photoPreload } from '../../http/first-answers.ts';
import { readListingUpload } from './read-listing-upload.ts';
import { createListing, updateListing } from './save-listing.ts';
import {
  countCityListings,
  deleteListing,
  findListingForPage,
  getCategories,
  getHomeSections,
  getHomeStats,
  getListing,
  getPosterListings,
  getPropertyList,
} from './service.ts';
import { goneListingHead, listingPageHead, missingListingHead } from './share-meta.ts';
import { buildSitemap } from './sitemap.ts';

const tags = ['listings'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

const SAVE_DESCRIPTION =
  'multipart/form-data: repeated file parts named `files` (JPEG, PNG or WEBP judged by content, at most ' +
  '2,097,152 bytes and 40 megapixels each, at most 10 photos per listing counting the kept ones) and a text part ' +
  '`body` holding the form as JSON (ListingInput: the listing fields, `id` on update only, `images` = URLs of ' +
  'stored photos to keep in order, `amenities`, `description`, `buildinCategory`). Options must be those the form ' +
  'offers for the property type. Only an admin may set `buildinCategory` or `assured`: anyone else sending a value ' +
  'that differs from the stored one gets 403. Contact fields left blank default to the poster’s profile. ' +
  'Errors: 400 { message, errors: [{ field, message }] }, 413 file too large, 415 not an image.';

/** Adding and editing take the same multipart upload; editing may also meet a conflict. */
const saveSchema = (summary: string, conflict?: { 409: typeof ErrorResponseSchema }) => ({
  tags,
  summary,
  description: SAVE_DESCRIPTION,
  consumes: ['multipart/form-data'],
  response: {
    200: SaveListingResponseSchema,
    ...errors,
    ...conflict,
    413: ErrorResponseSchema,
    415: ErrorResponseSchema,
  },
});

export const listingsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reads = () => (app.deps.readDatabase ?? app.deps.database).db;
  const { storage, clock } = app.deps;
  // Adding and editing take the same upload and the same collaborators.
  const saveInput = async (request: FastifyRequest) => ({
    ...(await readListingUpload(request)),
    db: app.deps.database.db,
    storage,
    viewer: request.viewer,
    now: clock.now(),
    log: request.log,
  });

  r.get(
    API.listing.getListings,
    {
      schema: {
        tags,
        summary: 'Home sections of a city: recommended, best_deals, weekend_home (5 each)',
        description:
          'With `section`, that section holds all its listings (up to 100) and the others are empty.',
        querystring: GetListingsQuerySchema,
        response: { 200: GetListingsResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) =>
      getHomeSections({
        db: reads(),
        storage,
        viewer: request.viewer,
        city: request.query.location,
        section: request.query.section,
      }),
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
    async () => ({ categories: await getCategories({ db: reads() }) }),
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
          count_all: await countCityListings({ db: reads(), city: request.query.location, now: clock.now() }),
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
    async () => getHomeStats({ db: reads(), now: clock.now() }),
  );

  r.post(
    API.listing.addListing,
    { schema: saveSchema('Post a listing with its photos') },
    async (request) => ({
      listed_id: await createListing(await saveInput(request)),
      message: 'Property Added Successfully',
    }),
  );

  r.post(
    API.listing.updateListing,
    { schema: saveSchema('Edit a listing (its poster or an admin)', { 409: ErrorResponseSchema }) },
    async (request) => ({
      listed_id: await updateListing(await saveInput(request)),
      message: 'Property Updated Successfully',
    }),
  );

  r.post(
    API.listing.deleteListing,
    {
      schema: {
        tags,
        summary: 'Delete a listing (its poster or an admin); it leaves every list and page',
        body: DeleteListingBodySchema,
        response: { 200: DeleteListingResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteListing({
        db: app.deps.database.db,
        viewer: request.viewer,
        id: request.body.id,
        now: clock.now(),
      });
      return { success: true as const, message: 'Property Deleted' };
    },
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
        db: reads(),
        storage,
        viewer: request.viewer,
        id: request.query.id,
      }),
    }),
  );

  r.get(
    API.listing.getListingByUserId,
    {
      schema: {
        tags,
        summary:
          'The caller’s own listings (an admin may name any user_id; anyone else naming another gets 403)',
        querystring: GetListingByUserIdQuerySchema,
        response: { 200: GetListingByUserIdResponseSchema, ...errors },
      },
    },
    async (request) => ({
      // The poster's own edits must show at once, so this reads the primary.
      usersListing: await getPosterListings({
        db: app.deps.database.db,
        storage,
        viewer: request.viewer,
        userId: request.query.user_id,
      }),
    }),
  );

  r.get(
    API.listing.getPropertyList,
    {
      schema: {
        tags,
        summary: 'Live listings of a city, newest first, optionally of one property type (up to 100)',
        querystring: GetPropertyListQuerySchema,
        response: { 200: GetPropertyListResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => ({
      properties: await getPropertyList({
        db: reads(),
        storage,
        viewer: request.viewer,
        city: request.query.location,
        propertyType: request.query.property_type,
      }),
    }),
  );

  // Not under /api: the web app's own page, with preview tags for shared links.
  r.get(
    '/propertydetail/:listed_id',
    { schema: { hide: true, params: z.object({ listed_id: z.string() }) } },
    async (request, reply) => {
      const id = Number(request.params.listed_id);
      const valid = Number.isSafeInteger(id) && id > 0;
      // The listing's answer and its first photo come with the page (docs/decisions/0073-first-answers-in-the-page.md).
      const listingUrl = apiUrl(API.listing.getListingById, { id });
      const answers = valid
        ? await firstAnswers(app, request, [listingUrl, apiUrl(API.listing.getSimilarListings, { id })])
        : [];
      // An anonymous visitor's answer already holds the listing the preview tags describe; for
      // anyone else (or a listing the call refuses) it is read once here.
      const answered = (
        answers.find((answer) => answer.url === listingUrl)?.body as GetListingByIdResponse | undefined
      )?.propertyListing;
      const listing =
        answered ?? (valid ? await findListingForPage({ db: reads(), storage, id }) : 'missing');
      // A deleted listing is gone for good (410), one that never was is not found (404).
      if (listing === 'deleted') return app.renderPage(reply, goneListingHead, 410);
      if (listing === 'missing') return app.renderPage(reply, missingListingHead, 404);
      return app.renderPage(reply, listingPageHead(listing, app.deps.config.PUBLIC_URL), 200, {
        answers,
        preload: photoPreload(listing.photos[0], DETAIL_IMAGE_SIZES, false),
        page: 'pages/property-detail/property-detail-page.tsx',
      });
    },
  );

  // The home page, with the answers its first render asks for in the default city and the
  // first card's photo (docs/decisions/0073-first-answers-in-the-page.md). A visitor who picked
  // another city on this phone asks for theirs as before.
  const homePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const sections = apiUrl(API.listing.getListings, { location: DEFAULT_CITY });
    const answers = await firstAnswers(app, request, [
      sections,
      apiUrl(API.listing.getCategories),
      apiUrl(API.listing.getStats),
    ]);
    const home = answers.find((answer) => answer.url === sections)?.body as GetListingsResponse | undefined;
    return app.renderPage(reply, undefined, 200, {
      answers,
      preload: photoPreload(home?.recommended[0]?.photos[0], CARD_IMAGE_SIZES, true),
      page: 'pages/home/home-page.tsx',
    });
  };
  r.get('/', { schema: { hide: true } }, homePage);
  r.get('/home', { schema: { hide: true } }, homePage);

  r.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await buildSitemap({ db: reads(), publicUrl: app.deps.config.PUBLIC_URL })),
  );
};
