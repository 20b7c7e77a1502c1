// A deal's move-in report (docs/product/api.md#handover): reading it, adding and removing
// entries, photos, confirming with a code, and its PDF. HTTP only; the rules are in
// handover-service.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HANDOVER_API } from '../../../shared/api-handover.ts';
import { AgreementPdfSchema, DealParamsSchema, LanguageQuerySchema } from '../../../shared/schemas/deals.ts';
import {
  ConfirmBodySchema,
  ConfirmStartBodySchema,
  ConfirmStartResponseSchema,
  HandoverEntryBodySchema,
  HandoverEntryParamsSchema,
  HandoverParamsSchema,
  HandoverReportResponseSchema,
} from '../../../shared/schemas/handover.ts';
import { RentReceiptBodySchema } from '../../../shared/schemas/rent-receipt.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { readUpload } from '../../http/multipart.ts';
import { contextOf } from '../../http/request-context.ts';
import { handoverPdf } from './handover-pdf.ts';
import {
  addEntry,
  addPhoto,
  confirmHandover,
  handoverForPdf,
  readHandover,
  removeEntry,
  startConfirming,
} from './handover-service.ts';
import { rentReceipt } from './rent-receipt.ts';

const tags = ['deals'];

/** Reading the report and adding to it: entries, their removal, photos. */
const reportRoutes = (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get(
    HANDOVER_API.report,
    {
      schema: {
        tags,
        summary: 'The move-in report, room by room, with who confirmed each round',
        description: 'Only the deal’s two sides (404 to anyone else); 409 before the terms are accepted.',
        params: HandoverParamsSchema,
        response: { 200: HandoverReportResponseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) =>
      readHandover({ deps, viewer: request.viewer, id: request.params.id, kind: request.params.kind }),
  );

  r.post(
    HANDOVER_API.entries,
    {
      schema: {
        tags,
        summary: 'Add a room’s entry: condition, meter readings, keys and items handed over',
        description:
          'Once both confirmed the report the entry is an addendum, confirmed again by both. ' +
          'Any change voids the open round’s confirmations.',
        params: HandoverParamsSchema,
        body: HandoverEntryBodySchema,
        response: { 200: HandoverReportResponseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) =>
      addEntry({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        kind: request.params.kind,
        body: request.body,
      }),
  );

  r.delete(
    HANDOVER_API.entry,
    {
      schema: {
        tags,
        summary: 'Remove one’s own entry while its round is not confirmed by both',
        description: '409 saying why once both confirmed it, or when the other side added it.',
        params: HandoverEntryParamsSchema,
        response: { 200: HandoverReportResponseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) =>
      removeEntry({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        kind: request.params.kind,
        entryId: request.params.entry,
      }),
  );

  r.post(
    HANDOVER_API.photos,
    {
      schema: {
        tags,
        summary: 'Add a photo to an entry, with when it was taken',
        description:
          'multipart/form-data: one file part `file` (JPEG, PNG or WEBP, as listing photos) and an optional ' +
          'text part `taken_at` (ISO time; the upload’s time when absent).',
        consumes: ['multipart/form-data'],
        params: HandoverEntryParamsSchema,
        response: { 200: HandoverReportResponseSchema, ...errorAnswers(400, 401, 404, 409, 413, 415) },
      },
    },
    async (request) =>
      addPhoto({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        kind: request.params.kind,
        entryId: request.params.entry,
        read: async () => {
          const { fields, files } = await readUpload(request, { file: 1 });
          return { file: files.file?.[0] ?? null, takenAt: fields.taken_at || undefined };
        },
      }),
  );
};

/** Confirming a round, the report as a PDF, and a month's rent receipt. */
const confirmAndDocumentRoutes = (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.post(
    HANDOVER_API.confirmStart,
    {
      schema: {
        tags,
        summary: 'Send a one-time code to confirm the open round, to a contact the confirmer proved',
        description: '409 naming `contact` when no contact is proven; 429 when codes were sent too often.',
        params: HandoverParamsSchema,
        body: ConfirmStartBodySchema,
        response: { 200: ConfirmStartResponseSchema, ...errorAnswers(400, 401, 404, 409, 429, 502, 503) },
      },
    },
    async (request) =>
      startConfirming({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        kind: request.params.kind,
        channel: request.body.channel,
        context: contextOf(request, deps.config),
      }),
  );

  r.post(
    HANDOVER_API.confirm,
    {
      schema: {
        tags,
        summary: 'Confirm the round read with the code; both confirmed: it is fixed',
        description:
          '400 naming `code` when it is wrong or used up; 409 naming `round` when the report changed.',
        params: HandoverParamsSchema,
        body: ConfirmBodySchema,
        response: { 200: HandoverReportResponseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) =>
      confirmHandover({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        kind: request.params.kind,
        body: request.body,
      }),
  );

  r.get(
    HANDOVER_API.pdf,
    {
      schema: {
        tags,
        summary: 'The report as a PDF, with who confirmed each round and the hash confirmed',
        params: HandoverParamsSchema,
        querystring: LanguageQuerySchema,
        response: { 200: AgreementPdfSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { report, deal } = await handoverForPdf({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        kind: request.params.kind,
      });
      const pdf = await handoverPdf(report, deal.listingTitle, request.query.language);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="move-in-report-${deal.id}.pdf"`)
          .header('cache-control', 'private, no-store')
          // The PDF's bytes: Fastify sends a Buffer as it is, past the response schema's serializer.
          .send(pdf as unknown as string)
      );
    },
  );

  r.post(
    HANDOVER_API.rentReceipt,
    {
      schema: {
        tags,
        summary: 'A month’s rent receipt as a PDF, for house rent allowance',
        description:
          '400 naming `pan` when the year’s rent passes ₹1,00,000 and the owner’s PAN is not given, or is not ' +
          'as ABCDE1234F. Thikana keeps nothing of it and never holds the rent.',
        params: DealParamsSchema,
        body: RentReceiptBodySchema,
        response: { 200: AgreementPdfSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await rentReceipt({
        deps,
        viewer: request.viewer,
        id: request.params.id,
        body: request.body,
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
};

export const handoverRoutes = async (app: FastifyInstance) => {
  reportRoutes(app);
  confirmAndDocumentRoutes(app);
};
