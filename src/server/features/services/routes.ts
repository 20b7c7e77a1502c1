import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/schemas/common.ts';
import {
  DeleteServiceInputSchema,
  GetServicesQuerySchema,
  GetServicesResponseSchema,
} from '../../../shared/schemas/service.ts';
import { refuseDeepJson } from '../../http/json-body.ts';
import { readUpload } from '../../http/multipart.ts';
import { addService, deleteService, getServices, type ServiceUpload } from './service.ts';

const tags = ['services'];

/** The photo in the part named `file`, the form as JSON in `body` (or as plain fields). */
const readServiceUpload = async (request: FastifyRequest): Promise<ServiceUpload> => {
  const { fields, files } = await readUpload(request, { file: 1 });
  const { body = null, ...rest } = fields;
  if (body !== null) refuseDeepJson(body, request.server.deps.config.JSON_MAX_DEPTH);
  return { file: files.file?.[0]?.data ?? null, body, fields: rest };
};

export const servicesRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, storage, clock } = app.deps;

  r.get(
    API.services.getServices,
    {
      schema: {
        tags,
        summary: 'Local home services of a city',
        querystring: GetServicesQuerySchema,
        response: { 200: GetServicesResponseSchema },
      },
    },
    async (request) => getServices({ db: database.db, location: request.query.location }),
  );

  r.post(
    ADMIN_API.addService,
    {
      schema: {
        tags,
        summary: 'Add a local home service (admins only)',
        description:
          'multipart/form-data: part `file` is the photo (JPEG, PNG or WEBP by content, at most 2,097,152 ' +
          'bytes), part `body` is JSON {service_name, url (http or https), contact (Indian mobile number, ' +
          '+91 optional), location (one of the 12 cities)}.',
        consumes: ['multipart/form-data'],
        response: {
          200: MessageResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await addService({
        db: database.db,
        storage,
        viewer: request.viewer,
        readUpload: () => readServiceUpload(request),
        now: clock.now(),
      });
      return { message: 'Service Added' };
    },
  );

  r.post(
    ADMIN_API.deleteService,
    {
      schema: {
        tags,
        summary: 'Delete a local home service (admins only)',
        body: DeleteServiceInputSchema,
        response: { 200: MessageResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      await deleteService({
        db: database.db,
        viewer: request.viewer,
        serviceId: request.body.service_id,
        now: clock.now(),
      });
      return { message: 'Service Deleted' };
    },
  );
};
