import type { FastifyInstance } from 'fastify';

export const engagementRoutes = async (app: FastifyInstance) => {
  void app;
};
