// The addListing / updateListing upload (docs/product/api.md#multipart-uploads): repeated file
// parts (named `files` by our web app; every file part but `body` is a photo, whatever its
// name: docs/decisions/0143-clients-outside-the-browser.md) and a text part `body` holding
// the form as JSON, checked against the shared ListingInput schema. HTTP parsing only; every rule about the photos lives in the
// service and the image pipeline.
import type { FastifyRequest } from 'fastify';
import { MAX_LISTING_IMAGES } from '../../../shared/constants.ts';
import { type ListingInput, ListingInputSchema } from '../../../shared/schemas/listing.ts';
import { AppError, badInput, fieldErrorsOf } from '../../http/errors.ts';
import { refuseDeepJson } from '../../http/json-body.ts';
import { ANY_FILE, readUpload, type UploadedFile } from '../../http/multipart.ts';
import { refuseNulBytes } from '../../http/nul-bytes.ts';

export type ListingUpload = {
  form: ListingInput;
  /** The uploaded photos (at most MAX_LISTING_IMAGES were kept in memory), with their names. */
  files: UploadedFile[];
  /** Photos beyond the limit that were not kept. */
  droppedFiles: number;
};

export const readListingUpload = async (request: FastifyRequest): Promise<ListingUpload> => {
  // Photos past the limit are read but not kept; the service refuses the listing with a
  // clear message. Some clients send the JSON as a blob: a file part named body. Every other
  // file part is a photo in the order sent, `files`, `file`, `images[]` alike: none is dropped.
  const upload = await readUpload(request, { [ANY_FILE]: MAX_LISTING_IMAGES, body: 1 });
  const bodyText = upload.fields.body ?? upload.files.body?.[0]?.data.toString('utf8');
  if (bodyText === undefined) throw badInput('body', 'Send the listing as JSON in the part named body');
  refuseDeepJson(bodyText, request.server.deps.config.JSON_MAX_DEPTH);
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw badInput('body', 'The body part is not valid JSON');
  }
  refuseNulBytes(body);
  // A failure is a 400 naming every bad field.
  const parsed = ListingInputSchema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw new AppError('BAD_INPUT', errors[0]?.message ?? 'Invalid listing', { errors });
  }
  return {
    form: parsed.data,
    files: upload.files[ANY_FILE] ?? [],
    droppedFiles: upload.dropped[ANY_FILE] ?? 0,
  };
};
