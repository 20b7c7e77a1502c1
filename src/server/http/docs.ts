// OpenAPI generated from the zod schemas of every /api route, served at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The description is always generated (route schemas feed it); `serve: false`
 * (API_DOCS=false) keeps /api/docs and /api/docs/json off the public site.
 */
export const registerDocs = async (app: FastifyInstance, options: { serve: boolean }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Thikana API',
        version: '1.0.0',
        description:
          'The public contract of Thikana, a brokerage-free rental marketplace. Identity comes from the session cookie; ' +
          'errors are JSON { message, errors? } with one entry per bad field.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'thikana_session' } } },
    },
    transform: (input) => {
      if (!input.url.startsWith('/api/')) return { schema: { ...input.schema, hide: true }, url: input.url };
      return jsonSchemaTransform(input);
    },
  });
  if (options.serve) await app.register(swaggerUi, { routePrefix: '/api/docs' });
};
