// Reading a multipart/form-data upload (docs/product/api.md#multipart-uploads): text parts by
// name, file parts buffered for the names a call expects, up to a count each, and every
// other file drained unread. HTTP only: what the files must be is decided by the
// services and the image pipeline.
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export type Upload = {
  fields: Record<string, string>;
  files: Record<string, Buffer[]>;
  /** File parts past their name's count: read (the multipart limits bound them) but not kept. */
  dropped: Record<string, number>;
};

export const readUpload = async (request: FastifyRequest, keep: Record<string, number>): Promise<Upload> => {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA', 'Expected a multipart/form-data upload');
  const upload: Upload = { fields: {}, files: {}, dropped: {} };
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      upload.fields[part.fieldname] = String(part.value);
      continue;
    }
    const limit = keep[part.fieldname];
    if (limit === undefined) {
      part.file.resume();
      continue;
    }
    const data = await part.toBuffer();
    // A browser sends an empty part for a file input left empty.
    if (data.length === 0 && !part.filename) continue;
    const kept = upload.files[part.fieldname] ?? [];
    upload.files[part.fieldname] = kept;
    if (kept.length < limit) kept.push(data);
    else upload.dropped[part.fieldname] = (upload.dropped[part.fieldname] ?? 0) + 1;
  }
  return upload;
};
