// The addListing / updateListing upload (DECISIONS.md "Multipart calls"): repeated file
// parts named `files` and a text part `body` holding the form as JSON. HTTP parsing
// only; every rule about the photos lives in the service and the image pipeline.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_LISTING_IMAGES } from '../../../shared/constants.ts';
import { AppError, badInput } from '../../http/errors.ts';

type ListingUpload = { body: unknown; files: Buffer[]; droppedFiles: number };

export const readListingUpload = async (request: FastifyRequest): Promise<ListingUpload> => {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA', 'Expected a multipart/form-data upload');
  const files: Buffer[] = [];
  let droppedFiles = 0;
  let bodyText: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'body') bodyText = String(part.value);
      continue;
    }
    // Some clients send the JSON as a blob: a file part named body.
    if (part.fieldname === 'body') {
      bodyText = (await part.toBuffer()).toString('utf8');
      continue;
    }
    const data = await part.toBuffer();
    // A browser sends an empty part for a file input left empty.
    if (data.length === 0 && !part.filename) continue;
    // Photos past the limit are read (the upload stays bounded by the multipart limits)
    // but not kept; the service refuses the listing with a clear message.
    if (files.length < MAX_LISTING_IMAGES) files.push(data);
    else droppedFiles += 1;
  }
  if (bodyText === undefined) throw badInput('body', 'Send the listing as JSON in the part named body');
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw badInput('body', 'The body part is not valid JSON');
  }
  return { body, files, droppedFiles };
};

/** Parses with a shared schema; a failure is a 400 naming every bad field. */
export const parseOrRefuse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
  throw new AppError('BAD_INPUT', errors[0]?.message ?? 'Invalid listing', { errors });
};
