// Reading a multipart/form-data upload (docs/product/api.md#multipart-uploads): text parts by
// name, file parts buffered for the names a call expects, up to a count each, and every
// other file drained unread, or kept under ANY_FILE when the call takes a file whatever its name. HTTP only: what the files must be is decided by the
// services and the image pipeline.
import type { FastifyRequest } from 'fastify';
import { AppError, badInput } from './errors.ts';
import { refuseNulBytes } from './nul-bytes.ts';

/** A file part: its bytes and the name the sender gave it (for messages only, never trusted). */
export type UploadedFile = { data: Buffer; name: string };

/**
 * The `keep` key for file parts of every name the call does not list: addListing takes a
 * photo whatever its part is called (docs/decisions/0143-clients-outside-the-browser.md).
 */
export const ANY_FILE = '*';

/**
 * Which parts are files: those with a file name (the parser's own rule), and also a photo or
 * raw bytes sent without one, as some HTTP libraries do. Left to the parser they would be
 * read as text and dropped without a word (docs/decisions/0143-clients-outside-the-browser.md).
 */
export const isPartAFile = (
  _field: string | undefined,
  contentType: string | undefined,
  fileName: string | undefined,
) =>
  fileName !== undefined ||
  contentType === 'application/octet-stream' ||
  contentType?.startsWith('image/') === true;

export type Upload = {
  fields: Record<string, string>;
  files: Record<string, UploadedFile[]>;
  /** File parts past their name's count: read (the multipart limits bound them) but not kept. */
  dropped: Record<string, number>;
};

export const readUpload = async (request: FastifyRequest, keep: Record<string, number>): Promise<Upload> => {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA', 'Expected a multipart/form-data upload');
  const upload: Upload = { fields: {}, files: {}, dropped: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = String(part.value);
        refuseNulBytes(value, part.fieldname);
        upload.fields[part.fieldname] = value;
        continue;
      }
      const key = Object.hasOwn(keep, part.fieldname) ? part.fieldname : ANY_FILE;
      const limit = keep[key];
      if (limit === undefined) {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      // A browser sends an empty part for a file input left empty.
      if (data.length === 0 && !part.filename) continue;
      const kept = upload.files[key] ?? [];
      upload.files[key] = kept;
      // A part without a file name is named by its part, so a refusal still says which one.
      if (kept.length < limit) kept.push({ data, name: part.filename || part.fieldname });
      else upload.dropped[key] = (upload.dropped[key] ?? 0) + 1;
    }
  } catch (error) {
    throw asUploadError(error);
  }
  return upload;
};

/** The first file part, whatever its name (imageUpload's contract names it `file`). */
export const readFirstFile = async (request: FastifyRequest): Promise<Buffer | null> => {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA', 'Expected a multipart/form-data upload');
  try {
    const part = await request.file();
    return part ? await part.toBuffer() : null;
  } catch (error) {
    throw asUploadError(error);
  }
};

/**
 * The parser's own limits (413, too many parts) keep their status; anything else it
 * throws means the body is not well-formed multipart (no boundary, cut short), which
 * is the sender's fault: a 400, never a 500 (docs/decisions/0034-never-a-5xx.md).
 */
const asUploadError = (error: unknown) => {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badInput('body', 'The multipart/form-data upload is malformed or cut short');
};
