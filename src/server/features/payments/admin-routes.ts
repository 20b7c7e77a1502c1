// The admins' payment calls (docs/product/api.md#payments): payments captured for the wrong
// amount or currency and their refunds, and the passes sold per day.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import { ErrorResponseSchema } from '../../../shared/schemas/common.ts';
import {
  PaymentExceptionsResponseSchema,
  PaymentStatsResponseSchema,
  RefundPaymentExceptionBodySchema,
  RefundPaymentExceptionResponseSchema,
} from '../../../shared/schemas/payment.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { getPaymentExceptions, refundPaymentException } from './exceptions.ts';
import { getPaymentStats } from './stats.ts';

const tags = ['payments'];
const errors = errorAnswers(400, 401, 403, 404, 409, 502, 503);

export const paymentAdminRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, gateway, clock, mailer } = app.deps;
  const db = database.db;

  r.get(
    ADMIN_API.getPaymentExceptions,
    {
      schema: {
        tags,
        summary: 'Payments captured for the wrong amount or currency, newest first (admins only)',
        response: { 200: PaymentExceptionsResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ exceptions: await getPaymentExceptions({ db, viewer: request.viewer }) }),
  );

  r.get(
    ADMIN_API.getPaymentStats,
    {
      schema: {
        tags,
        summary:
          'Passes sold per day (the last 30 days in India) and the reconciler’s last runs (admins only)',
        response: { 200: PaymentStatsResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) => getPaymentStats({ db, viewer: request.viewer, now: clock.now() }),
  );

  r.post(
    ADMIN_API.refundPaymentException,
    {
      schema: {
        tags,
        summary: 'Refund a payment exception in full through the gateway (admins only); the payer is told',
        description: '409 when it is already refunded or was paid through a gateway not in use now.',
        body: RefundPaymentExceptionBodySchema,
        response: { 200: RefundPaymentExceptionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Payment refunded',
      exception: await refundPaymentException({
        db,
        gateway,
        mailer,
        log: request.log,
        viewer: request.viewer,
        id: request.body.id,
        now: clock.now(),
      }),
    }),
  );
};
