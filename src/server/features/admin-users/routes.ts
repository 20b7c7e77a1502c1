// The users page for admins (docs/product/accounts.md#users-page).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import {
  UserActionBodySchema,
  UserActionParamsSchema,
  UserDetailSchema,
  UserParamsSchema,
  UserSearchQuerySchema,
  UserSearchResponseSchema,
} from '../../../shared/schemas/admin-user.ts';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/schemas/common.ts';
import { actOnUser, findUsers, getUserDetail } from './service.ts';

const tags = ['admin'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

export const adminUsersRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = app.deps;

  r.get(
    ADMIN_API.users,
    {
      schema: {
        tags,
        summary: 'Admins: accounts whose name, email or phone contains q (at most 20)',
        querystring: UserSearchQuerySchema,
        response: { 200: UserSearchResponseSchema, ...errors },
      },
    },
    async (request) => findUsers({ db: database.db, viewer: request.viewer, q: request.query.q }),
  );

  r.get(
    ADMIN_API.user,
    {
      schema: {
        tags,
        summary: 'Admins: one account with its listings, reports, payments, sessions and history',
        params: UserParamsSchema,
        response: { 200: UserDetailSchema, ...errors, 404: ErrorResponseSchema },
      },
    },
    async (request) =>
      getUserDetail({ db: database.db, viewer: request.viewer, id: request.params.id, now: clock.now() }),
  );

  r.post(
    ADMIN_API.userAction,
    {
      schema: {
        tags,
        summary: 'Admins: suspend, restore, grant-admin or revoke-admin one account, with a note',
        params: UserActionParamsSchema,
        body: UserActionBodySchema,
        response: {
          200: MessageResponseSchema,
          ...errors,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      actOnUser({
        deps: app.deps,
        viewer: request.viewer,
        id: request.params.id,
        action: request.params.action,
        note: request.body.note,
      }),
  );
};
