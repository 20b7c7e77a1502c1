// Saved searches and the unsubscribe link of their alerts (docs/product/api.md#saved-searches).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/schemas/common.ts';
import {
  SavedSearchesResponseSchema,
  SavedSearchParamsSchema,
  SavedSearchResponseSchema,
  SaveSearchBodySchema,
  UnsubscribeBodySchema,
  UnsubscribeResponseSchema,
} from '../../../shared/schemas/saved-search.ts';
import {
  listSavedSearches,
  markSavedSearchSeen,
  removeSavedSearch,
  saveSearch,
  unsubscribeFromAlerts,
} from './service.ts';

const tags = ['saved searches'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const alertsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock, config } = app.deps;
  const db = database.db;

  r.get(
    API.savedSearch.list,
    {
      schema: {
        tags,
        summary: "The caller's saved searches, each with the count of homes listed since it was last opened",
        response: { 200: SavedSearchesResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await listSavedSearches({ db, viewer: request.viewer, now: clock.now() }) }),
  );

  r.post(
    API.savedSearch.list,
    {
      schema: {
        tags,
        summary: 'Save the current search under a name, with its alert settings',
        description:
          'Alerts go to proven contacts only: `whatsapp` needs a verified mobile number, `email` a verified ' +
          'email. `alert_hour` (0-23, India time) is when a daily alert is sent.',
        body: SaveSearchBodySchema,
        response: { 200: SavedSearchResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Search saved',
      data: await saveSearch({ db, viewer: request.viewer, body: request.body, now: clock.now() }),
    }),
  );

  r.delete(
    API.savedSearch.one,
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s saved searches',
        params: SavedSearchParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeSavedSearch({ db, viewer: request.viewer, id: request.params.id });
      return { message: 'Saved search deleted' };
    },
  );

  r.post(
    API.savedSearch.seen,
    {
      schema: {
        tags,
        summary: 'The caller opened the saved search: its new homes are no longer new',
        params: SavedSearchParamsSchema,
        response: { 200: SavedSearchResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Saved search opened',
      data: await markSavedSearchSeen({
        db,
        viewer: request.viewer,
        id: request.params.id,
        now: clock.now(),
      }),
    }),
  );

  r.post(
    API.savedSearch.unsubscribe,
    {
      schema: {
        tags,
        summary: 'Stop the alerts of a saved search, from the link in an alert (no login needed)',
        body: UnsubscribeBodySchema,
        response: { 200: UnsubscribeResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { name } = await unsubscribeFromAlerts({ db, config, token: request.body.token });
      return { message: 'You will get no more alerts for this search', name };
    },
  );
};
