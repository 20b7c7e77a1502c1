import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api.ts';
import { GetPlanResponseSchema } from '../../../shared/schemas/payment.ts';
import { planFromConfig } from './plan.ts';

export const paymentsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API.payments.getPlan,
    { schema: { tags: ['payments'], summary: 'The pass on sale', response: { 200: GetPlanResponseSchema } } },
    async () => ({ plan: planFromConfig(app.deps.config) }),
  );
};
