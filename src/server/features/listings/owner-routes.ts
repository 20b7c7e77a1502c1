// The listing calls of a poster (or an admin) about their own listings
// (docs/product/api.md#listings; paths in API.listing): post, edit, delete, list them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import { ErrorResponseSchema } from '../../../shared/schemas/common.ts';
import {
  DeleteListingBodySchema,
  DeleteListingResponseSchema,
  GetListingByUserIdQuerySchema,
  GetListingByUserIdResponseSchema,
  SaveListingResponseSchema,
} from '../../../shared/schemas/listing.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { readListingUpload } from './read-listing-upload.ts';
import { createListing, updateListing } from './save-listing.ts';
import { deleteListing, getPosterListings } from './service.ts';

const tags = ['listings'];
const errors = errorAnswers(400, 401, 403, 404);

const SAVE_DESCRIPTION =
  'multipart/form-data: repeated file parts, named `files` by our web app though every file part but `body` is ' +
  'taken as a photo, in the order sent (JPEG, PNG or WEBP judged by content, at most ' +
  '2,097,152 bytes and 40 megapixels each, at most 10 photos per listing counting the kept ones) and a text part ' +
  '`body` holding the form as JSON (ListingInput: the listing fields, `id` on update only, `images` = URLs of ' +
  'stored photos to keep in order, `amenities`, `description`, `buildinCategory`). Options must be those the form ' +
  'offers for the property type. Only an admin may set `buildinCategory` or `assured`: anyone else sending a value ' +
  'that differs from the stored one gets 403. Contact fields left blank default to the poster’s profile. ' +
  'Errors: 400 { message, errors: [{ field, message }] }, 413 file too large, 415 not an image; a refused ' +
  'photo is named by its file name, else its part name, and nothing is saved.';

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

export const listingOwnerRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
};
