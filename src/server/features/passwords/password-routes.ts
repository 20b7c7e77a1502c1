// The account's password calls (docs/product/api.md#auth; paths in src/shared/api.ts): register
// with email and password, ask for a reset OTP, set a new password. Handlers parse, call one
// service function and reply.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import {
  ForgetPasswordBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordResponseSchema,
} from '../../../shared/schemas/auth.ts';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/schemas/common.ts';
import { contextOf as requestContext } from '../../http/request-context.ts';
import { clearSessionCookie } from '../../http/session.ts';
import { RESET_CHOICE } from '../contact-proofs/index.ts';
import { REGISTERED, registerUser } from './register-service.ts';
import { RESET_OTP_SENT, requestPasswordReset, resetPassword } from './reset-service.ts';

const tags = ['auth'];

export const passwordRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const contextOf = (request: FastifyRequest) => requestContext(request, deps.config);
  r.post(
    ACCOUNT_API.forgetPassword,
    {
      schema: {
        tags,
        summary: 'Email a password reset OTP (same answer whether or not the account exists)',
        body: ForgetPasswordBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset({
        deps,
        input: request.body,
        context: contextOf(request),
        onSendError: (err) => request.log.error({ err }, 'password reset email was not sent'),
      });
      return { message: RESET_OTP_SENT };
    },
  );

  r.post(
    ACCOUNT_API.resetPassword,
    {
      schema: {
        tags,
        summary: 'Set a new password with the emailed OTP; every session of the account is revoked',
        description:
          'When several accounts claim the email (or one whose number is proven), nothing changes yet: the answer carries a `choice` of the accounts, oldest first, for POST /api/user/accountChoice/join or /separate.',
        body: ResetPasswordBodySchema,
        response: { 200: ResetPasswordResponseSchema },
      },
    },
    async (request, reply) => {
      const choice = await resetPassword({
        deps,
        input: request.body,
        onSendError: (err) => request.log.error({ err }, 'an account notice was not sent'),
      });
      if (choice) return { message: RESET_CHOICE, choice };
      clearSessionCookie(reply, deps.config);
      return { message: 'Password Updated' };
    },
  );

  r.post(
    ACCOUNT_API.register,
    {
      schema: {
        tags,
        summary: 'Create an account with email and password (does not log in)',
        description:
          '`consent` (privacy notice) and `confirm_age_18`: `true`, or left out when the client showed its own notice (the account records which, and when); `false` is refused with 400. The email and number stay unproven until verified (POST /api/user/verifyEmail, /api/user/verifyMobile); an unproven claim never blocks anyone. A contact another account proved gets the same answer, and its owner is told instead.',
        body: RegisterBodySchema,
        response: { 200: MessageResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      await registerUser({ deps, input: request.body, context: contextOf(request) });
      return { message: REGISTERED };
    },
  );
};
