import type { FastifyInstance } from 'fastify';

export const paymentsRoutes = async (app: FastifyInstance) => {
  void app;
};
