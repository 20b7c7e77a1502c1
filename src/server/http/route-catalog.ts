// Every /api route as the app registered it: the docs, the fuzz suite and the
// authorization matrix read this list, so a route added later is covered by them
// without being named anywhere else. Every documented route also declares the
// error answers any route can give (bad input, a refused cross-site call, a limit),
// so its OpenAPI description is complete and each answer is checked by its schema.
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { ErrorResponseSchema } from '../../shared/schemas/common.ts';

export type ApiRoute = { method: HTTPMethods; url: string; schema: RouteOptions['schema'] };

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
  }
}

/**
 * 400 bad input, 403 cross-site, 413/415 body, 429 limits, 503 shed under load
 * (docs/decisions/0112-load-shedding.md): possible on every route.
 * 401 too: a route that needs a login says so before anything else, and a route that
 * does not never answers it, so declaring it everywhere keeps every answer described.
 */
const COMMON_ERRORS = [400, 401, 403, 413, 415, 429, 503] as const;

export const registerRouteCatalog = (app: FastifyInstance) => {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const schema = route.schema;
    if (schema?.response && !schema.hide) {
      const response = { ...(schema.response as Record<number, unknown>) };
      for (const status of COMMON_ERRORS) response[status] ??= ErrorResponseSchema;
      schema.response = response;
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema });
    }
  });
};
