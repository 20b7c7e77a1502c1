// Auth calls (docs/product/api.md#auth; paths in src/shared/api.ts). Handlers parse, call
// one service function and reply; the session cookie is set and cleared here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import {
  EmptyBodySchema,
  ForgetPasswordBodySchema,
  LoginAnswerSchema,
  LoginBodySchema,
  LoginOtpBodySchema,
  LoginVerifyBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordResponseSchema,
  RestoreResponseSchema,
  UserResponseSchema,
} from '../../../shared/schemas/auth.ts';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/schemas/common.ts';
import { clearSessionCookie, readSessionId } from '../../http/session.ts';
import { adminFactorRoutes } from './admin-factor-routes.ts';
import { LOGIN_CHOICE, RESET_CHOICE } from './choice-offer.ts';
import { choiceRoutes } from './choice-routes.ts';
import { contactRoutes } from './contact-routes.ts';
import { answerLogin, answerNoLogin } from './login-answer.ts';
import { profileRoutes } from './profile-routes.ts';
import { contextOf as requestContext } from './request-context.ts';
import { RESET_OTP_SENT, requestPasswordReset, resetPassword } from './reset-service.ts';
import {
  loginWithPassword,
  logout,
  REGISTERED,
  registerUser,
  requestLoginOtp,
  restoreSession,
  verifyLoginOtp,
} from './service.ts';

const tags = ['auth'];

export const authRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const contextOf = (request: FastifyRequest) => requestContext(request, deps.config);
  r.post(
    API.user.login,
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
    API.user.logout,
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
    API.user.loginOtp,
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
    API.user.loginVerify,
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
    API.user.forgetPassword,
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
    API.user.resetPassword,
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
    API.user.register,
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
      if (answer.userSessionExpired && readSessionId(request, deps.config))
        clearSessionCookie(reply, deps.config);
      return answer;
    },
  );

  await app.register(profileRoutes);
  await app.register(contactRoutes);
  await app.register(adminFactorRoutes);
  await app.register(choiceRoutes);
};
