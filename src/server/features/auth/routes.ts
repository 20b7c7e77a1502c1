// Auth calls (docs/product/api.md#auth; paths in src/shared/api.ts). Handlers parse, call
// one service function and reply; the session cookie is set and cleared here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import {
  EmptyBodySchema,
  ForgetPasswordBodySchema,
  LoginBodySchema,
  LoginOtpBodySchema,
  LoginVerifyBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  RestoreResponseSchema,
  UserResponseSchema,
} from '../../../shared/schemas/auth.ts';
import { MessageResponseSchema } from '../../../shared/schemas/common.ts';
import { clearSessionCookie, readSessionId, setSessionCookie } from '../../http/session.ts';
import { profileRoutes } from './profile-routes.ts';
import { RESET_OTP_SENT, requestPasswordReset, resetPassword } from './reset-service.ts';
import {
  loginWithPassword,
  logout,
  type RequestContext,
  registerUser,
  requestLoginOtp,
  restoreSession,
  verifyLoginOtp,
} from './service.ts';

const tags = ['auth'];

export const authRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const contextOf = (request: FastifyRequest): RequestContext => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    sessionId: readSessionId(request, deps.config),
  });

  r.post(
    API.user.login,
    {
      schema: {
        tags,
        summary: 'Log in with email and password (starts a new session)',
        body: LoginBodySchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = await loginWithPassword({
        deps,
        input: request.body,
        context: contextOf(request),
      });
      setSessionCookie(reply, deps.config, sessionId);
      return { message: 'login success', data: { user } };
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
        summary: 'Verify the WhatsApp OTP and log in (an unknown number gets a new tenant account)',
        body: LoginVerifyBodySchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = await verifyLoginOtp({
        deps,
        input: request.body,
        context: contextOf(request),
      });
      setSessionCookie(reply, deps.config, sessionId);
      return { message: 'Login Success', data: { user } };
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
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      await resetPassword({ deps, input: request.body });
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
        body: RegisterBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await registerUser({ deps, input: request.body, context: contextOf(request) });
      return { message: 'User Registered Successfully!' };
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
};
