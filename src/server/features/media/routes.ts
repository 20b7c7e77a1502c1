import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import { ErrorResponseSchema } from '../../../shared/schemas/common.ts';
import { ImageUploadResponseSchema } from '../../../shared/schemas/listing.ts';
import { readFirstFile } from '../../http/multipart.ts';
import { uploadImage } from './service.ts';

export const mediaRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    API.listing.imageUpload,
    {
      schema: {
        tags: ['media'],
        summary: 'Upload one image (blogs, services)',
        description:
          'multipart/form-data with one file part named `file`: JPEG, PNG or WEBP judged by content, at most ' +
          '2,097,152 bytes and 40 megapixels. The image is auto-rotated, stripped of all metadata and stored as ' +
          'WebP in three widths (480, 960, 1600); `publicUrl` is the largest, `photo` names every size.',
        consumes: ['multipart/form-data'],
        response: {
          200: ImageUploadResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const photo = await uploadImage({
        db: app.deps.database.db,
        storage: app.deps.storage,
        viewer: request.viewer,
        readFile: () => readFirstFile(request),
        now: app.deps.clock.now(),
      });
      return { data: { publicUrl: photo.lg, photo } };
    },
  );
};
