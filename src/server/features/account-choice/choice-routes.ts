// The choice after a code proved a contact other accounts claim
// (docs/decisions/0091-a-claimed-contact-is-a-choice.md). No session is needed: the
// token of the pending proof is the proof.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import {
  ChoiceCodeBodySchema,
  ChoiceJoinBodySchema,
  ChoiceSeparateBodySchema,
  LoginAnswerSchema,
} from '../../../shared/schemas/auth.ts';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/schemas/common.ts';
import { contextOf } from '../../http/request-context.ts';
import { clearSessionCookie } from '../../http/session.ts';
import { answerLogin, answerNoLogin, type StartedSession } from '../sessions/index.ts';
import {
  ACCOUNT_CREATED,
  JOIN_CODE_SENT,
  joinChosenAccount,
  sendChoiceCode,
  startSeparateAccount,
} from './choice-service.ts';

const tags = ['auth'];
const errors = { 409: ErrorResponseSchema, 502: ErrorResponseSchema };

export const choiceRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const options = <T>(request: FastifyRequest & { body: T }) => ({
    deps,
    input: request.body,
    context: contextOf(request, deps.config),
  });
  /** Logged in after a WhatsApp code; after a reset code, nobody is (the person logs in next). */
  const answer = (reply: FastifyReply, started: StartedSession | null, afterReset: string) => {
    if (started) return { message: 'Login Success', ...answerLogin(reply, deps.config, started) };
    clearSessionCookie(reply, deps.config);
    return { message: afterReset, ...answerNoLogin() };
  };

  r.post(
    ACCOUNT_API.accountChoiceSendCode,
    {
      schema: {
        tags,
        summary: "Email a code to the chosen account's email, to join it after a WhatsApp login",
        description: '`account` is its place in the choice. The usual OTP limits apply.',
        body: ChoiceCodeBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await sendChoiceCode(options(request));
      return { message: JOIN_CODE_SENT };
    },
  );

  r.post(
    ACCOUNT_API.accountChoiceJoin,
    {
      schema: {
        tags,
        summary: 'Join the chosen account: after a WhatsApp code, log in there; after a reset code, reset it',
        description:
          'After a WhatsApp code: `password` (that account’s) or `otp` (the code sent to its email); the number becomes proven there and a session starts. After a reset code: nothing more, or `password` when the account’s number is proven; the new password is set and the person logs in next (`user: null`). Guesses are throttled like a password login.',
        body: ChoiceJoinBodySchema,
        response: { 200: LoginAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { started } = await joinChosenAccount(options(request));
      return answer(reply, started, 'Password Updated');
    },
  );

  r.post(
    ACCOUNT_API.accountChoiceSeparate,
    {
      schema: {
        tags,
        summary: 'Start a separate account on the contact just proven; the other accounts lose their claim',
        description:
          'After a WhatsApp code: a new tenant account, logged in. After a reset code: an account with the email and the new password (`user: null`; the person logs in next). `consent: false` refuses; not sent, the client showed its own notice.',
        body: ChoiceSeparateBodySchema,
        response: { 200: LoginAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { started } = await startSeparateAccount(options(request));
      return answer(reply, started, ACCOUNT_CREATED);
    },
  );
};
