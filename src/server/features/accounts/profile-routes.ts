// The caller's own account: profile, details, data export and deletion.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import {
  DeleteAccountBodySchema,
  ExportDataResponseSchema,
  GetUserDetailsQuerySchema,
  UpdateUserBodySchema,
  UpdateUserResponseSchema,
  UserDataResponseSchema,
} from '../../../shared/schemas/auth.ts';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/schemas/common.ts';
import { clearSessionCookie } from '../../http/session.ts';
import { deleteAccount, exportAccountData } from './account-service.ts';
import { getProfile, getUserDetails, updateProfile } from './profile-service.ts';

const tags = ['auth'];

export const profileRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get(
    ACCOUNT_API.getProfile,
    {
      schema: {
        tags,
        summary: "The caller's own profile",
        response: { 200: UserDataResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: getProfile({ viewer: request.viewer }) }),
  );

  r.get(
    ACCOUNT_API.getUserDetails,
    {
      schema: {
        tags,
        summary: "A user's details by email: the caller's own, or any for an admin",
        querystring: GetUserDetailsQuerySchema,
        response: { 200: UserDataResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({
      data: await getUserDetails({ deps, viewer: request.viewer, email: request.query.email }),
    }),
  );

  r.post(
    ACCOUNT_API.updateUser,
    {
      schema: {
        tags,
        summary: 'Update the own profile: full_name, email, dob, gender, location (anything else is ignored)',
        body: UpdateUserBodySchema,
        response: { 200: UpdateUserResponseSchema, 401: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => ({
      message: 'Profile Updated',
      data: await updateProfile({ deps, viewer: request.viewer, input: request.body }),
    }),
  );

  r.get(
    ACCOUNT_API.exportData,
    {
      schema: {
        tags,
        summary: 'Download everything Thikana holds about the caller, as JSON',
        response: { 200: ExportDataResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await exportAccountData({ deps, viewer: request.viewer });
      reply.header('content-disposition', 'attachment; filename="thikana-my-data.json"');
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  r.post(
    ACCOUNT_API.deleteAccount,
    {
      schema: {
        tags,
        summary:
          'Delete the account: profile, listings, wishlist, visits and sessions (payment records are kept)',
        body: DeleteAccountBodySchema,
        response: { 200: MessageResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteAccount({ deps, viewer: request.viewer });
      clearSessionCookie(reply, deps.config);
      return { message: 'Your account has been deleted' };
    },
  );
};
