// The session calls (docs/product/api.md#auth; paths in src/shared/api.ts): log in with a
// password or a WhatsApp OTP, log out, restore. Handlers parse, call one service function and
// reply; the session cookie is set and cleared here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import {
  EmptyBodySchema,
  LoginAnswerSchema,
  LoginBodySchema,
  LoginOtpBodySchema,
  LoginVerifyBodySchema,
  RestoreResponseSchema,
  UserResponseSchema,
} from '../../../shared/schemas/auth.ts';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/schemas/common.ts';
import { contextOf as requestContext } from '../../http/request-context.ts';
import { clearSessionCookie, hasSessionCookie, readSessionId } from '../../http/session.ts';
import { LOGIN_CHOICE } from '../contact-proofs/index.ts';
import { answerLogin, answerNoLogin } from './login-answer.ts';
import { loginWithPassword, logout, requestLoginOtp, restoreSession, verifyLoginOtp } from './service.ts';

const tags = ['auth'];

export const sessionRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const contextOf = (request: FastifyRequest) => requestContext(request, deps.config);
  r.post(
    ACCOUNT_API.login,
    {
      schema: {
        tags,
        summary: 'Log in with email and password (starts a new session)',
        body: LoginBodySchema,
        response: { 200: UserResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const started = await loginWithPassword({ deps, input: request.body, context: contextOf(request) });
      return { message: 'login success', ...answerLogin(reply, deps.config, started) };
    },
  );

  r.post(
    ACCOUNT_API.logout,
    {
      schema: {
        tags,
        summary: 'Log out: the session is revoked on the server',
        body: EmptyBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      await logout({ deps, sessionId: readSessionId(request, deps.config) });
      clearSessionCookie(reply, deps.config);
      return { message: 'Logout Success' };
    },
  );

  r.post(
    ACCOUNT_API.loginOtp,
    {
      schema: {
        tags,
        summary: 'Send a login OTP on WhatsApp to an Indian mobile number',
        description: '10 digits starting 6 to 9, with or without +91. One send per 30 s; hourly caps apply.',
        body: LoginOtpBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await requestLoginOtp({ deps, input: request.body, context: contextOf(request) });
      return { message: 'OTP sent on WhatsApp' };
    },
  );

  r.post(
    ACCOUNT_API.loginVerify,
    {
      schema: {
        tags,
        summary: 'Verify the WhatsApp OTP and log in, or offer the accounts that claim the number',
        description:
          'Logs in to the account that proved this number. If none did but accounts claim it, nobody is logged in: the answer has `user: null` and a `choice` (the accounts, masked, oldest first, and a token for POST /api/user/accountChoice/join or /separate). If nobody claims it, a new tenant account is created: `consent: false` refuses it (400), and left out the client is taken to have shown its own privacy notice, which the account records. An admin answer carries `data.second_factor` (enrol or verify).',
        body: LoginVerifyBodySchema,
        response: { 200: LoginAnswerSchema },
      },
    },
    async (request, reply) => {
      const { started, choice } = await verifyLoginOtp({
        deps,
        input: request.body,
        context: contextOf(request),
      });
      return started
        ? { message: 'Login Success', ...answerLogin(reply, deps.config, started) }
        : { message: LOGIN_CHOICE, ...answerNoLogin(choice) };
    },
  );

  r.post(
    API.user.restore,
    {
      schema: {
        tags,
        summary: 'The logged-in user, or userSessionExpired: true (always 200)',
        body: EmptyBodySchema,
        response: { 200: RestoreResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = restoreSession({ viewer: request.viewer });
      if (answer.userSessionExpired && hasSessionCookie(request, deps.config))
        clearSessionCookie(reply, deps.config);
      return answer;
    },
  );
};
