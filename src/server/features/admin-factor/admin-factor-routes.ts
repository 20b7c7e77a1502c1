// The admin second factor: status, enrolment (secret and otpauth URI, no QR code
// needed), its confirmation, and the code asked in every new admin session
// (docs/decisions/0024-admin-second-factor.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import {
  AdminFactorEnrolResponseSchema,
  AdminFactorResponseSchema,
  EmptyBodySchema,
  TotpCodeBodySchema,
} from '../../../shared/schemas/auth.ts';
import { MessageResponseSchema } from '../../../shared/schemas/common.ts';
import { readSessionId } from '../../http/session.ts';
import {
  confirmAdminFactor,
  enrolAdminFactor,
  getAdminFactor,
  verifyAdminFactor,
} from './admin-factor-service.ts';

const tags = ['auth'];

export const adminFactorRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get(
    ADMIN_API.factor,
    {
      schema: {
        tags,
        summary: "An admin's second factor: enrolled, and given in this session",
        response: { 200: AdminFactorResponseSchema },
      },
    },
    async (request) => getAdminFactor(request.viewer),
  );

  r.post(
    ADMIN_API.factorEnrol,
    {
      schema: {
        tags,
        summary: 'Start enrolling an authenticator app (TOTP, RFC 6238): the secret and otpauth URI',
        body: EmptyBodySchema,
        response: { 200: AdminFactorEnrolResponseSchema },
      },
    },
    async (request) => enrolAdminFactor({ deps, viewer: request.viewer }),
  );

  r.post(
    ADMIN_API.factorConfirm,
    {
      schema: {
        tags,
        summary: 'Finish enrolling with a code from the app; admin rights start in this session',
        body: TotpCodeBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const sessionId = readSessionId(request, deps.config);
      await confirmAdminFactor({ deps, viewer: request.viewer, sessionId, code: request.body.code });
      return { message: 'Authenticator app enrolled' };
    },
  );

  r.post(
    ADMIN_API.factorVerify,
    {
      schema: {
        tags,
        summary: 'Give the authenticator code; admin rights start in this session (12 hours at most)',
        body: TotpCodeBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const sessionId = readSessionId(request, deps.config);
      await verifyAdminFactor({ deps, viewer: request.viewer, sessionId, code: request.body.code });
      return { message: 'Code accepted' };
    },
  );
};
