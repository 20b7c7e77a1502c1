// Proving the caller's number and email, changing email and setting a password
// (docs/decisions/0022-proven-contacts.md). Each needs a session.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import {
  ChangeEmailBodySchema,
  CodeBodySchema,
  ContactsResponseSchema,
  EmptyBodySchema,
  SetPasswordBodySchema,
} from '../../../shared/schemas/auth.ts';
import { MessageResponseSchema } from '../../../shared/schemas/common.ts';
import { contextOf } from '../../http/request-context.ts';
import {
  confirmEmailChange,
  confirmEmailProof,
  confirmMobileProof,
  EMAIL_CODE_SENT,
  getContacts,
  requestEmailChange,
  sendEmailProof,
  sendMobileProof,
  sendProofOtp,
  setPassword,
} from './contact-service.ts';

const tags = ['auth'];

export const contactProofRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const options = (request: Parameters<typeof contextOf>[0]) => ({
    deps,
    viewer: request.viewer,
    context: contextOf(request, deps.config),
  });
  const sendSchema = (summary: string) => ({
    schema: { tags, summary, body: EmptyBodySchema, response: { 200: MessageResponseSchema } },
  });
  const codeSchema = (summary: string) => ({
    schema: { tags, summary, body: CodeBodySchema, response: { 200: ContactsResponseSchema } },
  });

  r.get(
    ACCOUNT_API.verification,
    {
      schema: {
        tags,
        summary: "Which of the caller's email and mobile number are verified, and a waiting email change",
        response: { 200: ContactsResponseSchema },
      },
    },
    async (request) => getContacts(request.viewer),
  );

  r.post(
    ACCOUNT_API.verifyMobileSend,
    sendSchema('Send a WhatsApp code to prove the account’s mobile number'),
    async (request) => {
      await sendMobileProof(options(request));
      return { message: 'OTP sent on WhatsApp' };
    },
  );

  r.post(
    ACCOUNT_API.verifyMobile,
    codeSchema(
      'Prove the mobile number with the WhatsApp code; other accounts’ unproven claims on it are released',
    ),
    async (request) => confirmMobileProof({ ...options(request), otp: request.body.otp }),
  );

  r.post(
    ACCOUNT_API.verifyEmailSend,
    sendSchema('Email a code to prove the account’s email'),
    async (request) => {
      await sendEmailProof(options(request));
      return { message: 'We have sent a code to your email' };
    },
  );

  r.post(
    ACCOUNT_API.verifyEmail,
    codeSchema('Prove the email with the emailed code; other accounts’ unproven claims on it are released'),
    async (request) => confirmEmailProof({ ...options(request), otp: request.body.otp }),
  );

  r.post(
    ACCOUNT_API.proofOtp,
    sendSchema(
      'Send a WhatsApp code to the account’s verified number, to confirm an email or password change',
    ),
    async (request) => {
      await sendProofOtp(options(request));
      return { message: 'OTP sent on WhatsApp' };
    },
  );

  r.post(
    ACCOUNT_API.changeEmail,
    {
      schema: {
        tags,
        summary: 'Start an email change: needs current_password or otp (from /api/user/proofOtp)',
        description:
          'The new email gets a code; the change counts only once POST /api/user/changeEmail/confirm gets it. The answer is the same whether or not another account uses that email.',
        body: ChangeEmailBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await requestEmailChange({ ...options(request), input: request.body });
      return { message: EMAIL_CODE_SENT };
    },
  );

  r.post(
    ACCOUNT_API.changeEmailConfirm,
    codeSchema(
      'Finish an email change with the code sent to the new email; the old email and the number are told',
    ),
    async (request) => confirmEmailChange({ ...options(request), otp: request.body.otp }),
  );

  r.post(
    ACCOUNT_API.setPassword,
    {
      schema: {
        tags,
        summary: 'Set or change the password: needs current_password or otp (from /api/user/proofOtp)',
        description: 'Every other session of the account ends; the account’s email and WhatsApp are told.',
        body: SetPasswordBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await setPassword({ ...options(request), input: request.body });
      return { message: 'Password Updated' };
    },
  );
};
