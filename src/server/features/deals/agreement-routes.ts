// A deal's rent agreement (docs/product/api.md#agreements): reading it in English or Hindi, its
// PDF, signing with a code, the public check of a signed one and the e-sign provider's callback.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AGREEMENT_API, DEAL_API } from '../../../shared/api-deals.ts';
import {
  AgreementPdfSchema,
  AgreementResponseSchema,
  DealParamsSchema,
  ESignCallbackResponseSchema,
  LanguageQuerySchema,
  SignBodySchema,
  SignStartBodySchema,
  SignStartResponseSchema,
  VerifyQuerySchema,
  VerifyResponseSchema,
} from '../../../shared/schemas/deals.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { contextOf } from '../../http/request-context.ts';
import { agreementPdfOf, readAgreement, verifyAgreement } from './agreement-service.ts';
import { receiveESignCallback, signAgreement, startSigning } from './signing.ts';

const tags = ['deals'];
const params = DealParamsSchema;

export const agreementRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const context = (request: FastifyRequest) => contextOf(request, deps.config);

  r.get(
    DEAL_API.agreement,
    {
      schema: {
        tags,
        summary: 'The agreement drawn from the accepted terms, with the state’s rules and who signed',
        description: '409 until both accept the terms.',
        params,
        querystring: LanguageQuerySchema,
        response: { 200: AgreementResponseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) =>
      readAgreement({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        language: request.query.language,
      }),
  );

  r.get(
    DEAL_API.agreementPdf,
    {
      schema: {
        tags,
        summary: 'The agreement as a PDF, with the audit page once both signed',
        params,
        querystring: LanguageQuerySchema,
        response: { 200: AgreementPdfSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await agreementPdfOf({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        language: request.query.language,
      });
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          // The PDF's bytes: Fastify sends a Buffer as it is, past the response schema's serializer.
          .send(pdf as unknown as string)
      );
    },
  );

  r.post(
    DEAL_API.signStart,
    {
      schema: {
        tags,
        summary: 'Send the signer a one-time code to a contact they proved',
        description:
          '409 naming `contact` when the signer proved no contact; 429 when codes were sent too often.',
        params,
        body: SignStartBodySchema,
        response: { 200: SignStartResponseSchema, ...errorAnswers(400, 401, 404, 409, 429, 502, 503) },
      },
    },
    async (request) =>
      startSigning({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        body: request.body,
        context: context(request),
      }),
  );

  r.post(
    DEAL_API.sign,
    {
      schema: {
        tags,
        summary: 'Sign the version read with the code: both texts (English and Hindi) of it',
        description:
          '400 naming `code` when it is wrong or used up; 409 naming `version` when the agreement changed.',
        params,
        querystring: LanguageQuerySchema,
        body: SignBodySchema,
        response: { 200: AgreementResponseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) =>
      signAgreement({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        body: request.body,
        language: request.query.language,
        context: context(request),
      }),
  );

  r.get(
    AGREEMENT_API.verify,
    {
      schema: {
        tags,
        summary: 'Public: was a text with this SHA-256 signed by both sides, by whom and when',
        description:
          'Discloses only first names with the initial of the last, roles and times. Rate limited.',
        querystring: VerifyQuerySchema,
        response: { 200: VerifyResponseSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request) =>
      verifyAgreement({
        db: deps.database.db,
        ip: request.ip,
        now: deps.clock.now(),
        sha256: request.query.sha256,
      }),
  );

  // The provider signs the exact bytes it sends, so this route keeps the raw body.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      AGREEMENT_API.esignCallback,
      {
        schema: {
          tags,
          summary: "The e-sign provider's callback (server to server, signed over the raw body)",
          response: { 200: ESignCallbackResponseSchema, ...errorAnswers(400, 404, 409) },
        },
      },
      async (request) =>
        receiveESignCallback({
          deps,
          delivery: {
            headers: request.headers,
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          },
        }),
    );
  });
};
